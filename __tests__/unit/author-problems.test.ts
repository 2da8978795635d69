import { brokenLinks, collectReferences, type ArticleImport, type ArticleLink } from '../../src/node/article/link-check';
import { frontMatterProblem } from '../../src/node/article/live-edits';
import { problemsHtml, withoutProblems } from '../../src/utils/author-problems';

const targets = new Map([
  ['/guide/start/quick-start/', new Set(['create-an-application'])],
  ['/zh/guide/start/quick-start/', new Set(['create-an-application'])],
  ['/config/server/port/', new Set(['example'])],
]);
const at = (url: string, line = 3, column = 1): ArticleLink => ({ url, line, column });
const english = { lang: 'en' as const, dir: '/config/server/', route: '/config/server/port/' };

describe('brokenLinks', () => {
  it('names a link to a page that does not exist', () => {
    expect(brokenLinks([at('/guide/no-such-page-here')], english, targets)).toEqual([
      { url: '/guide/no-such-page-here', line: 3, column: 1, reason: 'links to /guide/no-such-page-here/, which is not a page of this site' },
    ]);
  });

  it('names a fragment that no heading of the target page has, here or on another page', () => {
    const broken = brokenLinks([at('/guide/start/quick-start#nope'), at('#missing', 7, 5)], english, targets);
    expect(broken.map((link) => link.reason)).toEqual([
      'links to #nope on /guide/start/quick-start/, which has no heading with that id',
      'links to #missing on /config/server/port/, which has no heading with that id',
    ]);
  });

  it('accepts pages and headings that exist, relative links, .mdx links, files and external links', () => {
    const links = ['/guide/start/quick-start#create-an-application', './port', '../../guide/start/quick-start.mdx', '#example', '/rss/releases-rss.xml', 'https://rsbuild.dev/', 'mailto:a@b.c'].map((url) => at(url));
    expect(brokenLinks(links, english, targets)).toEqual([]);
  });

  it('checks Chinese pages against the Chinese routes', () => {
    const chinese = { lang: 'zh' as const, dir: '/config/server/', route: '/zh/config/server/port/' };
    expect(brokenLinks([at('/guide/start/quick-start')], chinese, targets)).toEqual([]);
    expect(brokenLinks([at('/config/server/port')], chinese, targets)[0]?.reason).toBe('links to /zh/config/server/port/, which is not a page of this site');
  });
});

describe('collectReferences', () => {
  it('records written links with their place and relative imports with their line, and skips links a plugin added', () => {
    const links: ArticleLink[] = [];
    const imports: ArticleImport[] = [];
    const tree = {
      type: 'root',
      children: [
        { type: 'mdxjsEsm', value: "import A from './a.mdx';\nimport { b } from 'pkg';\nimport C from '../c.mdx';", position: { start: { line: 4, column: 1 } } },
        { type: 'paragraph', children: [{ type: 'link', url: '/x', position: { start: { line: 9, column: 3 } } }, { type: 'link', url: '#anchor' }] },
      ],
    };
    collectReferences(links, imports)()(tree);
    expect(links).toEqual([{ url: '/x', line: 9, column: 3 }]);
    expect(imports).toEqual([
      { specifier: './a.mdx', line: 4, column: 1 },
      { specifier: '../c.mdx', line: 6, column: 1 },
    ]);
  });
});

describe('frontMatterProblem', () => {
  it('turns a YAML error into file:line:column, counting the opening ---', () => {
    const error = { mark: { line: 0, column: 7 }, reason: 'unexpected end of the stream within a flow collection' };
    expect(frontMatterProblem('content/en/a.mdx', error)).toBe('content/en/a.mdx:2:8: the front matter is not valid YAML: unexpected end of the stream within a flow collection');
  });
});

describe('problems panel', () => {
  it('escapes the messages and comes off again', () => {
    const html = problemsHtml(['a.mdx:1:1: Expected a closing tag for `<div>`']);
    expect(html).toContain('Expected a closing tag for `&lt;div&gt;`');
    expect(html).toContain('role="alert"');
    expect(withoutProblems(`${html}<p>article</p>`)).toBe('<p>article</p>');
    expect(withoutProblems('<p>article</p>')).toBe('<p>article</p>');
    expect(problemsHtml([])).toBe('');
  });
});
