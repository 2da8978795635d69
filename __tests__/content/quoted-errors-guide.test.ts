import { contentFiles, readSource } from '../support/config-examples';
import { literalPieces, misquoted, packageCode, quotedMessages, toolMessages } from '../support/quoted-errors';

// The FAQ pages have their own test, which checks every line of their text blocks.
const files = [...contentFiles('content/en/guide'), ...contentFiles('content/zh/guide')].filter((file) => !file.includes('/guide/faq/'));

describe('messages quoted on the other guide pages', () => {
  const code = packageCode();
  const messages = files.flatMap((file) => toolMessages(quotedMessages(file, readSource(file))));

  it('are there to check', () => {
    const pages = new Set(messages.map((message) => message.file.replace(/^content\/(en|zh)\//, '')));
    expect(pages.size).toBeGreaterThan(4);
    expect(messages.some((message) => message.text.includes('Federation Runtime'))).toBe(true);
  });

  it('are found in the code of the pinned packages', () => {
    expect(misquoted(messages, code)).toEqual([]);
  });

  it('catch a misquoted message', () => {
    const quoted = toolMessages(
      quotedMessages('page.mdx', ['```text', "The loadShareSync function could not load <package>.", '```'].join('\n')),
    );
    expect(misquoted(quoted, code)).toEqual(['page.mdx:2: "The loadShareSync function could not load" is not in the code of @rsbuild/* or @rspack/core']);
  });
});

describe('the message filter', () => {
  it('keeps tool messages and drops file trees, tables and messages of other programs', () => {
    const source = [
      '```text',
      'dist/',
      '├── index.html',
      'dist/static/js/index.7f07d1b8.js    5.6 kB',
      '[production]',
      "error TS2307: Cannot find module './logo.png' or its corresponding type declarations.",
      'Warning: Invalid hook call.',
      'TypeError: <name>.get is not a function',
      'ChunkLoadError: Loading chunk <id> failed.',
      '```',
    ].join('\n');
    expect(toolMessages(quotedMessages('page.mdx', source)).map((message) => message.text)).toEqual([
      'ChunkLoadError: Loading chunk <id> failed.',
    ]);
  });

  it('treats paths and option names as values', () => {
    expect(literalPieces('Could not find any entry module, please make sure that src/index.(ts|js) exists, or customize entry through the source.entry configuration.')).toEqual([
      'Could not find any entry module',
      'please make sure that',
      'exists',
      'or customize entry through the',
      'configuration',
    ]);
    expect(literalPieces('Update propagation: ./src/title.js -> ./src/index.js')).toEqual(['Update propagation']);
  });
});
