import matter from 'gray-matter';
import { LANGS } from '../../src/data/types';
import { readMarkdown } from '../../src/node/markdown-text';
import { readSource } from '../support/config-examples';
import { runToolScript } from '../support/tool-script';

interface ApiMembers {
  exports: string[];
  instance: string[];
  pluginApi: string[];
}

/** Exports that are not part of the public API: `__internalHelper` is marked private in the types. */
const INTERNAL_EXPORTS = ['__internalHelper'];

/** Where each kind of member is documented, one `###` section per member. */
const PAGES: Record<keyof ApiMembers, string> = {
  exports: 'api/javascript-api/core',
  instance: 'api/javascript-api/instance',
  pluginApi: 'plugins/dev/core',
};

/** Level-3 headings that name an identifier: the member sections of an API page. */
function memberHeadings(file: string): string[] {
  return readMarkdown(matter(readSource(file)).content)
    .toc.filter((entry) => entry.depth === 3)
    .map((entry) => entry.text)
    .filter((text) => /^[A-Za-z_$][\w$]*$/.test(text));
}

/** Members without a section, and sections naming no member, as readable lines. */
function apiProblems(members: string[], headings: string[], file: string): string[] {
  return [
    ...members.filter((member) => !headings.includes(member)).map((member) => `${file}: no section for ${member}`),
    ...headings.filter((heading) => !members.includes(heading)).map((heading) => `${file}: ${heading} is not a member of @rsbuild/core 0.7.10`),
  ];
}

describe('the API reference against @rsbuild/core 0.7.10', () => {
  let members: ApiMembers;

  beforeAll(async () => {
    members = await runToolScript<ApiMembers>('api-members.cjs', [], '__API_MEMBERS__');
    members.exports = members.exports.filter((name) => !INTERNAL_EXPORTS.includes(name));
  }, 60_000);

  it('reads the members from the package', () => {
    expect(members.exports).toEqual(expect.arrayContaining(['createRsbuild', 'loadEnv', 'mergeRsbuildConfig']));
    expect(members.instance).toEqual(expect.arrayContaining(['build', 'startDevServer', 'inspectConfig', 'onExit']));
    expect(members.pluginApi).toEqual(expect.arrayContaining(['modifyRspackConfig', 'transform', 'expose']));
  });

  it.each(LANGS.flatMap((lang) => (Object.keys(PAGES) as (keyof ApiMembers)[]).map((kind) => [lang, kind] as const)))(
    'documents every member and no other in %s: %s',
    (lang, kind) => {
      const file = `content/${lang}/${PAGES[kind]}.mdx`;
      expect(apiProblems(members[kind], memberHeadings(file), file)).toEqual([]);
    },
  );
});

describe('the API coverage rule', () => {
  it('reports a member without a section and a section for no member', () => {
    expect(apiProblems(['build', 'preview'], ['build', 'serve'], 'page.mdx')).toEqual([
      'page.mdx: no section for preview',
      'page.mdx: serve is not a member of @rsbuild/core 0.7.10',
    ]);
  });
});
