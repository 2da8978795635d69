import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { sectionLines } from '../support/markdown-source';
import { runToolScript } from '../support/tool-script';

/** The section of the Features page that claims which files build with the bare core. */
const SECTION = /^## .*(?:File types the core builds|\\\{#file-types-the-core-builds\})\s*$/;

/** The extensions in the first column of the section's table, e.g. `.module.css`. */
function claimedExtensions(source: string): string[] {
  return sectionLines(source, SECTION, 2)
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`(\.[a-z0-9.]+)`/g)].map((match) => match[1]!));
}

/** Something each kind of file can hold; assets are opaque bytes to the bundler. */
function sampleContents(extension: string): Buffer {
  if (/^\.[mc]?ts$/.test(extension)) return Buffer.from('export const value: number = 1;\n');
  if (/^\.[mc]?js$/.test(extension)) return Buffer.from('export const value = 1;\n');
  if (extension === '.tsx') return Buffer.from('export const element = <div title="x" />;\n');
  if (extension.endsWith('.css')) return Buffer.from('.box { display: flex; }\n');
  if (extension === '.json') return Buffer.from('{ "value": 1 }\n');
  if (extension === '.wasm') return Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
  return Buffer.alloc(64, 1);
}

interface BuildResult {
  ok: boolean;
  error: string;
  js: string;
}

/** A production build of an entry that imports the given files, with no plugin and no config. */
async function buildWithBareCore(files: Record<string, Buffer>): Promise<BuildResult> {
  const args = Object.entries(files).map(([name, contents]) => `${name}=${contents.toString('base64')}`);
  return runToolScript<BuildResult>('build-files.cjs', args, '__BUILD_RESULT__');
}

describe('file types the Features page says build without a plugin', () => {
  const claims = Object.fromEntries(LANGS.map((lang) => [lang, claimedExtensions(readSource(`content/${lang}/guide/start/features.mdx`))]));

  it('are listed, the same in both languages', () => {
    expect(claims.en).toEqual(expect.arrayContaining(['.ts', '.tsx', '.css', '.json', '.wasm']));
    expect(claims.zh).toEqual(claims.en);
  });

  it('build with @rsbuild/core alone', async () => {
    const files = Object.fromEntries(claims.en!.map((extension, i) => [`file${i}${extension}`, sampleContents(extension)]));
    const result = await buildWithBareCore(files);
    expect(result.error).toBe('');
    expect(result.ok).toBe(true);
  }, 120_000);

  it('include .tsx only as classic React.createElement calls', async () => {
    const result = await buildWithBareCore({ 'view.tsx': sampleContents('.tsx') });
    expect(result.js).toMatch(/React\.createElement\("div"/);
  }, 120_000);

  it('leave out .jsx', () => {
    expect(claims.en).not.toContain('.jsx');
  });

  it.each([
    ['a .jsx file', 'view.jsx'],
    ['JSX in a .js file', 'view.js'],
  ])('are right to: %s fails to build without a framework plugin', async (_label, name) => {
    const result = await buildWithBareCore({ [name]: Buffer.from('export const element = <div title="x" />;\n') });
    expect(result.ok).toBe(false);
  }, 120_000);
});

describe('the claim reader', () => {
  it('reads extensions from the first column of the section table only', () => {
    const source = ['## Other', '| `.vue` | no |', '## File types the core builds', '| Files | Built as |', '| --- | --- |', '| `.ts`, `.mts` | uses `.d.ts` |', '| `.module.css` | x |', '## Styles', '| `.less` | x |'].join('\n');
    expect(claimedExtensions(source)).toEqual(['.ts', '.mts', '.module.css']);
  });
});
