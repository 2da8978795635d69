import { remarkCallouts } from '../../src/node/remark-callouts';
import { parseCodeMeta, remarkCodeBlock } from '../../src/node/remark-code-block';
import { rehypeRowHeaders } from '../../src/node/rehype-row-headers';

type Node = { type: string; [key: string]: unknown; children?: Node[] };
const paragraph = (value: string): Node => ({ type: 'paragraph', children: [{ type: 'text', value }] });
const fakeFile = () => ({
  fail: jest.fn((reason: string) => {
    throw new Error(reason);
  }),
});

describe('code blocks', () => {
  it('reads a title from the fence meta', () => {
    expect(parseCodeMeta('title="rsbuild.config.ts"')).toEqual({ title: 'rsbuild.config.ts' });
    expect(parseCodeMeta("foo title='a b.ts'")).toEqual({ title: 'a b.ts' });
    expect(parseCodeMeta('title=x.js')).toEqual({ title: 'x.js' });
    expect(parseCodeMeta(null)).toEqual({});
  });

  it('reads the opt-in flags for line numbers and wrapping', () => {
    expect(parseCodeMeta('title="a.ts" lineNumbers wrap')).toEqual({ title: 'a.ts', lineNumbers: true, wrap: true });
    expect(parseCodeMeta('title="lineNumbers.ts"')).toEqual({ title: 'lineNumbers.ts' });
  });

  it('hands line numbers to Prism and wrapping to the component', () => {
    const tree: Node = { type: 'root', children: [{ type: 'code', lang: 'js', meta: 'lineNumbers wrap', value: 'x' }] };
    remarkCodeBlock()(tree);
    expect(tree.children![0]).toMatchObject({
      attributes: [
        { name: 'lang', value: 'js' },
        { name: 'wrap', value: 'true' },
      ],
      children: [{ type: 'code', lang: 'js{numberLines: true}', meta: null }],
    });
  });

  it('wraps fences in CodeBlock and hands Prism a clean language', () => {
    const tree: Node = { type: 'root', children: [{ type: 'code', lang: 'ts', meta: 'title="rsbuild.config.ts"', value: 'x' }] };
    remarkCodeBlock()(tree);
    expect(tree.children![0]).toEqual({
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'lang', value: 'ts' },
        { type: 'mdxJsxAttribute', name: 'title', value: 'rsbuild.config.ts' },
      ],
      children: [{ type: 'code', lang: 'ts', meta: null, value: 'x' }],
    });
  });
});

describe('callouts', () => {
  it('turns callout directives into Callout elements with their titles', () => {
    const tree: Node = {
      type: 'root',
      children: [
        { type: 'containerDirective', name: 'tip', attributes: {}, children: [paragraph('Body')] },
        {
          type: 'containerDirective',
          name: 'details',
          attributes: {},
          children: [{ ...paragraph('Summary'), data: { directiveLabel: true } }, paragraph('Hidden')],
        },
      ],
    };
    remarkCallouts()(tree, fakeFile());
    expect(tree.children![0]).toMatchObject({ name: 'Callout', attributes: [{ name: 'type', value: 'tip' }], children: [paragraph('Body')] });
    expect(tree.children![1]).toMatchObject({
      name: 'Callout',
      attributes: [{ name: 'type', value: 'details' }, { name: 'title', value: 'Summary' }],
      children: [paragraph('Hidden')],
    });
  });

  it('keeps inline markdown of a title', () => {
    const label = {
      type: 'paragraph',
      data: { directiveLabel: true },
      children: [
        { type: 'text', value: 'Use ' },
        { type: 'inlineCode', value: 'rsbuild inspect' },
        { type: 'text', value: ' ' },
        { type: 'strong', children: [{ type: 'text', value: 'first' }] },
      ],
    };
    const tree: Node = { type: 'root', children: [{ type: 'containerDirective', name: 'tip', attributes: {}, children: [label, paragraph('Body')] }] };
    remarkCallouts()(tree, fakeFile());
    expect(tree.children![0]).toMatchObject({ attributes: [{ name: 'type' }, { name: 'title', value: 'Use `rsbuild inspect` **first**' }] });
  });

  it('gives a stray text directive its text back', () => {
    const tree: Node = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: 'plugin rsbuild' }, { type: 'textDirective', name: 'react', children: [] }] }],
    };
    remarkCallouts()(tree, fakeFile());
    expect(tree.children![0]!.children![1]).toEqual({ type: 'text', value: ':react' });
  });

  it('fails the build on an unknown callout', () => {
    const file = fakeFile();
    const tree: Node = { type: 'root', children: [{ type: 'containerDirective', name: 'tipp', attributes: {}, children: [] }] };
    expect(() => remarkCallouts()(tree, file)).toThrow('unknown callout ":::tipp"');
    expect(file.fail).toHaveBeenCalledWith(expect.any(String), tree.children![0]);
  });
});

describe('row headers', () => {
  const cell = (tagName: string, text: string) => ({ type: 'element', tagName, properties: {}, children: text ? [{ type: 'text', value: text }] : [] });
  const table = (header: string[], rows: string[][]) => ({
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'table',
        children: [
          { type: 'element', tagName: 'thead', children: [{ type: 'element', tagName: 'tr', children: header.map((text) => cell('th', text)) }] },
          { type: 'element', tagName: 'tbody', children: rows.map((row) => ({ type: 'element', tagName: 'tr', children: row.map((text) => cell('td', text)) })) },
        ],
      },
    ],
  });
  type Tree = ReturnType<typeof table>;
  const run = (tree: Tree) => {
    rehypeRowHeaders()(tree as never);
    return tree.children[0]!.children;
  };

  it('turns the first column into row headers when the top-left header is empty', () => {
    const [head, body] = run(table(['', 'dev', 'preview'], [['Files', 'memory', 'dist/']]));
    expect(head!.tagName).toBe('thead');
    expect(head!.children[0]!.children.map((header) => header.tagName)).toEqual(['td', 'th', 'th']);
    const [first, second] = body!.children[0]!.children;
    expect(first).toMatchObject({ tagName: 'th', properties: { scope: 'row' } });
    expect(second).toMatchObject({ tagName: 'td' });
  });

  it('drops a header row without text and leaves other tables alone', () => {
    const [body] = run(table(['', ''], [['Type', 'string']]));
    expect(body!.tagName).toBe('tbody');
    expect(body!.children[0]!.children[0]).toMatchObject({ tagName: 'th', properties: { scope: 'row' } });
    const [, plain] = run(table(['Option', 'Type'], [['port', 'number']]));
    expect(plain!.children[0]!.children[0]).toMatchObject({ tagName: 'td' });
  });
});
