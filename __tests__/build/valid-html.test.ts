import { execFileSync } from 'node:child_process';
import { builtPages } from '../support/built-site';

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

describe('the HTML of every page', () => {
  it('passes the Nu Html Checker', () => {
    const files = builtPages().map((page) => page.file);
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
      .map((message) => `${message.url.replace(/^file:.*\/public/, '')}:${message.lastLine ?? '?'}: ${message.message}`);
    expect(errors).toEqual([]);
  }, 600_000);
});
