import { version } from '@rsbuild/core/package.json';
import {
  checkConfigExamples,
  contentFiles,
  extractConfigExamples,
  readSource,
  toCheckedModule,
} from '../support/config-examples';

const files = [...contentFiles('content/en'), ...contentFiles('content/zh')];
const examples = files.flatMap((file) => extractConfigExamples(file, readSource(file)));

describe('Rsbuild config examples in the docs', () => {
  it('are checked against the pinned @rsbuild/core', () => {
    expect(version).toBe('0.7.10');
  });

  it('all type-check', () => {
    const problems = checkConfigExamples(examples);
    expect(problems.flatMap((problem) => problem.messages)).toEqual([]);
  });
});

describe('the example checker', () => {
  it('finds titled config blocks and the line they start on', () => {
    const source = ['# Page', '', '```ts title="rsbuild.config.ts"', 'export default {};', '```', '', '```ts', 'const x = 1;', '```'].join('\n');
    expect(extractConfigExamples('page.mdx', source)).toEqual([
      { file: 'page.mdx', index: 1, line: 4, code: 'export default {};' },
    ]);
  });

  it('finds scripts and plugin modules, checked as they are', () => {
    const source = ['```ts title="scripts/build.ts"', "import { createRsbuild } from '@rsbuild/core';", '```', '```ts title="src/App.tsx"', 'x', '```'].join('\n');
    expect(extractConfigExamples('page.mdx', source)).toEqual([
      { file: 'page.mdx', index: 1, line: 2, code: "import { createRsbuild } from '@rsbuild/core';", kind: 'script' },
    ]);
    const broken = { file: 'content/en/api.mdx', index: 1, line: 5, code: "import { createRsbuild } from '@rsbuild/core';\nawait createRsbuild({ cwdir: '.' });", kind: 'script' as const };
    expect(checkConfigExamples([broken])[0]!.messages[0]).toMatch(/^content\/en\/api\.mdx:6 \(config example 1\): .*cwdir/);
  });

  it('types a plain default export as RsbuildConfig', () => {
    expect(toCheckedModule('export default { html: {} };')).toContain("import('@rsbuild/core').RsbuildConfig");
  });

  it('names the page, line and block of a broken example', () => {
    const broken = { file: 'content/en/x.mdx', index: 2, line: 10, code: 'export default {\n  output: { dataUriLimt: 1 },\n};' };
    const valid = { file: 'content/en/x.mdx', index: 1, line: 3, code: "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ output: { dataUriLimit: 1 } });" };
    const problems = checkConfigExamples([valid, broken]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.messages[0]).toMatch(/^content\/en\/x\.mdx:11 \(config example 2\): .*dataUriLimt/);
  });
});
