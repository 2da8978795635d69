import { langOfSource, rehypeHeadingLinks } from '../../src/node/rehype-heading-links';

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const heading = (text: string): Node => ({
  type: 'element',
  tagName: 'h2',
  properties: { id: 'the-output-folder' },
  children: [
    { type: 'text', value: text },
    { type: 'element', tagName: 'a', properties: { className: ['heading-anchor', 'after'], 'aria-label': 'the output folder permalink', href: '#the-output-folder' }, children: [] },
  ],
});

describe('rehypeHeadingLinks', () => {
  it('names a permalink after its heading, in the language of the page', () => {
    const en: Node = { type: 'root', children: [heading('The output folder')] };
    rehypeHeadingLinks()(en, { path: `${process.cwd()}/content/en/config/output/dist-path.mdx` });
    expect(en.children![0]!.children![1]!.properties).toEqual({ className: ['heading-anchor', 'after'], ariaLabel: 'Link to this section: The output folder', href: '#the-output-folder' });

    const zh: Node = { type: 'root', children: [heading('产物目录')] };
    rehypeHeadingLinks()(zh, { path: `${process.cwd()}/content/zh/config/output/dist-path.mdx` });
    expect(zh.children![0]!.children![1]!.properties!.ariaLabel).toBe('本节链接：产物目录');
  });

  it('reads the language from the content folder, English when the path names none', () => {
    expect(langOfSource(`${process.cwd()}/content/zh/guide/start/index.mdx`)).toBe('zh');
    expect(langOfSource(undefined)).toBe('en');
  });
});
