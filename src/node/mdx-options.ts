import autolinkHeaders from 'gatsby-remark-autolink-headers';
import prismjs from 'gatsby-remark-prismjs';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { Pluggable } from 'unified';
import { remarkCallouts } from './remark-callouts';
import { remarkCodeBlock } from './remark-code-block';
import { remarkCodeHovers } from './code-hovers';
import { rehypeHeadingLinks } from './rehype-heading-links';
import { rehypeRowHeaders } from './rehype-row-headers';

/** Heading ids (`## Title \{#id}` keeps an author's id) and their anchor links. */
const headingAnchors = { enableCustomId: true, className: 'heading-anchor', isIconAfterHeader: true, offsetY: 72 };
/** Prism highlighting at build time; `sh` and `shell` fences read as Bash, `mdx` as Markdown (Prism has no MDX grammar). */
const highlighting = { noInlineHighlight: true, aliases: { sh: 'bash', shell: 'bash', mdx: 'markdown' } };

/** Plugins that only teach the parser more syntax; the others change the tree. */
const syntaxPlugins = [remarkGfm, remarkDirective];
const mdxOptions = { remarkPlugins: [...syntaxPlugins, remarkCallouts, remarkCodeBlock], rehypePlugins: [rehypeRowHeaders, rehypeHeadingLinks] };

/** gatsby-plugin-mdx's options in gatsby-config: it sources the Mdx nodes, and its sub-plugins add their head tags. */
export const mdxPluginOptions = {
  extensions: ['.mdx', '.md'],
  mdxOptions,
  gatsbyRemarkPlugins: [
    { resolve: 'gatsby-remark-autolink-headers', options: headingAnchors },
    { resolve: 'gatsby-remark-prismjs', options: highlighting },
  ],
};

/**
 * The same pipeline for rendering an article: the gatsby-remark plugins
 * handed over as loaded modules, the way gatsby-plugin-mdx's compile API
 * takes them, and the type hovers of the compiled code examples.
 * `readParsed` runs on the tree as parsed, before any plugin changes it.
 */
export function articleCompileOptions(readParsed?: Pluggable) {
  return {
    extensions: mdxPluginOptions.extensions,
    mdxOptions: { ...mdxOptions, remarkPlugins: [...syntaxPlugins, ...(readParsed ? [readParsed] : []), remarkCallouts, remarkCodeBlock, remarkCodeHovers] },
    gatsbyRemarkPlugins: [
      { resolve: 'gatsby-remark-autolink-headers', module: autolinkHeaders, pluginOptions: headingAnchors },
      { resolve: 'gatsby-remark-prismjs', module: prismjs, pluginOptions: highlighting },
    ],
  };
}
