import * as React from 'react';
import { useT } from '../../hooks/useLocale';
import { CheckIcon, CopyIcon } from '../Icons';
import * as styles from './CodeBlock.module.css';

/** How long the copy button shows that it copied. */
export const COPIED_MS = 2000;

interface CodeBlockProps {
  lang: string;
  title?: string;
  /** `"true"` wraps long lines instead of scrolling them. */
  wrap?: string;
  /** The block as Prism rendered it: an element carrying its HTML. */
  children: React.ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>;
}

function CopyButton({ source }: { source: React.RefObject<HTMLElement> }) {
  const t = useT();
  const [copied, setCopied] = React.useState(false);

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const code = source.current?.querySelector('code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Without clipboard access there is nothing to report; the code stays selectable.
    }
  };

  return (
    <button type="button" className={styles.copy} data-copied={copied || undefined} onClick={copy} aria-label={copied ? t.copied : t.copyCode}>
      {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      <span className={styles.copyStatus} aria-live="polite">
        {copied ? t.copied : ''}
      </span>
    </button>
  );
}

/** The frame of every code block: optional title, the code, and a button that copies it. */
export function CodeFrame({
  lang,
  title,
  wrap = false,
  html,
  code,
}: {
  lang: string;
  title?: string;
  wrap?: boolean;
  /** Highlighted markup of a `<pre>`, or else plain `code`. */
  html?: string;
  code?: string;
}) {
  const bodyRef = React.useRef<HTMLDivElement>(null);
  return (
    <div className={styles.codeBlock} data-lang={lang} data-wrap={wrap || undefined}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.frame}>
        {html !== undefined ? (
          // A scrollable block must be reachable by keyboard.
          <div ref={bodyRef} className={styles.body} dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
        ) : (
          <div ref={bodyRef} className={styles.body}>
            <pre tabIndex={0} className={`language-${lang}`}>
              <code className={`language-${lang}`}>{code}</code>
            </pre>
          </div>
        )}
        <CopyButton source={bodyRef} />
      </div>
    </div>
  );
}

/**
 * A fenced code block. Prism highlights at build time and gatsby-plugin-mdx
 * hands the markup over wrapped in a span; it is rendered here in a div so
 * the block-level markup stays valid HTML.
 */
export function CodeBlock({ lang, title, wrap, children }: CodeBlockProps) {
  const html = children.props.dangerouslySetInnerHTML?.__html;
  return <CodeFrame lang={lang} title={title} wrap={wrap === 'true'} html={html} code={html === undefined ? '' : undefined} />;
}
