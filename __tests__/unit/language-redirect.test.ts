import { redirectTarget, siteLangFor } from '../../src/browser/language-redirect';

const visit = (overrides: Partial<Parameters<typeof redirectTarget>[0]>) =>
  redirectTarget({
    pathname: '/guide/start/',
    visited: false,
    browserLang: 'zh-CN',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    notFound: false,
    ...overrides,
  });

describe('automatic language redirect', () => {
  it('maps browser languages to site languages', () => {
    expect(siteLangFor('zh-CN')).toBe('zh');
    expect(siteLangFor('zh-TW')).toBe('zh');
    expect(siteLangFor('en-GB')).toBe('en');
    expect(siteLangFor('fr')).toBeNull();
    expect(siteLangFor(undefined)).toBeNull();
  });

  it('sends a first visit from a Chinese browser to the Chinese twin', () => {
    expect(visit({})).toBe('/zh/guide/start/');
    expect(visit({ pathname: '/' })).toBe('/zh/');
  });

  it('never redirects a second visit, a crawler, a missing page or another browser language', () => {
    expect(visit({ visited: true })).toBeNull();
    expect(visit({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBeNull();
    expect(visit({ userAgent: 'Mozilla/5.0 Chrome-Lighthouse' })).toBeNull();
    expect(visit({ notFound: true })).toBeNull();
    expect(visit({ browserLang: 'fr-FR' })).toBeNull();
  });

  it('leaves a page in the non-default language alone', () => {
    expect(visit({ pathname: '/zh/guide/start/', browserLang: 'en-US' })).toBeNull();
    expect(visit({ pathname: '/zh/guide/start/' })).toBeNull();
    expect(visit({ browserLang: 'en-US' })).toBeNull();
  });
});
