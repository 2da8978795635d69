import { contentFiles, readSource } from '../support/config-examples';
import { literalPieces, misquoted, packageCode, quotedMessages } from '../support/quoted-errors';

const files = [...contentFiles('content/en/guide/faq'), ...contentFiles('content/zh/guide/faq')];

describe('error messages quoted on the FAQ pages', () => {
  const code = packageCode();

  it('are there to check', () => {
    const messages = files.flatMap((file) => quotedMessages(file, readSource(file)));
    expect(messages.filter((message) => message.file.includes('/en/guide/faq/exceptions')).length).toBeGreaterThan(5);
  });

  it('are found in the code of the pinned packages', () => {
    const messages = files.flatMap((file) => quotedMessages(file, readSource(file)));
    expect(misquoted(messages, code)).toEqual([]);
  });

  it('catch a misquoted message', () => {
    const messages = quotedMessages('page.mdx', ['```text', 'Port <port> is in use, using port <port>.', 'Port <port> cannot be opened, switching over to port <port>.', '```'].join('\n'));
    expect(misquoted(messages, code)).toEqual([
      'page.mdx:3: "cannot be opened" is not in the code of @rsbuild/* or @rspack/core',
      'page.mdx:3: "switching over to port" is not in the code of @rsbuild/* or @rspack/core',
    ]);
  });
});

describe('the message reader', () => {
  it('reads text blocks only and splits messages at placeholders', () => {
    const source = ['```bash', 'npx rsbuild build', '```', '```text', 'Failed to load <file>: <reason>', '```'].join('\n');
    expect(quotedMessages('page.mdx', source)).toEqual([{ file: 'page.mdx', line: 5, text: 'Failed to load <file>: <reason>' }]);
    expect(literalPieces('Failed to load <file>: <reason>')).toEqual(['Failed to load']);
  });
});
