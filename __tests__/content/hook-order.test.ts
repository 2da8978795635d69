import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { sectionLines } from '../support/markdown-source';
import { runToolScript } from '../support/tool-script';

const FLOWS = ['build', 'dev', 'preview'] as const;
type Flow = (typeof FLOWS)[number];

/**
 * The dev server starts listening while the first compilation runs, so
 * `onAfterStartDevServer` may come before or after the hooks of that
 * compilation. It is compared apart from the rest.
 */
const CONCURRENT_IN_DEV = 'onAfterStartDevServer';

/** The hooks listed under `### Order in <flow>` on the hooks page, in order. */
function documentedOrder(source: string, flow: Flow): string[] {
  return sectionLines(source, new RegExp(`^###\\s.*(?:Order in ${flow}|\\\\\\{#order-in-${flow}\\})\\s*$`), 3)
    .map((line) => /^\s*\d+\.\s+`(\w+)`/.exec(line)?.[1])
    .filter((hook): hook is string => Boolean(hook));
}

/**
 * The order in which a recording plugin sees the hooks fire when the pinned
 * package runs the flow; once per flow, since both languages document the same.
 */
const recordings = new Map<Flow, Promise<string[]>>();
function recordedOrder(flow: Flow): Promise<string[]> {
  if (!recordings.has(flow)) recordings.set(flow, runToolScript<string[]>('record-hooks.cjs', [flow], '__HOOK_ORDER__', 90_000));
  return recordings.get(flow)!;
}

const without = (hooks: string[], hook: string) => hooks.filter((candidate) => candidate !== hook);

describe.each(LANGS)('the hook order documented in %s', (lang) => {
  const source = readSource(`content/${lang}/plugins/dev/hooks.mdx`);

  it.each(FLOWS)('is what a recording plugin sees in %s', async (flow) => {
    const documented = documentedOrder(source, flow);
    const recorded = await recordedOrder(flow);
    expect(documented.length).toBeGreaterThan(2);
    if (flow === 'dev') {
      expect(without(documented, CONCURRENT_IN_DEV)).toEqual(without(recorded, CONCURRENT_IN_DEV));
      // It always follows the compiler's creation and precedes the server's closing.
      const at = documented.indexOf(CONCURRENT_IN_DEV);
      expect(at).toBeGreaterThan(documented.indexOf('onAfterCreateCompiler'));
      expect(at).toBeLessThan(documented.indexOf('onCloseDevServer'));
    } else {
      expect(documented).toEqual(recorded);
    }
  }, 120_000);
});

describe('the order reader', () => {
  it('reads the numbered hooks under the heading of a flow', () => {
    const source = ['### Order in build', '', '1. `modifyRsbuildConfig`: first', '2. `onExit`', '', '### Order in dev \\{#order-in-dev}', '1. `onBeforeStartDevServer`'].join('\n');
    expect(documentedOrder(source, 'build')).toEqual(['modifyRsbuildConfig', 'onExit']);
    expect(documentedOrder(source, 'dev')).toEqual(['onBeforeStartDevServer']);
  });
});
