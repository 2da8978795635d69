import { LANGS } from '../../src/data/types';
import { subOptionHeading } from '../../src/utils/options';
import { optionPages, overviewHeadings, type OptionPage } from '../support/option-pages';
import { readRsbuildConfig, type ToolOption } from '../support/rsbuild-options';

/** Sections of RsbuildConfig whose options each have a page (or a section on the Config overview). */
const SECTIONS = ['dev', 'html', 'output', 'server', 'source', 'security', 'tools', 'performance', 'moduleFederation'] as const;

/**
 * Top-level keys that are not documented: `_privateMeta` is marked
 * `@private` in the types and is filled in by the CLI's config loader.
 */
const UNDOCUMENTED_KEYS = ['_privateMeta'];

/**
 * Fields Rsbuild declares only to re-type a field of the library it passes
 * the option to: `tools.rspack` is Rspack's configuration with `plugins`
 * widened to any object that has `apply`. The option's page covers them.
 */
const LIBRARY_FIELDS = ['tools.rspack.plugins'];

const { topLevel, options: allOptions } = readRsbuildConfig(SECTIONS);
const toolOptions = allOptions.filter((option) => !LIBRARY_FIELDS.includes(option.path));
const pages = optionPages();
const inSections = (name: string) => SECTIONS.some((section) => name.startsWith(`${section}.`));

/**
 * Options with neither a page (or a heading on the Config overview) nor,
 * for an object's field, an entry and a section on its parent's page, or a
 * heading of its own next to its parent's on the overview.
 */
function undocumented(options: ToolOption[], documented: OptionPage[], overview: string[]): string[] {
  return options
    .filter((option) => {
      const parts = option.path.split('.');
      if (parts.length === 2) {
        return !documented.some((page) => page.name === option.path) && !overview.includes(option.path);
      }
      const parentPath = parts.slice(0, 2).join('.');
      if (overview.includes(parentPath)) return !overview.includes(subOptionHeading(option.path));
      const parent = documented.find((page) => page.name === parentPath);
      return !parent?.subOptions.some((sub) => sub.name === option.path) || !parent.headings.includes(subOptionHeading(option.path));
    })
    .map((option) => option.path);
}

/** Top-level keys that are neither a section of option pages, nor an option page, nor a heading of the overview. */
function undocumentedKeys(keys: string[], documented: OptionPage[], overview: string[]): string[] {
  return keys.filter(
    (key) =>
      !(SECTIONS as readonly string[]).includes(key) &&
      !UNDOCUMENTED_KEYS.includes(key) &&
      !documented.some((page) => page.name === key) &&
      !overview.includes(key),
  );
}

describe('the Config reference against the RsbuildConfig type of @rsbuild/core', () => {
  it('reads the options from the package', () => {
    expect(toolOptions.map((option) => option.path)).toEqual(
      expect.arrayContaining([
        'dev.hmr',
        'html.tags.attrs',
        'output.targets',
        'output.distPath.root',
        'server.proxy',
        'server.open.before',
        'source.decorators.version',
        'tools.rspack',
        'performance.chunkSplit',
        'security.sri.algorithm',
        'moduleFederation.options',
      ]),
    );
    expect(toolOptions.length).toBeGreaterThan(150);
    expect(topLevel).toEqual(expect.arrayContaining(['plugins', 'environments', 'provider', ...SECTIONS]));
  });

  it.each(LANGS)('documents every option in %s: a page, or a section on its parent page', (lang) => {
    const documentedHere = pages.filter((page) => page.lang === lang);
    expect(undocumented(toolOptions, documentedHere, overviewHeadings(lang))).toEqual([]);
  });

  it.each(LANGS)('documents every top-level key in %s', (lang) => {
    const documentedHere = pages.filter((page) => page.lang === lang);
    expect(undocumentedKeys(topLevel, documentedHere, overviewHeadings(lang))).toEqual([]);
  });

  it('names no option the tool does not have', () => {
    const known = new Set([...allOptions.map((option) => option.path), ...topLevel]);
    const unknown = pages
      .flatMap((page) => [page.name, ...page.subOptions.map((sub) => sub.name)].map((name) => ({ name, file: page.file })))
      .filter(({ name }) => (inSections(name) || !name.includes('.')) && !known.has(name))
      .map(({ name, file }) => `${file}: ${name}`);
    expect(unknown).toEqual([]);
  });
});

/** The members of a union as written on a page, split at the `|` that are not inside brackets. */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of type) {
    if ('<([{'.includes(char)) depth += 1;
    if ('>)]}'.includes(char) && !(char === '>' && current.endsWith('='))) depth -= 1;
    if (char === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...members, current.trim()].filter(Boolean);
}

/**
 * Whether a documented type shows that the option takes an array: a member
 * of its union is an array (`Array<…>`, `T[]`) or a helper type that stands
 * for one or many (`OneOrMany`, `ConfigChain…`, `ChainedHtmlOption`), or the
 * whole type is one named type or a part of one, which the page then explains.
 */
function showsArrayForm(type: string): boolean {
  const members = unionMembers(type);
  if (members.length === 1 && /^[A-Z]\w*(\['\w+'\])?$/.test(members[0]!)) return true;
  return members.some((member) => /^Array<|\[\]$|^(OneOrMany|ConfigChain\w*|ChainedHtmlOption)</.test(member) || /^\w+\['\w+'\]$/.test(member));
}

/** Option pages whose type leaves out the array the package also accepts. */
function arrayFormMissing(options: ToolOption[], documented: OptionPage[]): string[] {
  return options
    .filter((option) => option.acceptsArray)
    .flatMap((option) => documented.filter((page) => page.name === option.path && !showsArrayForm(page.type)))
    .map((page) => `${page.file}: ${page.name} also takes an array, but its type is ${page.type}`);
}

describe('the types on option pages', () => {
  it('show the array form wherever the package accepts one', () => {
    expect(toolOptions.filter((option) => option.acceptsArray).map((option) => option.path)).toEqual(
      expect.arrayContaining(['source.alias', 'source.entry', 'tools.rspack', 'html.tags', 'output.copy']),
    );
    expect(arrayFormMissing(toolOptions, pages)).toEqual([]);
  });

  it('catch a union that has no array form, also when an array only appears inside it', () => {
    const alias = { path: 'source.alias', type: 'unknown', deprecated: false, acceptsArray: true };
    const page = (type: string): OptionPage => ({ name: 'source.alias', type, default: '{}', file: 'alias.mdx', lang: 'en', relative: 'alias.mdx', subOptions: [], headings: [] });
    expect(arrayFormMissing([alias], [page('Record<string, string | string[]> | Function')])).toEqual([
      'alias.mdx: source.alias also takes an array, but its type is Record<string, string | string[]> | Function',
    ]);
    expect(arrayFormMissing([alias], [page('Record<string, string> | Function | Array<Record<string, string> | Function>')])).toEqual([]);
    expect(arrayFormMissing([alias], [page("CopyRspackPluginOptions | CopyRspackPluginOptions['patterns']")])).toEqual([]);
    expect(arrayFormMissing([alias], [page('Externals')])).toEqual([]);
    expect(arrayFormMissing([{ ...alias, acceptsArray: false }], [page('Function')])).toEqual([]);
  });
});

describe('the coverage rule', () => {
  const option = (path: string): ToolOption => ({ path, type: 'unknown', deprecated: false });
  const page: OptionPage = {
    name: 'output.distPath',
    type: 'DistPathConfig',
    default: '{}',
    file: 'content/en/config/output/dist-path.mdx',
    lang: 'en',
    relative: 'config/output/dist-path.mdx',
    subOptions: [{ name: 'output.distPath.root', type: 'string', default: "'dist'" }],
    headings: ['distPath.root'],
  };

  it('reports an option without a page, a field missing from its parent, and a field without a section', () => {
    const options = ['output.distPath', 'output.distPath.root', 'output.distPath.js', 'output.charset', 'dev.startUrl'].map(option);
    expect(undocumented(options, [page], ['dev.startUrl'])).toEqual(['output.distPath.js', 'output.charset']);
    expect(undocumented([option('output.distPath.root')], [{ ...page, headings: [] }], [])).toEqual(['output.distPath.root']);
  });

  it('accepts the field of an option on the overview only with a heading of its own there', () => {
    const fields = ['performance.buildCache', 'performance.buildCache.cacheDirectory', 'performance.buildCache.cacheDigest'].map(option);
    expect(undocumented(fields, [], ['performance.buildCache', 'buildCache.cacheDirectory'])).toEqual(['performance.buildCache.cacheDigest']);
  });

  it('reports a top-level key without a page, except the private one', () => {
    expect(undocumentedKeys(['dev', 'plugins', 'provider', 'environments', '_privateMeta'], [{ ...page, name: 'plugins' }], ['provider'])).toEqual(['environments']);
  });
});
