import { contentFiles, readSource } from '../support/config-examples';

/**
 * Every `@rsbuild/*` package and `create-rsbuild` were released together at
 * each 0.7.x version (one fixed changeset group at the v0.7.10 tag), so a
 * page never says that a 0.7 build is missing from npm, and it documents the
 * packages as readers install them, not how the site checked them.
 */
const CLAIMS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\bnpm (?:has|serves|offers) no\b/i, what: 'says npm lacks a build' },
  { pattern: /\bno 0\.7(?:\.\d+)? (?:build|release|version)s?\b/i, what: 'says a 0.7 build does not exist' },
  { pattern: /\b(?:not|never) (?:been )?(?:published|released) (?:on|to) npm\b/i, what: 'says a package is not on npm' },
  { pattern: /\b(?:registry|mirror) (?:has|serves|lacks|stops)\b/i, what: 'describes a registry' },
  { pattern: /\bthe build that `?@?0\.7`? install/i, what: 'describes what an install resolved to while checking' },
  { pattern: /\bchecked with version \d/i, what: 'describes which build the page was checked with' },
  { pattern: /\bcompiled and run in a\b/i, what: 'describes how the page was checked' },
  { pattern: /\bonly (?:1\.\d+|\d\.x) (?:line )?supports Rsbuild 0\.7\b|\bline is the one (?:that supports|to install for) Rsbuild 0\.7\b/i, what: 'steers readers off the 0.7 line of an Rsbuild package' },
  { pattern: /npm\s*上没有/, what: 'says npm lacks a build' },
  { pattern: /没有.{0,12}0\.7(?:\.\d+)?\s*(?:的)?\s*(?:构建产物|版本|发布)/, what: 'says a 0.7 build does not exist' },
  { pattern: /核对时使用的是.{0,12}版本/, what: 'describes which build the page was checked with' },
  { pattern: /实际安装到的版本/, what: 'describes what an install resolved to while checking' },
  { pattern: /镜像/, what: 'speaks of a registry mirror' },
];

/** `file:line: what` for every sentence of a page that matches one of the claims. */
function registryClaims(file: string, source: string): string[] {
  return source.split('\n').flatMap((text, i) =>
    CLAIMS.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}:${i + 1}: ${what}`),
  );
}

describe('what pages say about npm', () => {
  it('no page says a 0.7 package is missing from npm or describes how the site checked it', () => {
    const files = [...contentFiles('content/en'), ...contentFiles('content/zh')];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => registryClaims(file, readSource(file)))).toEqual([]);
  });

  it('catches the sentences it is meant for', () => {
    const samples = [
      'npm has no 0.7.10 build of this plugin, so this page follows its source.',
      'This page was checked with version 0.7.3 of the plugin, the build that `@0.7` installed.',
      'Its 1.1 line is the one that supports Rsbuild 0.7 (later lines require Rsbuild 1.x):',
      'npm 上没有这个插件的 0.7.10 构建产物，所以本页以源码为准。',
      '本页核对时使用的是该插件的 0.7.3 版本，也就是 `@0.7` 实际安装到的版本。',
    ];
    expect(samples.map((text) => registryClaims('page.mdx', text).length > 0)).toEqual(samples.map(() => true));
  });

  it('leaves ordinary sentences alone', () => {
    const samples = [
      'Install the plugin at the same 0.7 version as `@rsbuild/core`.',
      'The version of the installed `@rsbuild/core`, as a string.',
      'Rsbuild 还没有发布 1.0，在 0.x 阶段，一个新的 minor 版本可能会移除选项。',
      'Production builds ship no source maps, so your original source is not published by accident.',
    ];
    expect(samples.flatMap((text) => registryClaims('page.mdx', text))).toEqual([]);
  });
});
