import { inlineText, readMarkdown } from '../../src/node/markdown-text';

describe('inlineText', () => {
  it('keeps what a reader sees', () => {
    expect(inlineText('Use `output.minify` with **care** and _taste_')).toBe('Use output.minify with care and taste');
    expect(inlineText('See [the docs](/config/) and ![logo](/x.png)')).toBe('See the docs and logo');
    expect(inlineText('Escaped \\{#id} and a &lt;tag&gt;')).toBe('Escaped {#id} and a <tag>');
  });

  it('keeps code spans as written and words with underscores whole', () => {
    expect(inlineText('The `<script>` and `<link>` tags')).toBe('The <script> and <link> tags');
    expect(inlineText('outside node_modules, _really_ and `a_b_c`')).toBe('outside node_modules, really and a_b_c');
    expect(inlineText('``code with ` inside``')).toBe('code with ` inside');
    expect(inlineText('See [`output.dataUriLimit`](/config/output/data-uri-limit).')).toBe('See output.dataUriLimit.');
  });
});

describe('readMarkdown', () => {
  const body = [
    'Intro text that is long enough to be a paragraph.',
    '',
    '## Getting started',
    '',
    '```ts',
    '## not a heading',
    '```',
    '',
    '### `dataUriLimit.svg`',
    '',
    '## 快速上手 \\{#quick-start}',
    '',
    '## Getting started',
    '',
    '#### Deep',
    '',
    '##### Too deep',
  ].join('\n');

  it('lists headings of depth 2 to 4 with the ids the anchors get', () => {
    const { toc } = readMarkdown(body);
    expect(toc.map(({ text, id, depth }) => ({ text, id, depth }))).toEqual([
      { text: 'Getting started', id: 'getting-started', depth: 2 },
      { text: 'dataUriLimit.svg', id: 'dataurilimitsvg', depth: 3 },
      { text: '快速上手', id: 'quick-start', depth: 2 },
      { text: 'Getting started', id: 'getting-started-1', depth: 2 },
      { text: 'Deep', id: 'deep', depth: 4 },
    ]);
  });

  it('drops code, imports and components from the text and locates headings in it', () => {
    const { text, toc } = readMarkdown(`import X from './x';\n\n<Tabs>\n\n${body}\n\n</Tabs>`);
    expect(text).not.toContain('not a heading');
    expect(text).not.toContain('import');
    expect(text).not.toContain('<Tabs>');
    for (const entry of toc) expect(text.slice(entry.charIndex, entry.charIndex + entry.text.length)).toBe(entry.text);
  });

  it('skips components whose attributes span several lines', () => {
    const mdx = ['Before.', '', '<PackageManagerTabs', "  command={{ npm: 'npm create rsbuild@latest' }}", '/>', '', 'After.'].join('\n');
    expect(readMarkdown(mdx).text).toBe('Before.\nAfter.');
  });

  it('keeps the titles of callouts but not their markers', () => {
    expect(readMarkdown(':::warning[All `variables` must exist]\nBody.\n:::').text).toBe('All variables must exist\nBody.');
  });

  it('reads table rows and list items as plain text, keeping cells apart', () => {
    expect(readMarkdown('| a | b |\n| --- | :---: |\n| `x` | y |\n\n- item one').text).toBe('a · b\nx · y\nitem one');
  });

  it('keeps an escaped pipe inside a table cell', () => {
    expect(readMarkdown('| Form | Meaning |\n| - | - |\n| `a \\| b` | either |').text).toBe('Form · Meaning\na | b · either');
  });
});
