import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { runToolScript } from '../support/tool-script';

/**
 * "Only these files" statements about file types, checked against the
 * pinned packages: the pages would be wrong the day a package covered more
 * (or fewer) files than they say.
 */

const ROOT = path.resolve(__dirname, '../..');

/** The plugin's own test for CSS Modules files; its package exports do not expose the loader, so it is loaded by path. */
const { isCSSModules } = require(path.join(ROOT, 'node_modules/@rsbuild/plugin-typed-css-modules/dist/loader.cjs')) as {
  isCSSModules: (filename: string, modules: { auto: boolean }) => boolean;
};

interface BuildResult {
  ok: boolean;
  error: string;
  js: string;
}

describe('the Typed CSS Modules page', () => {
  it('is right that the plugin writes declarations for *.module.* and not for *.modules.*', () => {
    expect(isCSSModules('/app/src/card.module.css', { auto: true })).toBe(true);
    expect(isCSSModules('/app/src/card.module.less', { auto: true })).toBe(true);
    expect(isCSSModules('/app/src/plural.modules.css', { auto: true })).toBe(false);
  });

  it('is right that Rsbuild still compiles *.modules.css as a CSS Module', async () => {
    const result = await runToolScript<BuildResult>('build-files.cjs', [`plural.modules.css=${Buffer.from('.a-b { color: red; }\n').toString('base64')}`], '__BUILD_RESULT__');
    expect(result.ok).toBe(true);
    expect(result.js).toMatch(/"a-b":\s*"a-b-[\w-]+"/);
  }, 120_000);

  it.each(LANGS)('states the gap in %s', (lang) => {
    expect(readSource(`content/${lang}/plugins/list/plugin-typed-css-modules.mdx`)).toContain('`*.modules.css`');
  });
});

describe('the bundleAnalyze page', () => {
  const analyzer = fs.readFileSync(path.join(ROOT, 'node_modules/@rsbuild/shared/compiled/webpack-bundle-analyzer/index.js'), 'utf8');

  it('is right that only JavaScript files are analysed', () => {
    const filter = /const FILENAME_EXTENSIONS = \/(.+)\/(\w*);/.exec(analyzer);
    expect(filter).not.toBeNull();
    const extensions = new RegExp(filter![1]!, filter![2]!.replace('u', ''));
    expect(['index.js', 'a.mjs', 'b.cjs'].every((name) => extensions.test(name))).toBe(true);
    expect(['index.css', 'index.html', 'logo.png', 'font.woff2'].some((name) => extensions.test(name))).toBe(false);
  });

  it.each([
    ['en', 'every JavaScript output file'],
    ['zh', '每个 JavaScript 产物文件'],
  ])('says so in %s', (lang, words) => {
    expect(readSource(`content/${lang}/config/performance/bundle-analyze.mdx`)).toContain(words);
  });
});
