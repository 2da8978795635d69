interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdastNode[];
  [key: string]: unknown;
}

export interface CodeMeta {
  title?: string;
  lineNumbers?: true;
  wrap?: true;
}

/**
 * Reads a code fence's meta: `title="rsbuild.config.ts"` (quotes optional)
 * and the opt-in flags `lineNumbers` and `wrap`.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  const rest = text.replace(match?.[0] ?? '', ' ');
  const flag = (name: string) => new RegExp(`(?:^|\\s)${name}(?:\\s|$)`).test(rest);
  return {
    ...(title && { title }),
    ...(flag('lineNumbers') && { lineNumbers: true as const }),
    ...(flag('wrap') && { wrap: true as const }),
  };
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

/**
 * Wraps every fenced code block in a `<CodeBlock>` element that carries its
 * language, title and wrapping. The fence meta is consumed here, before
 * Prism reads the language, so `ts title="x.ts"` highlights as TypeScript;
 * `lineNumbers` becomes Prism's own `{numberLines: true}`.
 */
export function remarkCodeBlock() {
  return (tree: MdastNode): void => {
    const walk = (node: MdastNode) => {
      node.children?.forEach((child, index) => {
        if (child.type !== 'code') {
          walk(child);
          return;
        }
        const { title, lineNumbers, wrap } = parseCodeMeta(child.meta);
        const lang = child.lang ?? 'text';
        const attributes = [attribute('lang', lang)];
        if (title) attributes.push(attribute('title', title));
        if (wrap) attributes.push(attribute('wrap', 'true'));
        node.children![index] = {
          type: 'mdxJsxFlowElement',
          name: 'CodeBlock',
          attributes,
          children: [{ ...child, lang: lineNumbers ? `${lang}{numberLines: true}` : lang, meta: null }],
        };
      });
    };
    walk(tree);
  };
}
