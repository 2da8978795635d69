import * as React from 'react';
import * as styles from './CodeBlock.module.css';

interface CodeBlockProps {
  lang: string;
  title?: string;
  /** The block as Prism rendered it: an element carrying its HTML. */
  children: React.ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>;
}

/**
 * A fenced code block. Prism highlights at build time and gatsby-plugin-mdx
 * hands the markup over wrapped in a span; it is rendered here in a div so
 * the block-level markup stays valid HTML.
 */
export function CodeBlock({ lang, title, children }: CodeBlockProps) {
  // A scrollable block must be reachable by keyboard.
  const html = children.props.dangerouslySetInnerHTML?.__html.replace('<pre ', '<pre tabindex="0" ');
  return (
    <div className={styles.codeBlock} data-lang={lang}>
      {title && <div className={styles.title}>{title}</div>}
      {html ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} /> : children}
    </div>
  );
}
