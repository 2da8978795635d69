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
    const record = buildPageRecord({
      contentPath,
      frontmatter: mdx.frontmatter ?? {},
      body: mdx.body,
      raw: await loadNodeContent(file),
      lastUpdated: await lastUpdatedOf(absolutePath, CONTENT_DIR),
    });
    const child = {
      ...record,
      id: createNodeId(`${mdx.id} >>> DocPage`),
      parent: mdx.id,
      internal: { type: 'DocPage', contentDigest: createContentDigest(record) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: mdx, child: child as unknown as Node });
  } catch (error) {
    if (error instanceof PageRecordError) reporter.panicOnBuild(error.message);
    else throw error;
  }
};
