import path from 'node:path';
import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
import { site } from '../data/site';
import { lastUpdatedOf } from './git-times';
import { buildPageRecord, isPartial, PageRecordError } from './page-record';

/** The node gatsby-plugin-mdx makes of a source file. */
export interface MdxNode extends Node {
  body: string;
  frontmatter: Record<string, unknown>;
  internal: Node['internal'] & { contentFilePath: string };
}

export const CONTENT_DIR = path.resolve(site.contentDir);

/**
 * Record builds still running. In `gatsby develop`, Gatsby runs this
 * handler for a changed file without waiting for it before it re-creates
 * the pages, and drops the pages whose record is not there yet. The first
 * build of a process also reads the git history (more than a second), so
 * the first save after a start that reused the cache lost its page until
 * the next save. createPages waits for these.
 */
const building = new Set<Promise<void>>();

/** Resolves once no record is being built (including builds that start while it waits) and the store holds them all. */
export async function recordsSettled(): Promise<void> {
  if (!building.size) return;
  while (building.size) await Promise.allSettled([...building]);
  // Required here, not imported: the module brings Gatsby's reporter, which
  // rewraps the console output of any process that loads this file.
  const { getDataStore } = require('gatsby/dist/datastore') as typeof import('gatsby/dist/datastore');
  await getDataStore().ready();
}

/** Gives every MDX page (not the partials under `shared/`) its page record. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const work = createRecord(args);
  building.add(work);
  try {
    await work;
  } finally {
    building.delete(work);
  }
};

async function createRecord({ node, actions, createNodeId, createContentDigest, loadNodeContent, getNode, reporter }: CreateNodeArgs): Promise<void> {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as MdxNode;
  const absolutePath = mdx.internal.contentFilePath;
  const contentPath = path.relative(CONTENT_DIR, absolutePath).split(path.sep).join('/');
  if (contentPath.startsWith('..') || isPartial(contentPath)) return;

  try {
    const file = getNode(mdx.parent!)!;
    const raw = await loadNodeContent(file);
    const lastUpdated = await lastUpdatedOf(absolutePath, CONTENT_DIR);
    // Saves in quick succession (an author's mistake, then its fix) start
    // this handler once per version of the file, and they may finish in any
    // order. Gatsby deletes a node's children when the node changes; a
    // handler that finished after a newer version arrived would link its
    // record to the replaced node and write that stale node back into the
    // store. Only the latest version makes the record.
    const current = getNode(mdx.id);
    if (current && current.internal.contentDigest !== mdx.internal.contentDigest) return;
    const record = buildPageRecord({ contentPath, frontmatter: mdx.frontmatter ?? {}, body: mdx.body, raw, lastUpdated });
    const child = {
      ...record,
      id: createNodeId(`${mdx.id} >>> DocPage`),
      parent: mdx.id,
      internal: { type: 'DocPage', contentDigest: createContentDigest(record) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: current ?? mdx, child: child as unknown as Node });
  } catch (error) {
    if (error instanceof PageRecordError) reporter.panicOnBuild(error.message);
    else throw error;
  }
}
