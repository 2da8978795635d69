/** The part of a HAST node the site's rehype plugins read. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isElement = (node: HastNode, tagName: string) => node.type === 'element' && node.tagName === tagName;
const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');
const elements = (node: HastNode | undefined, tagName: string) => (node?.children ?? []).filter((child) => isElement(child, tagName));

/**
 * A GFM table whose top-left header cell is empty labels its rows with its
 * first column: those cells become row headers (`<th scope="row">`), so a
 * screen reader announces the row of each value, and the empty corner an
 * ordinary cell. A header row with no text
 * at all is dropped, leaving a table of labelled rows (the key and value
 * tables of plugin options).
 */
export function rehypeRowHeaders() {
  return (tree: HastNode): void => {
    const walk = (node: HastNode) => {
      node.children?.forEach(walk);
      if (!isElement(node, 'table')) return;
      const [head] = elements(node, 'thead');
      const headerCells = elements(elements(head, 'tr')[0], 'th');
      if (headerCells.length === 0 || textOf(headerCells[0]!).trim()) return;
      for (const row of elements(elements(node, 'tbody')[0], 'tr')) {
        const first = elements(row, 'td')[0];
        if (first) Object.assign(first, { tagName: 'th', properties: { ...first.properties, scope: 'row' } });
      }
      if (headerCells.every((cell) => !textOf(cell).trim())) node.children = node.children!.filter((child) => child !== head);
      // The empty corner heads nothing: a cell, not a header without a name.
      else headerCells[0]!.tagName = 'td';
    };
    walk(tree);
  };
}
