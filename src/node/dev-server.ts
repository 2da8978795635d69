import type { GatsbyNode } from 'gatsby';
import { serveArticleEdits } from './article/live-edits';
import { serveSearchFiles } from './develop-search';

/** What `gatsby develop` serves beyond Gatsby: article edits as they are saved, and search files on demand. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => {
  serveArticleEdits(args);
  serveSearchFiles(args.app, args.getNodesByType);
};
