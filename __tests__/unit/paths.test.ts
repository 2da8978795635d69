import {
  docIdFromFile,
  homePath,
  langFromPath,
  routeForDoc,
  stripLangPrefix,
  switchLangPath,
  withLangPrefix,
} from '../../src/utils/paths';

describe('language of a path', () => {
  it.each([
    ['/', 'en'],
    ['/guide/start/', 'en'],
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
    ['/zh/guide/start/', 'zh'],
    ['/zhx/', 'en'],
    ['/404.html', 'en'],
  ])('%s is %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });
});

describe('switching language', () => {
  it('maps a page to its twin both ways', () => {
    expect(switchLangPath('/guide/start/quick-start/', 'zh')).toBe('/zh/guide/start/quick-start/');
    expect(switchLangPath('/zh/guide/start/quick-start/', 'en')).toBe('/guide/start/quick-start/');
  });

  it('maps the home pages', () => {
    expect(switchLangPath('/', 'zh')).toBe('/zh/');
    expect(switchLangPath('/zh/', 'en')).toBe('/');
    expect(switchLangPath('/zh', 'en')).toBe('/');
  });

  it('keeps a path already in the target language', () => {
    expect(switchLangPath('/zh/config/', 'zh')).toBe('/zh/config/');
    expect(withLangPrefix('/zh/config/', 'zh')).toBe('/zh/config/');
  });

  it('strips the prefix', () => {
    expect(stripLangPrefix('/zh/community/')).toBe('/community/');
    expect(stripLangPrefix('/community/')).toBe('/community/');
  });
});

describe('routes of source files', () => {
  it('drops the extension to get the doc id', () => {
    expect(docIdFromFile('guide/start/index.mdx')).toBe('guide/start/index');
    expect(docIdFromFile('guide/start/quick-start.md')).toBe('guide/start/quick-start');
  });

  it('turns index into the folder route, with a trailing slash', () => {
    expect(routeForDoc('guide/start/index', 'en')).toBe('/guide/start/');
    expect(routeForDoc('guide/start/quick-start', 'en')).toBe('/guide/start/quick-start/');
    expect(routeForDoc('index', 'en')).toBe('/');
    expect(routeForDoc('index', 'zh')).toBe('/zh/');
    expect(routeForDoc('config/output/target', 'zh')).toBe('/zh/config/output/target/');
  });

  it('names the home of each language', () => {
    expect(homePath('en')).toBe('/');
    expect(homePath('zh')).toBe('/zh/');
  });
});
