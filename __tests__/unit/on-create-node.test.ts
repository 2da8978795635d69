import path from 'node:path';
import type { Node } from 'gatsby';
import { CONTENT_DIR, onCreateNode, recordsSettled } from '../../src/node/on-create-node';

// Reading the git history is what made the first record of a development
// server slow; here the test decides when it is done.
const readers: ((time: string) => void)[] = [];
const historyRead = () => readers.splice(0).forEach((resolve) => resolve('2024-06-26T03:30:33.000Z'));
jest.mock('../../src/node/git-times', () => ({
  lastUpdatedOf: () => new Promise<string>((resolve) => readers.push(resolve)),
}));

// Gatsby's node store writes asynchronously; what was created counts once it has written.
let storeWritten = 0;
jest.mock('gatsby/dist/datastore', () => ({
  getDataStore: () => ({ ready: async () => void (storeWritten += 1) }),
}));

const MDX_ID = 'mdx-of-quick-start';
const raw = '---\ntitle: Quick Start\n---\n\n## Requirements\n\nNode.js 16 or later.\n';

function mdxVersion(digest: string): Node {
  return {
    id: MDX_ID,
    parent: 'file-of-quick-start',
    children: [],
    frontmatter: { title: 'Quick Start' },
    body: '## Requirements\n\nNode.js 16 or later.\n',
    internal: { type: 'Mdx', contentDigest: digest, owner: 'gatsby-plugin-mdx', contentFilePath: path.join(CONTENT_DIR, 'en/guide/start/quick-start.mdx') },
  } as unknown as Node;
}

/** A store holding the latest version of the MDX node, and what the handler did to it. */
function gatsby(latest: Node) {
  const created: Node[] = [];
  const linkedTo: string[] = [];
  const args = {
    actions: {
      createNode: (node: Node) => created.push(node),
      createParentChildLink: ({ parent }: { parent: Node }) => linkedTo.push(parent.internal.contentDigest),
    },
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: () => 'record-digest',
    loadNodeContent: async () => raw,
    getNode: (id: string) => (id === MDX_ID ? latest : ({ id } as Node)),
    reporter: { panicOnBuild: (message: string) => { throw new Error(message); } },
  };
  return { args, created, linkedTo };
}

const run = (node: Node, args: object) => (onCreateNode as (a: object) => Promise<void>)({ ...args, node });

describe('page records in the development server', () => {
  it('lets createPages wait until a record that is still being built exists', async () => {
    const { args, created } = gatsby(mdxVersion('v1'));
    const handler = run(mdxVersion('v1'), args);
    let settled = false;
    const waiting = recordsSettled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(created).toHaveLength(0);

    historyRead();
    await waiting;
    expect(created.map((node) => node.internal.type)).toEqual(['DocPage']);
    expect(storeWritten).toBe(1);
    await handler;
  });

  it('makes the record from the latest version only, whatever order the saves finish in', async () => {
    const latest = mdxVersion('v3');
    const { args, created, linkedTo } = gatsby(latest);
    const handlers = ['v1', 'v2', 'v3'].map((digest) => run(mdxVersion(digest), args));
    await new Promise((resolve) => setImmediate(resolve));
    historyRead();
    await Promise.all(handlers);
    await recordsSettled();
    expect(created).toHaveLength(1);
    expect(linkedTo).toEqual(['v3']);
  });

  it('has nothing to wait for when no record is being built', async () => {
    await expect(recordsSettled()).resolves.toBeUndefined();
  });
});
