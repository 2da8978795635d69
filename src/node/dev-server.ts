import type { GatsbyNode } from 'gatsby';
import { serveArticleEdits } from './article/live-edits';
import { serveSearchFiles } from './develop-search';
import { serveMarkdownFiles } from './markdown-files';

/** What `gatsby develop` serves beyond Gatsby: article edits as they are saved, search files, and pages as Markdown on demand. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => {
  serveArticleEdits(args);
  serveSearchFiles(args.app, args.getNodesByType);
  serveMarkdownFiles(args.app, args.getNodesByType, args.getNode);
};
