import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { buildExampleProject, exampleProjectFiles } from '../support/example-project';

/** Framework pages whose example project is built with the packages this repository pins. */
const PAGES = [
  { page: 'guide/framework/react', entry: /^src\/index\.[jt]sx?$/, component: /^src\/App\.[jt]sx$/ },
  { page: 'guide/framework/vue3', entry: /^src\/index\.[jt]s$/, component: /^src\/App\.vue$/ },
];

/**
 * Builds by the files they hold: both languages show the same code, and one
 * build of it answers for both.
 */
const builds = new Map<string, ReturnType<typeof buildExampleProject>>();
function buildOnce(files: Record<string, string>) {
  const key = JSON.stringify(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  if (!builds.has(key)) builds.set(key, buildExampleProject(files));
  return builds.get(key)!;
}

describe.each(PAGES)('the example project of $page', ({ page, entry, component }) => {
  const projects = Object.fromEntries(LANGS.map((lang) => [lang, exampleProjectFiles(readSource(`content/${lang}/${page}.mdx`))]));

  it('has a config, an entry and a component', () => {
    const names = Object.keys(projects.en!);
    expect(names).toContain('rsbuild.config.ts');
    expect(names.some((name) => entry.test(name))).toBe(true);
    expect(names.some((name) => component.test(name))).toBe(true);
  });

  it('shows the same files in both languages', () => {
    expect(Object.keys(projects.zh!).sort()).toEqual(Object.keys(projects.en!).sort());
  });

  it.each(LANGS)('builds with the pinned packages (%s)', async (lang) => {
    const result = await buildOnce(projects[lang]!);
    // The build's own output is part of the failure message.
    expect({ ok: result.ok, output: result.ok ? '' : result.output }).toEqual({ ok: true, output: '' });
    expect(result.files).toEqual(expect.arrayContaining(['index.html']));
    expect(result.files.some((file) => /^static\/js\/index\.\w+\.js$/.test(file))).toBe(true);
  }, 120_000);
});

describe('the example reader', () => {
  it('takes the first block with each file title and skips shell and excerpt blocks', () => {
    const source = [
      '```bash',
      'npm run dev',
      '```',
      '```ts title="rsbuild.config.ts"',
      'export default {};',
      '```',
      '```tsx title="src/App.tsx"',
      'export const App = () => <p>one</p>;',
      '```',
      '```ts title="rsbuild.config.ts"',
      'export default { html: {} };',
      '```',
      '```html title="dist/index.html"',
      '<p>built</p>',
      '```',
    ].join('\n');
    expect(exampleProjectFiles(source)).toEqual({
      'rsbuild.config.ts': 'export default {};',
      'src/App.tsx': 'export const App = () => <p>one</p>;',
    });
  });
});
