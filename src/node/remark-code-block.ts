interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  children?: MdastNode[];
  [key: string]: unknown;
}

/** Reads `title="rsbuild.config.ts"` (quotes optional) from a code fence's meta. */
export function parseCodeMeta(meta: string | null | undefined): { title?: string } {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  return title ? { title } : {};
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

/**
 * Wraps every fenced code block in a `<CodeBlock>` element that carries its
 * language and title. The fence meta is consumed here, before Prism reads
 * the language, so `ts title="x.ts"` highlights as TypeScript.
 */
export function remarkCodeBlock() {
  return (tree: MdastNode): void => {
    const walk = (node: MdastNode) => {
      node.children?.forEach((child, index) => {
        if (child.type !== 'code') {
          walk(child);
          return;
        }
        const { title } = parseCodeMeta(child.meta);
        const attributes = [attribute('lang', child.lang ?? 'text')];
        if (title) attributes.push(attribute('title', title));
        node.children![index] = {
          type: 'mdxJsxFlowElement',
          name: 'CodeBlock',
          attributes,
          children: [{ ...child, meta: null }],
        };
      });
    };
    walk(tree);
  };
}
