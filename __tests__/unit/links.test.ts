import {
  addBase,
  isDataUri,
  isExternalUrl,
  isProtocolRelative,
  isSamePath,
  normalizeHref,
  normalizePath,
  removeBase,
  resolveContentLink,
} from '../../src/utils/links';

describe('normalizePath', () => {
  it.each([
    ['/guide/start/quick-start', '/guide/start/quick-start/'],
    ['/guide/start/quick-start/', '/guide/start/quick-start/'],
    ['/guide/start/quick-start.html', '/guide/start/quick-start/'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/zh/%E6%8C%87%E5%8D%97', '/zh/指南/'],
    ['/rss/releases-rss.xml', '/rss/releases-rss.xml'],
    ['', '/'],
  ])('%s → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });

  it('leaves a malformed escape as written', () => {
    expect(normalizePath('/a%E0%A4%A')).toBe('/a%E0%A4%A/');
  });
});

describe('normalizeHref', () => {
  it('keeps search and hash', () => {
    expect(normalizeHref('/config/output/minify.html?x=1#js')).toBe('/config/output/minify/?x=1#js');
    expect(normalizeHref('#only-hash')).toBe('#only-hash');
  });
});

describe('base path', () => {
  it('adds and removes a base', () => {
    expect(addBase('/guide/', '/docs/')).toBe('/docs/guide/');
    expect(addBase('/docs/guide/', '/docs')).toBe('/docs/guide/');
    expect(addBase('/guide/', '/')).toBe('/guide/');
    expect(removeBase('/docs/guide/', '/docs/')).toBe('/guide/');
    expect(removeBase('/docs', '/docs')).toBe('/');
    expect(removeBase('/other/', '/docs')).toBe('/other/');
  });
});

describe('isSamePath', () => {
  it('compares after normalising, ignoring search and hash', () => {
    expect(isSamePath('/guide/start/index.html', '/guide/start/')).toBe(true);
    expect(isSamePath('/guide/start/quick-start?a=1', '/guide/start/quick-start/#x')).toBe(true);
    expect(isSamePath('/guide/start/', '/guide/')).toBe(false);
  });
});

describe('kinds of URL', () => {
  it('recognises external, protocol-relative and data URLs', () => {
    for (const url of ['http://a.dev', 'https://a.dev/x', 'mailto:a@b.c', 'tel:+123', 'HTTPS://A.DEV']) {
      expect(isExternalUrl(url)).toBe(true);
    }
    expect(isExternalUrl('//cdn.dev/x.js')).toBe(false);
    expect(isProtocolRelative('//cdn.dev/x.js')).toBe(true);
    expect(isDataUri('data:image/png;base64,AAAA')).toBe(true);
    expect(isExternalUrl('/guide/')).toBe(false);
  });
});

describe('resolveContentLink', () => {
  const en = { lang: 'en' as const, dir: '/guide/start/' };
  const zh = { lang: 'zh' as const, dir: '/guide/start/' };

  it('opens external links as they are', () => {
    expect(resolveContentLink('https://rspack.dev/', en)).toEqual({ kind: 'external', href: 'https://rspack.dev/' });
  });

  it('gives site links the page language and a clean URL', () => {
    expect(resolveContentLink('/config/output/minify', en)).toEqual({ kind: 'internal', href: '/config/output/minify/' });
    expect(resolveContentLink('/config/output/minify#js', zh)).toEqual({ kind: 'internal', href: '/zh/config/output/minify/#js' });
  });

  it('resolves links relative to the source file, with or without extension', () => {
    expect(resolveContentLink('./quick-start', en).href).toBe('/guide/start/quick-start/');
    expect(resolveContentLink('quick-start.mdx', zh).href).toBe('/zh/guide/start/quick-start/');
    expect(resolveContentLink('../../config/', en).href).toBe('/config/');
  });

  it('takes links to files as written', () => {
    expect(resolveContentLink('/zh/rss/releases-rss.xml', zh)).toEqual({ kind: 'file', href: '/zh/rss/releases-rss.xml' });
    expect(resolveContentLink('/logo.svg', zh)).toEqual({ kind: 'file', href: '/logo.svg' });
  });

  it('leaves hashes, protocol-relative URLs and data URIs alone', () => {
    for (const href of ['#top', '//cdn.dev/x.js', 'data:text/plain,hi', 'javascript:void(0)']) {
      expect(resolveContentLink(href, en)).toEqual({ kind: 'other', href });
    }
  });
});
