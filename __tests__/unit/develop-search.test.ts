import { developSearchUrls, serveSearchFiles } from '../../src/node/develop-search';
import { textsUrlOf } from '../../src/search/files';

const page = (lang: string, docId: string, title: string, content: string, digest: string) => ({
  id: `${lang}-${docId}`,
  internal: { contentDigest: digest },
  docId,
  lang,
  pageType: 'doc',
  routePath: `${lang === 'zh' ? '/zh' : ''}/${docId}/`,
  title,
  description: '',
  content,
  toc: [],
});

describe('search files in gatsby develop', () => {
  it('are built when asked for, from the page records as they are then', () => {
    let records = [page('en', 'guide/basic/server', 'Dev Server', 'The server listens on port 3000.', 'a')];
    const routes: [RegExp, (request: { path: string }, response: { writeHead: jest.Mock; end: jest.Mock }) => void][] = [];
    serveSearchFiles({ get: (path, handler) => routes.push([path, handler as never]) }, (() => records) as never);
    const get = (url: string) => {
      const [pattern, handler] = routes[0]!;
      expect(pattern.test(url)).toBe(true);
      const response = { writeHead: jest.fn(), end: jest.fn() };
      handler({ path: url }, response);
      return response.end.mock.calls[0]![0] as string;
    };

    const { en } = developSearchUrls();
    expect(JSON.parse(get(en)).pages.map((stored: { title: string }) => stored.title)).toEqual(['Dev Server']);
    expect(get(textsUrlOf(en))).toContain('port 3000');
    records = [page('en', 'guide/basic/server', 'Dev Server', 'The server listens on port 8080.', 'b')];
    expect(get(textsUrlOf(en))).toContain('port 8080');
    expect(routes[0]![0].test('/search_index.fr.dev.json')).toBe(false);
  });
});
