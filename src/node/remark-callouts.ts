interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  /** Directive attributes, or the JSX attribute list once converted. */
  attributes?: Record<string, string | null | undefined> | { type: string; name: string; value?: string }[] | null;
  data?: { directiveLabel?: boolean };
  children?: MdastNode[];
  [key: string]: unknown;
}

export const CALLOUT_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;

function textOf(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** A directive label back as inline markdown, so the title keeps its code, bold and italics. */
function labelMarkdown(node: MdastNode): string {
  const inner = () => (node.children ?? []).map(labelMarkdown).join('');
  switch (node.type) {
    case 'inlineCode':
      return `\`${node.value}\``;
    case 'strong':
      return `**${inner()}**`;
    case 'emphasis':
      return `*${inner()}*`;
    default:
      return node.value ?? inner();
  }
}

/** A directive nobody handles goes back to the text it was written as. */
function asText(node: MdastNode): MdastNode {
  const marker = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
  const label = node.children?.length ? `[${node.children.map(textOf).join('')}]` : '';
  return { type: 'text', value: `${marker}${node.name ?? ''}${label}` };
}

interface VFileLike {
  fail(reason: string, place?: unknown): never;
}

/**
 * `:::tip`, `:::warning[Custom title]`, `:::details[Summary]` and the other
 * callout types become `<Callout>` elements; an unknown `:::name` fails the
 * build at its line. Text and leaf directives (a stray `:name` in prose,
 * say) are turned back into the text they came from.
 */
export function remarkCallouts() {
  return (tree: MdastNode, file: VFileLike): void => {
    const walk = (node: MdastNode) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'containerDirective' && (CALLOUT_TYPES as readonly string[]).includes(child.name ?? '')) {
          const [first, ...rest] = child.children ?? [];
          const hasLabel = first?.data?.directiveLabel === true;
          const directiveAttributes = (child.attributes ?? {}) as Record<string, string | null | undefined>;
          const title = hasLabel ? labelMarkdown(first!) : directiveAttributes.title ?? undefined;
          const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: child.name! }];
          if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
          const body = hasLabel ? rest : child.children ?? [];
          const callout: MdastNode = { type: 'mdxJsxFlowElement', name: 'Callout', attributes, children: body };
          node.children![index] = callout;
          walk(callout);
          return;
        }
        if (child.type === 'containerDirective') {
          file.fail(`unknown callout ":::${child.name}" (use one of ${CALLOUT_TYPES.join(', ')})`, child);
        }
        if (child.type.endsWith('Directive')) {
          node.children![index] = child.type === 'textDirective' ? asText(child) : { type: 'paragraph', children: [asText(child)] };
          return;
        }
        walk(child);
      });
    };
    walk(tree);
  };
}
