import { computeHovers } from './precompute';
import { hoverKind } from './scan';
import { blockDigest, type ExampleBlock, type Hover } from './block';
import { hoversInWorker } from './worker';

/**
 * The type hovers of the compiled code examples, for the article renderer:
 * `remarkCodeHovers` gives every compiled `ts`, `tsx`, `js` and `jsx` block
 * its hovers as the `hovers` attribute of its `<CodeBlock>`, and the block
 * writes them into Prism's markup (./markup.ts).
 *
 * `startCodeHovers`, at bootstrap, computes the hovers of every compiled
 * block in a worker thread (./worker.ts) while Gatsby sources and plans
 * the pages; a block the worker did not see (an edit under
 * `gatsby develop`) is computed when its page is rendered.
 * `RSBUILD_DOCS_HOVERS=off` leaves the blocks without hovers, for the
 * benchmark's comparison. `gatsby develop` leaves them out too: the first
 * page an author opens would otherwise wait for the worker, and a preview
 * is for the prose.
 */

export { hoverKind };

export function hoversEnabled(): boolean {
  return process.env.RSBUILD_DOCS_HOVERS !== 'off' && process.env.gatsby_executing_command !== 'develop';
}

const known = new Map<string, Hover[]>();
let precomputed: Promise<void> | undefined;

/** Starts computing every block's hovers beside the rest of the bootstrap. */
export function startCodeHovers(root = process.cwd()): void {
  if (!hoversEnabled() || precomputed) return;
  precomputed = hoversInWorker(root).then(
    (hovers) => {
      for (const [digest, list] of hovers) known.set(digest, list);
    },
    // The renderer computes what the worker could not.
    () => {},
  );
}

/** The hovers of one compiled block. */
export async function blockHovers(block: ExampleBlock, root = process.cwd()): Promise<Hover[]> {
  const digest = blockDigest(block);
  if (!known.has(digest) && precomputed) await precomputed;
  if (!known.has(digest)) known.set(digest, computeHovers(root, [block]).get(digest)!);
  return known.get(digest)!;
}

interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: { type: string; name: string; value: unknown }[];
  children?: MdastNode[];
}

/**
 * Runs after `remarkCodeBlock`: each `<CodeBlock>` of a compiled example
 * gets its hovers, as JSON, in a `hovers` attribute.
 */
export function remarkCodeHovers() {
  return async (tree: MdastNode): Promise<void> => {
    if (!hoversEnabled()) return;
    const blocks: { element: MdastNode; block: ExampleBlock }[] = [];
    const walk = (node: MdastNode) => {
      for (const child of node.children ?? []) {
        if (child.type === 'mdxJsxFlowElement' && child.name === 'CodeBlock') {
          const attribute = (name: string) => child.attributes?.find((entry) => entry.name === name)?.value as string | undefined;
          const code = child.children?.[0];
          const kind = hoverKind(attribute('lang'), attribute('title'));
          if (kind && code?.type === 'code' && code.value !== undefined) blocks.push({ element: child, block: { code: code.value, kind } });
          continue;
        }
        walk(child);
      }
    };
    walk(tree);
    for (const { element, block } of blocks) {
      const hovers = await blockHovers(block);
      element.attributes!.push({ type: 'mdxJsxAttribute', name: 'hovers', value: JSON.stringify(hovers) });
    }
  };
}
