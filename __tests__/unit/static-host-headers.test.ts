import { formatHeadersFile, headersFor, parseHeadersFile } from '../../src/node/static-host/headers-file';
import { contentSecurityPolicy, hashSource, inlineBlocks } from '../../src/node/static-host/security-policy';

describe('the _headers file', () => {
  const text = formatHeadersFile(
    [
      { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
      { pattern: '/app-0123456789abcdef0123.js', headers: [['Cache-Control', 'immutable']] },
      { pattern: '/zh/*', headers: [['Cache-Control', 'no-cache']] },
    ],
    'Two lines\nof comment',
  );

  it('reads back what it writes', () => {
    expect(text.startsWith('# Two lines\n# of comment\n\n/*\n  X-Content-Type-Options: nosniff\n')).toBe(true);
    expect(parseHeadersFile(text)).toEqual([
      { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
      { pattern: '/app-0123456789abcdef0123.js', headers: [['Cache-Control', 'immutable']] },
      { pattern: '/zh/*', headers: [['Cache-Control', 'no-cache']] },
    ]);
  });

  it('applies every rule whose pattern matches, a splat spanning folders', () => {
    const rules = parseHeadersFile(text);
    expect(Object.fromEntries(headersFor(rules, '/zh/guide/start/'))).toEqual({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' });
    expect(Object.fromEntries(headersFor(rules, '/app-0123456789abcdef0123.js'))).toEqual({ 'x-content-type-options': 'nosniff', 'cache-control': 'immutable' });
    expect(headersFor(rules, '/zhx/').has('cache-control')).toBe(false);
    // A dot in a pattern is a dot, not any character.
    expect(headersFor(rules, '/app-0123456789abcdef0123xjs').has('cache-control')).toBe(false);
  });

  it('joins the values of a header two matching rules set', () => {
    const rules = parseHeadersFile('/*\n  Cache-Control: no-cache\n/a/*\n  Cache-Control: max-age=1\n');
    expect(headersFor(rules, '/a/b').get('cache-control')).toBe('no-cache, max-age=1');
  });

  it('names the line it cannot read', () => {
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow('_headers line 2: expected "  Name: value" under a URL pattern, got "no colon here"');
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers line 1');
  });
});

describe('the Content-Security-Policy', () => {
  it('hashes the exact text, as browsers do', () => {
    // The SHA-256 of nothing, as Chromium reports it.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('a ')).not.toBe(hashSource('a'));
  });

  it('finds inline scripts and styles, leaving out scripts with a source and data blocks', () => {
    const html =
      '<head><script>one()</script><style>p{}</style><script src="/app.js" async></script>' +
      '<script type="application/ld+json">{"@type":"TechArticle"}</script><script id="x" data-page-path="/a/">two()</script></head>';
    expect(inlineBlocks(html)).toEqual({ scripts: ['one()', 'two()'], styles: ['p{}'] });
  });

  it('runs inline scripts by hash only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-b'"] });
    expect(policy).toContain("script-src 'self' 'sha256-a';");
    expect(policy).toContain("style-src-elem 'self' 'sha256-b';");
    expect(policy).toContain("object-src 'none'");
    expect(policy.match(/script-src[^;]*/)![0]).not.toContain('unsafe');
  });
});
