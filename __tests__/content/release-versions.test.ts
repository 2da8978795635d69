import matter from 'gray-matter';
import { contentFiles, readSource } from '../support/config-examples';

/**
 * The versions the release notes give, held against the git tags of
 * web-infra-dev/rsbuild. The tables were read once from the tags: FIRST is the
 * first tag whose config types (`packages/shared/src/types/config/*.ts`) or
 * instance and plugin API types declare a name, LAST the last tag that still
 * declares a removed one, DEPRECATED the first tag that marks an option
 * `@deprecated`. Notes for later releases add their rows here.
 */
const FIRST: Readonly<Record<string, string | readonly string[]>> = {
  // 0.1.x (everything the 0.1 page lists as 0.1.0 is declared at v0.1.0)
  'performance.printFileSize.total': '0.1.3',
  'performance.printFileSize.detail': '0.1.3',
  onBeforeStartProdServer: '0.1.3',
  onAfterStartProdServer: '0.1.3',
  'server.strictPort': '0.1.4',
  'server.publicDir': '0.1.6',
  'server.publicDir.name': '0.1.6',
  'server.publicDir.copyOnBuild': '0.1.6',
  'tools.cssExtract': '0.1.6',
  'tools.cssExtract.pluginOptions': '0.1.6',
  'tools.cssExtract.loaderOptions': '0.1.6',
  'tools.webpack': '0.1.6',
  'tools.webpackChain': '0.1.6',
  // 0.2.x
  'output.targets': '0.2.0',
  'output.sourceMap': '0.2.0',
  'output.sourceMap.js': '0.2.0',
  'output.sourceMap.css': '0.2.0',
  'output.injectStyles': '0.2.0',
  // on the instance in 0.2.0 and 0.2.1, replaced by getServerAPIs in 0.2.2, back from 0.5.0
  createDevServer: ['0.2.0', '0.5.0'],
  getServerAPIs: '0.2.2',
  provider: '0.2.4',
  'dev.liveReload': '0.2.11',
  'server.printUrls': '0.2.14',
  // 0.3.x
  'source.tsconfigPath': '0.3.4',
  'source.decorators': '0.3.11',
  'source.decorators.version': '0.3.11',
  // 0.4.x
  moduleFederation: '0.4.0',
  'moduleFederation.options': '0.4.0',
  'output.filenameHash': '0.4.0',
  onCloseDevServer: '0.4.0',
  'output.distPath.jsAsync': '0.4.9',
  'output.distPath.cssAsync': '0.4.9',
  'output.minify': '0.4.11',
  'output.minify.js': '0.4.11',
  'output.minify.jsOptions': '0.4.11',
  'output.minify.css': '0.4.11',
  'output.minify.html': '0.4.11',
  'output.minify.htmlOptions': '0.4.11',
  'tools.swc': '0.4.11',
  // 0.5.x (createDevServer came back in 0.5.0 after getServerAPIs)
  'dev.client.overlay': '0.5.5',
  'api.expose': '0.5.6',
  expose: '0.5.6',
  'api.useExposed': '0.5.6',
  useExposed: '0.5.6',
  'api.transform': '0.5.7',
  transform: '0.5.7',
  // 0.6.x
  modifyHTMLTags: '0.6.2',
  'output.emitAssets': '0.6.4',
  'dev.watchFiles': '0.6.6',
  'dev.watchFiles.paths': '0.6.6',
  'dev.watchFiles.options': '0.6.6',
  'server.publicDir.watch': '0.6.6',
  'output.manifest': '0.6.12',
  // 0.7.x
  'output.cssModules.exportGlobals': '0.7.0',
  getPlugins: '0.7.0',
  'dev.lazyCompilation': '0.7.1',
  'output.cssModules.mode': '0.7.2',
  'output.cssModules.namedExport': '0.7.2',
  'security.sri': '0.7.3',
  'security.sri.enable': '0.7.3',
  'security.sri.algorithm': '0.7.3',
  'server.open': '0.7.4',
  RspackChain: '0.7.4',
  'server.open.target': '0.7.5',
  'server.open.before': '0.7.5',
  environments: '0.7.9',
};

/** Removed names: the last tag that declares each, and the first that no longer does. */
const REMOVED: Readonly<Record<string, { last: string; goneFrom: string }>> = {
  'source.entries': { last: '0.1.9', goneFrom: '0.2.0' },
  'output.disableCssExtract': { last: '0.1.9', goneFrom: '0.2.0' },
  'output.disableSourceMap': { last: '0.1.9', goneFrom: '0.2.0' },
  'output.enableLatestDecorators': { last: '0.3.10', goneFrom: '0.3.11' },
  'output.disableFilenameHash': { last: '0.3.11', goneFrom: '0.4.0' },
  'performance.transformLodash': { last: '0.4.0', goneFrom: '0.4.1' },
  'html.tagsByEntries': { last: '0.4.15', goneFrom: '0.5.0' },
  'output.disableMinimize': { last: '0.4.15', goneFrom: '0.5.0' },
  'tools.terser': { last: '0.4.15', goneFrom: '0.5.0' },
  getServerAPIs: { last: '0.4.15', goneFrom: '0.5.0' },
  'tools.less': { last: '0.6.15', goneFrom: '0.7.0' },
  'tools.sass': { last: '0.6.15', goneFrom: '0.7.0' },
  'output.enableCssModuleTSDeclaration': { last: '0.6.15', goneFrom: '0.7.0' },
};

const DEPRECATED: Readonly<Record<string, string>> = {
  'dev.startUrl': '0.7.4',
  'dev.beforeStartUrl': '0.7.5',
};

const SECTION = /^(?:dev|html|output|performance|security|server|source|tools|moduleFederation)\./;

/** The names a piece of Markdown mentions in code spans, with `(`a`, `b`)` after a name read as its fields. */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  let base: string | null = null;
  for (const match of text.matchAll(/`([A-Za-z][\w.]*)`|([(（])|([)）])/g)) {
    if (match[2]) continue;
    if (match[3]) continue;
    const name = match[1]!;
    if (name.includes('.') || base === null) {
      names.push(name);
      base = name;
    } else {
      names.push(`${base}.${name}`);
    }
  }
  return names;
}

export interface Claim {
  where: string;
  name: string;
  kind: 'added' | 'last' | 'deprecated';
  version: string;
}

/** The version claims of one release page: its tables, its patch release list and names followed by a version. */
export function releaseClaims(file: string, source: string): Claim[] {
  const claims: Claim[] = [];
  const lines = source.split('\n');
  let removed: { last: string; goneFrom: string } | null = null;
  let tableVersion: string | null = null;
  let inCode = false;
  lines.forEach((text, i) => {
    const where = `${file}:${i + 1}`;
    if (/^\s*```/.test(text)) inCode = !inCode;
    if (inCode) return;
    const lastOf = /`([\w.]+)`[^。]*?(?:was last declared in|最后一次出现在)\s*(0\.\d+\.\d+)/.exec(text);
    if (lastOf) claims.push({ where, name: lastOf[1]!, kind: 'last', version: lastOf[2]! });
    const lastDeclared = /last declared in (0\.\d+\.\d+) and (?:are|is) gone from (0\.\d+\.\d+)|最后一次出现在 (0\.\d+\.\d+) 中，从 (0\.\d+\.\d+) 起不再存在/.exec(text);
    if (lastDeclared) {
      removed = { last: lastDeclared[1] ?? lastDeclared[3]!, goneFrom: lastDeclared[2] ?? lastDeclared[4]! };
      return;
    }
    if (text.trim() === '') return;
    if (text.startsWith('|')) {
      const cells = text.split('|').slice(1, -1).map((cell) => cell.trim());
      if (/^-+$/.test(cells[0] ?? '')) return;
      const header = /(?:Options in|配置项（)\s*(0\.\d+\.\d+)/.exec(text);
      if (header) {
        tableVersion = header[1]!;
        return;
      }
      if (removed) {
        for (const name of namesIn(cells[0]!)) claims.push({ where, name, kind: 'last', version: removed.last });
        return;
      }
      const version = cells[1]?.match(/^0\.\d+\.\d+$/)?.[0] ?? tableVersion;
      const names = cells[1]?.match(/^0\.\d+\.\d+$/) ? namesIn(cells[0]!) : tableVersion ? namesIn(cells[1] ?? '') : [];
      for (const name of names) if (version) claims.push({ where, name, kind: 'added', version });
      return;
    }
    removed = null;
    tableVersion = null;
    // `name` (0.x.y), also after a link: [`name`](/path) (0.x.y)
    for (const match of text.matchAll(/`([A-Za-z][\w.]*)`(?:\]\([^)]*\))?\s*[(（](0\.\d+\.\d+)[)）]/g)) {
      claims.push({ where, name: match[1]!, kind: 'added', version: match[2]! });
    }
    // - **0.7.5:** adds `a` and `b` …: the names right after "adds", and the names it deprecates
    const bullet = /^- \*\*(0\.\d+\.\d+)[:：]\*\*/.exec(text);
    if (bullet) {
      const added = /(?:adds|新增)\s*((?:\[?`[\w.]+`(?:\]\([^)]*\))?(?:\s*(?:,|and|、|和)\s*)?)+)/.exec(text);
      for (const name of namesIn(added?.[1] ?? '')) claims.push({ where, name, kind: 'added', version: bullet[1]! });
      for (const match of text.matchAll(/(?:deprecates|废弃)\s*`([\w.]+)`/g)) claims.push({ where, name: match[1]!, kind: 'deprecated', version: bullet[1]! });
    }
    // `name` (is deprecated) since 0.x.y, `name` 从 0.x.y 起废弃
    for (const match of text.matchAll(/`([\w.]+)`(?:\s+is deprecated)?\s*(?:since|从)\s*(0\.\d+\.\d+)/g)) {
      if (match[1]! in DEPRECATED) claims.push({ where, name: match[1]!, kind: 'deprecated', version: match[2]! });
    }
  });
  return claims;
}

/** What is wrong with a claim, judged by the tables above. */
export function checkClaim(claim: Claim): string | null {
  const at = `${claim.where}: ${claim.name}`;
  if (claim.kind === 'deprecated') {
    return DEPRECATED[claim.name] === claim.version ? null : `${at} is deprecated from ${DEPRECATED[claim.name]}, not ${claim.version}`;
  }
  if (claim.kind === 'last') {
    const entry = REMOVED[claim.name];
    if (!entry) return `${at}: add its last tag to REMOVED`;
    return entry.last === claim.version ? null : `${at} is last declared in ${entry.last}, not ${claim.version}`;
  }
  const first = FIRST[claim.name];
  if (first === undefined) {
    return SECTION.test(claim.name) && claim.version !== '0.1.0' ? `${at}: add its first tag to FIRST` : null;
  }
  const versions = ([] as string[]).concat(first);
  return versions.includes(claim.version) ? null : `${at} first appears in ${versions.join(' or ')}, not ${claim.version}`;
}

const pages = ['en', 'zh'].flatMap((lang) => contentFiles(`content/${lang}/community/releases`).filter((file) => /\/v0-\d\.mdx$/.test(file)));

describe('the versions in the release notes', () => {
  it('covers the seven release pages in both languages', () => {
    expect(pages).toHaveLength(14);
  });

  it('agree with the tags', () => {
    const claims = pages.flatMap((file) => releaseClaims(file, readSource(file)));
    expect(claims.length).toBeGreaterThan(100);
    expect(claims.map(checkClaim).filter(Boolean)).toEqual([]);
  });

  it('state every version of the tables somewhere, in both languages', () => {
    for (const lang of ['en', 'zh']) {
      const claimed = new Set(pages.filter((file) => file.startsWith(`content/${lang}/`)).flatMap((file) => releaseClaims(file, readSource(file)).map((claim) => `${claim.kind} ${claim.name}`)));
      const missing = [
        ...['server.open', 'server.open.before', 'dev.lazyCompilation', 'security.sri', 'environments', 'output.manifest', 'dev.client.overlay', 'source.decorators', 'tools.swc', 'provider'].filter((name) => !claimed.has(`added ${name}`)),
        ...Object.keys(REMOVED).filter((name) => name !== 'getServerAPIs' && !claimed.has(`last ${name}`)),
        ...Object.keys(DEPRECATED).filter((name) => !claimed.has(`deprecated ${name}`)),
      ];
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });

  it('match the version the option pages give in their front matter', () => {
    const differences = ['en', 'zh'].flatMap((lang) =>
      contentFiles(`content/${lang}/config`).flatMap((file) => {
        const { data } = matter(readSource(file));
        const options: Array<{ name?: string; since?: unknown }> = [{ name: data.option, since: data.since }, ...(data.subOptions ?? [])];
        return options
          .filter((option) => option.name !== undefined && typeof FIRST[option.name] === 'string')
          .filter((option) => String(option.since) !== FIRST[option.name!])
          .map((option) => `${file}: ${option.name} says since ${String(option.since)}, the tags say ${String(FIRST[option.name!])}`);
      }),
    );
    expect(differences).toEqual([]);
  });

  it('read tables, patch lists, deprecations and names with a version', () => {
    const source = [
      '| `server.open` (`target`, `before`) | 0.7.4 | Opens the browser. |',
      '- **0.7.5:** adds `server.open.before`, the object form of `server.open`, and deprecates `dev.startUrl`.',
      '`dev.beforeStartUrl` is deprecated since 0.7.4.',
      '`modifyHTMLTags` (0.6.2) is new.',
      'These options were last declared in 0.3.9 and are gone from 0.4.0:',
      '| `output.disableFilenameHash` | `output.filenameHash` |',
    ].join('\n');
    expect(releaseClaims('page.mdx', source).map(checkClaim).filter(Boolean)).toEqual([
      'page.mdx:1: server.open.target first appears in 0.7.5, not 0.7.4',
      'page.mdx:1: server.open.before first appears in 0.7.5, not 0.7.4',
      'page.mdx:2: dev.startUrl is deprecated from 0.7.4, not 0.7.5',
      'page.mdx:3: dev.beforeStartUrl is deprecated from 0.7.5, not 0.7.4',
      'page.mdx:6: output.disableFilenameHash is last declared in 0.3.11, not 0.3.9',
    ]);
  });
});
