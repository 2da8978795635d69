/**
 * gatsby-plugin-mdx, as patched: an Mdx node's digest and body come from
 * the same text. In `gatsby develop` the plugin reads the file after the
 * watcher hashed it, and saves in quick succession can hand it a File node
 * whose digest belongs to another save.
 */
const { onCreateNode } = require('gatsby-plugin-mdx/gatsby-node') as {
  onCreateNode: (args: unknown) => Promise<void>;
};

interface CreatedNode {
  body: string;
  internal: { contentDigest: string };
}

async function mdxNodeOf(fileDigest: string, text: string): Promise<CreatedNode> {
  const created: CreatedNode[] = [];
  await onCreateNode({
    node: { id: 'file-1', absolutePath: '/site/content/en/page.mdx', internal: { type: 'File', contentDigest: fileDigest } },
    loadNodeContent: async () => text,
    actions: { createNode: (node: CreatedNode) => created.push(node), createParentChildLink: () => {} },
    createNodeId: (seed: string) => seed,
    cache: { set: async () => {} },
  });
  return created[0]!;
}

describe('the Mdx node of a saved file', () => {
  it('holds the text it was read from, whatever digest its File node has', async () => {
    const first = await mdxNodeOf('digest-seen-by-the-watcher', '---\ntitle: A\n---\nFirst save.\n');
    const second = await mdxNodeOf('digest-seen-by-the-watcher', '---\ntitle: A\n---\nSecond save.\n');
    expect(first.body).toContain('First save.');
    expect(second.body).toContain('Second save.');
    expect(second.internal.contentDigest).not.toBe(first.internal.contentDigest);
  });

  it('has the digest of its text, so the same text gives the same node', async () => {
    const text = '---\ntitle: B\n---\nSame text.\n';
    expect((await mdxNodeOf('one', text)).internal.contentDigest).toBe((await mdxNodeOf('two', text)).internal.contentDigest);
  });
});
