import { contentFiles, readSource } from '../support/config-examples';
import { BUNDLED, versionClaims, wrongVersions, type VersionClaim } from '../support/bundled-versions';

/** Sentences that name another version on purpose, not the bundled copy. */
const OTHER_VERSIONS: Array<{ file: RegExp; tool: string; version: string; why: string }> = [
  { file: /\/guide\/optimization\/build-performance\.mdx$/, tool: '@rspack/core', version: '1.0.0', why: 'a newer copy installed beside the pinned one, which Rsbuild ignores' },
  { file: /\/plugins\/list\/plugin-less\.mdx$/, tool: 'Less', version: '4.9.1', why: 'a Less of your own, passed as implementation' },
  { file: /\/plugins\/list\/plugin-less\.mdx$/, tool: 'Less', version: '3', why: 'styles written for the previous major version' },
];

const isOtherVersion = (claim: VersionClaim) =>
  OTHER_VERSIONS.some(({ file, tool, version }) => file.test(claim.file) && tool === claim.tool && version === claim.version);

// Release notes name the versions of their own time.
const files = ['en', 'zh'].flatMap((lang) => ['config', 'guide', 'plugins', 'api'].flatMap((section) => contentFiles(`content/${lang}/${section}`)));

describe('versions of bundled tools named in the docs', () => {
  const claims = files.flatMap((file) => versionClaims(file, readSource(file)));

  it('are there to check', () => {
    expect(new Set(claims.map((claim) => claim.tool)).size).toBeGreaterThan(8);
  });

  it('are the versions the pinned packages bring', () => {
    expect(wrongVersions(claims.filter((claim) => !isOtherVersion(claim)), (tool) => BUNDLED[tool]!())).toEqual([]);
  });

  it('name other versions only where the docs mean to', () => {
    const used = OTHER_VERSIONS.filter((other) => claims.some((claim) => isOtherVersion(claim) && other.file.test(claim.file) && other.version === claim.version));
    expect(used).toEqual(OTHER_VERSIONS);
  });
});

describe('the version reader', () => {
  it('reads tool versions from prose, through links and code spans', () => {
    const source = [
      'Rsbuild ships css-loader 7.1.2, uses [chokidar](https://example.com) 3 and the `connect-history-api-fallback` package (version 2).',
      '```bash',
      'npx webpack-bundle-analyzer@4.10.2 dist/stats.json',
      '```',
      'Rspack v0.7.5 and Rspack 0.7; not @rsbuild/webpack-bundle-analyzer 9, not core-js 3.36.1x.',
      '由 [http-proxy-middleware](https://example.com) 第 2 版处理，`connect-history-api-fallback` 包（第 2 版）。',
    ].join('\n');
    expect(versionClaims('page.mdx', source).map(({ line, tool, version }) => `${line} ${tool} ${version}`)).toEqual([
      '1 css-loader 7.1.2',
      '1 chokidar 3',
      '1 connect-history-api-fallback 2',
      '5 Rspack 0.7.5',
      '5 Rspack 0.7',
      '6 http-proxy-middleware 2',
      '6 connect-history-api-fallback 2',
    ]);
  });

  it('accepts the installed version or a prefix of it, nothing else', () => {
    const claim = (version: string): VersionClaim => ({ file: 'page.mdx', line: 1, tool: 'css-loader', version });
    expect(wrongVersions([claim('7'), claim('7.1'), claim('7.1.2')], () => '7.1.2')).toEqual([]);
    expect(wrongVersions([claim('7.1.20'), claim('6'), claim('7.2')], () => '7.1.2')).toEqual([
      'page.mdx:1: css-loader 7.1.20, installed 7.1.2',
      'page.mdx:1: css-loader 6, installed 7.1.2',
      'page.mdx:1: css-loader 7.2, installed 7.1.2',
    ]);
  });
});
