import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
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

/** Gives every MDX page (not the partials under `shared/`) its page record. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
  getNode,
  reporter,
}) => {
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
    // this handler once per version of the file. Gatsby deletes a node's
    // children when the node changes, so a handler that finishes after a
    // newer version arrived would link its record to a node that is gone
    // and write that stale node back: only the latest version makes the
    // record.
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
};
