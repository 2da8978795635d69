import { LANGS } from '../../src/data/types';
import { subOptionHeading } from '../../src/utils/options';
import { optionPages, overviewHeadings, type OptionPage } from '../support/option-pages';
import { readRsbuildOptions, type ToolOption } from '../support/rsbuild-options';

/** Sections whose every option the Config reference documents. */
const SECTIONS = ['dev', 'html', 'output', 'server'] as const;

const toolOptions = readRsbuildOptions(SECTIONS);
const pages = optionPages();
const inSections = (name: string) => SECTIONS.some((section) => name.startsWith(`${section}.`));

/**
 * Options with neither a page (or a heading on the Config overview) nor,
 * for an object's field, an entry and a section on its parent's page.
 */
function undocumented(options: ToolOption[], documented: OptionPage[], overview: string[]): string[] {
  return options
    .filter((option) => {
      const parts = option.path.split('.');
      if (parts.length === 2) {
        return !documented.some((page) => page.name === option.path) && !overview.includes(option.path);
      }
      const parent = documented.find((page) => page.name === parts.slice(0, 2).join('.'));
      return !parent?.subOptions.some((sub) => sub.name === option.path) || !parent.headings.includes(subOptionHeading(option.path));
    })
    .map((option) => option.path);
}

describe('the Config reference against the RsbuildConfig type of @rsbuild/core', () => {
  it('reads the options from the package', () => {
    expect(toolOptions.map((option) => option.path)).toEqual(
      expect.arrayContaining(['dev.hmr', 'html.tags.attrs', 'output.targets', 'output.distPath.root', 'server.proxy', 'server.open.before']),
    );
    expect(toolOptions.length).toBeGreaterThan(80);
  });

  it.each(LANGS)('documents every option in %s: a page, or a section on its parent page', (lang) => {
    const documentedHere = pages.filter((page) => page.lang === lang);
    expect(undocumented(toolOptions, documentedHere, overviewHeadings(lang))).toEqual([]);
  });

  it('names no option the tool does not have', () => {
    const known = new Set(toolOptions.map((option) => option.path));
    const unknown = pages
      .flatMap((page) => [page.name, ...page.subOptions.map((sub) => sub.name)].map((name) => ({ name, file: page.file })))
      .filter(({ name }) => inSections(name) && !known.has(name))
      .map(({ name, file }) => `${file}: ${name}`);
    expect(unknown).toEqual([]);
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
});
