import * as React from 'react';
import { CheckIcon, CopyIcon } from '../../components/Icons';
import { InlineMarkdown } from '../../components/Mdx/InlineMarkdown';
import { ScrollableTable } from '../../components/Mdx/ScrollableTable';
import type { UiStrings } from '../../data/types';
import { resolveContentLink, type LinkContext } from '../../utils/links';
import { withHovers } from '../code-hovers/markup';
import type { Hover } from '../code-hovers/block';

/**
 * What MDX components become in a page's article HTML. They render once, at
 * build time, to static markup: no state, no effects. What a reader can do
 * with them (copy, pick a tab, scroll a wide table) src/browser/article.ts
 * adds to the markup, keyed by the classes and roles these components write.
 */

export type CalloutType = 'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details';
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
type Children = { children?: React.ReactNode };

/**
 * The command for each package manager: a string such as `add -D x` is run
 * by each of them as is; an object gives each its own full command.
 */
export function packageManagerCommands(command: string | Partial<Record<PackageManager, string>>): [PackageManager, string][] {
  if (typeof command === 'string') return PACKAGE_MANAGERS.map((manager) => [manager, `${manager} ${command}`]);
  return PACKAGE_MANAGERS.filter((manager) => command[manager]).map((manager) => [manager, command[manager]!]);
}

export function articleComponents(t: UiStrings, links: LinkContext, route?: string) {
  let hoverCount = 0;
  const hoverText = { ...t.codeHover, href: (path: string) => resolveContentLink(path, links).href, route, seen: new Set<string>() };
  const nextHoverId = () => `hv${(hoverCount += 1)}`;

  /** A highlighted aside; `details` folds its content away behind the title. */
  function Callout({ type, title, children }: Children & { type: CalloutType; title?: string }) {
    const heading = title ? <InlineMarkdown text={title} /> : t.callout[type];
    if (type === 'details') {
      return (
        <details className="callout" data-type={type}>
          <summary className="callout-title">{heading}</summary>
          <div className="callout-body">{children}</div>
        </details>
      );
    }
    return (
      <div className="callout" data-type={type} role="note">
        <p className="callout-title">{heading}</p>
        <div className="callout-body">{children}</div>
      </div>
    );
  }

  /** Title, code and a copy button; `html` is Prism's highlighted `<pre>`, else `code` is shown plain. */
  function CodeFrame({ lang, title, wrap, html, code }: { lang: string; title?: string; wrap?: boolean; html?: string; code?: string }) {
    return (
      <div className="code-block" data-lang={lang} data-wrap={wrap || undefined}>
        {title && <div className="code-title">{title}</div>}
        <div className="code-frame">
          {html !== undefined ? (
            // A scrollable block must be reachable by keyboard.
            <div className="code-body" dangerouslySetInnerHTML={{ __html: html.replace('<pre ', '<pre tabindex="0" ') }} />
          ) : (
            <div className="code-body">
              <pre tabIndex={0} className={`language-${lang}`}>
                <code className={`language-${lang}`}>{code}</code>
              </pre>
            </div>
          )}
          <button type="button" className="code-copy" aria-label={t.copyCode} data-label={t.copyCode} data-copied-label={t.copied}>
            <CopyIcon size={16} />
            <CheckIcon size={16} />
            <span className="code-copy-status" aria-live="polite" />
          </button>
        </div>
      </div>
    );
  }

  /**
   * A fenced code block. Prism highlights it and gatsby-plugin-mdx hands the
   * markup over wrapped in a span; it goes into a div here so the
   * block-level markup stays valid HTML. A compiled example brings its type
   * hovers as JSON (src/node/code-hovers/).
   */
  function CodeBlock({ lang, title, wrap, hovers, children }: { lang: string; title?: string; wrap?: string; hovers?: string; children: React.ReactElement }) {
    const prism = (children.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML?.__html;
    const html = prism !== undefined && hovers ? withHovers(prism, JSON.parse(hovers) as Hover[], hoverText, nextHoverId) : prism;
    return <CodeFrame lang={lang} title={title} wrap={wrap === 'true'} html={html} code={html === undefined ? '' : undefined} />;
  }

  /** One panel of `<Tabs>`; its label may use inline markdown. */
  function Tab({ children }: Children & { label: string }) {
    return <>{children}</>;
  }

  /**
   * Tabs in the ARIA pattern, first tab selected. Every panel is in the HTML,
   * so search and readers without JavaScript have the text of each; groups
   * with the same `groupKey` follow each other once the browser enhances them.
   */
  function Tabs({ groupKey, children }: Children & { groupKey?: string }) {
    const baseId = React.useId();
    const tabs = React.Children.toArray(children).filter(
      (child): child is React.ReactElement<{ label: string; children?: React.ReactNode }> =>
        React.isValidElement(child) && typeof (child.props as { label?: unknown }).label === 'string',
    );
    return (
      <div className="tabs" data-group={groupKey}>
        <div role="tablist" className="tabs-list">
          {tabs.map((tab, index) => (
            <button
              key={tab.props.label}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === 0}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === 0 ? 0 : -1}
              className="tabs-tab"
              data-label={tab.props.label}
            >
              <InlineMarkdown text={tab.props.label} />
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div
            key={tab.props.label}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== 0}
            className="tabs-panel"
          >
            {tab.props.children}
          </div>
        ))}
      </div>
    );
  }

  /** Install commands for npm, yarn, pnpm and bun; the reader's choice is remembered site-wide. */
  function PackageManagerTabs({ command }: { command: string | Partial<Record<PackageManager, string>> }) {
    return (
      <Tabs groupKey="package-manager">
        {packageManagerCommands(command).map(([manager, line]) => (
          <Tab key={manager} label={manager}>
            <CodeFrame lang="bash" code={line} />
          </Tab>
        ))}
      </Tabs>
    );
  }

  /** Numbers the `###` headings inside it as the steps of a procedure. */
  function Steps({ children }: Children) {
    return <div className="steps">{children}</div>;
  }

  /** A short inline label, such as a version or a status. */
  function Badge({ type = 'tip', text, children }: Children & { type?: 'tip' | 'info' | 'warning' | 'danger'; text?: string }) {
    return (
      <span className="badge" data-type={type}>
        {text !== undefined ? <InlineMarkdown text={text} /> : children}
      </span>
    );
  }

  /** Site links get the page's language and a clean URL; external ones open a new tab. */
  function a({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
    const link = resolveContentLink(href, links);
    const external = link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a href={link.href} {...external} {...rest}>
        {children}
      </a>
    );
  }

  return { a, table: ScrollableTable, Badge, Callout, CodeBlock, PackageManagerTabs, Steps, Tab, Tabs };
}
