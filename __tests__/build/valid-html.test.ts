import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtPageNames, PUBLIC_DIR } from '../support/built-site';

/**
 * CSS the Nu Html Checker's CSS parser does not know yet: it checks the
 * inlined stylesheets too, and reports the view-transition pseudo-elements
 * (`::view-transition-old(root)`), which browsers support, as parse errors.
 */
const UNKNOWN_CSS = [{ message: 'CSS: Parse Error.', extract: /sition-(old|new)\(root\)/ }];

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Gatsby inlines the site's stylesheet into every page, in this element. */
const GLOBAL_STYLE = /(<style data-href="[^"]*" data-identity="gatsby-global-css">)([\s\S]*?)(<\/style>)/;

/**
 * The pages as the checker reads them, in a folder of their own: the first
 * page with the site's stylesheet in full, the others with it emptied where
 * it is the same (its line breaks kept, so lines still match).
 * Checking the same 39 KB of CSS once instead of on every page halves the
 * checker's time (28 against 14 s for all pages on an idle machine).
 */
function pagesToCheck(dir: string): string[] {
  let checkedStylesheet: string | undefined;
  return builtPageNames().map((name) => {
    let html = fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8');
    const stylesheet = GLOBAL_STYLE.exec(html)?.[2];
    if (checkedStylesheet === undefined) checkedStylesheet = stylesheet;
    else if (stylesheet === checkedStylesheet) {
      html = html.replace(GLOBAL_STYLE, (_, open: string, css: string, close: string) => open + css.replace(/[^\n]/g, '') + close);
    }
    const file = path.join(dir, 'public', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    return file;
  });
}

describe('the HTML of every page', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes the Nu Html Checker', () => {
    const files = pagesToCheck(dir);
    expect(files.length).toBeGreaterThan(300);
    // The checker exits non-zero when it finds errors; its JSON report on stderr is read either way.
    let report: string;
    try {
      // The serial collector: Java's default one, with its concurrent threads
      // on a two-core machine, made the check 40% slower (36 s against 25 s
      // for all pages, on an idle machine).
      execFileSync('java', ['-XX:+UseSerialGC', '-jar', String(require('vnu-jar')), '--errors-only', '--format', 'json', ...files], {
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
      report = '{"messages":[]}';
    } catch (error) {
      report = (error as { stderr: string }).stderr;
    }
    const messages = (JSON.parse(report) as { messages: NuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !UNKNOWN_CSS.some((known) => message.message === known.message && known.extract.test(message.extract ?? '')))
      .map((message) => `${message.url.replace(/^file:/, '').replace(path.join(dir, 'public'), '')}:${message.lastLine ?? '?'}: ${message.message}`);
    expect(errors).toEqual([]);
  }, 600_000);
});
