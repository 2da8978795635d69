import * as React from 'react';
import { Link } from 'gatsby';
import { site } from '../../data/site';
import { useLocale } from '../../hooks/useLocale';
import { editUrl } from '../../utils/edit-link';
import { ArrowLeftIcon, ArrowRightIcon, ExternalIcon } from '../Icons';
import * as styles from './DocFooter.module.css';

export interface PagerLink {
  title: string;
  routePath: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as Intl's medium date style prints it (`May 28, 2024`, `2024年5月28日`),
 * in UTC so the server and the browser print the same. Written out rather
 * than asked of Intl: a browser's first date format loads locale data, 50 ms
 * in English and 140 ms in Chinese on a desktop, four times that on a phone,
 * all of it inside hydration.
 */
export function formatDate(iso: string, htmlLang: string): string {
  const date = new Date(iso);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return htmlLang.startsWith('zh') ? `${year}年${month + 1}月${day}日` : `${MONTHS[month]} ${day}, ${year}`;
}

function DocFooterPager({ prev, next }: { prev?: PagerLink | null; next?: PagerLink | null }) {
  const { prevPageText, nextPageText, ui } = useLocale();
  if (!prev && !next) return null;
  return (
    <nav aria-label={ui.pagerNav} className={styles.pager}>
      {prev ? (
        <Link to={prev.routePath} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerLabel}>
            <ArrowLeftIcon size={14} /> {prevPageText}
          </span>
          <span className={styles.pagerTitle}>{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.routePath} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerLabel}>
            {nextPageText} <ArrowRightIcon size={14} />
          </span>
          <span className={styles.pagerTitle}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

export function DocFooter({
  relativePath,
  lastUpdated,
  prev,
  next,
}: {
  relativePath: string;
  lastUpdated: string;
  prev?: PagerLink | null;
  next?: PagerLink | null;
}) {
  const { lang, htmlLang, editLinkText, lastUpdatedText } = useLocale();
  return (
    <footer className={styles.footer}>
      <div className={styles.meta}>
        <a href={editUrl(site, lang, relativePath)} target="_blank" rel="noopener noreferrer" className={styles.editLink}>
          {editLinkText}
          <ExternalIcon size={14} />
        </a>
        <p className={styles.updated}>
          {lastUpdatedText}: <time dateTime={lastUpdated}>{formatDate(lastUpdated, htmlLang)}</time>
        </p>
      </div>
      <DocFooterPager prev={prev} next={next} />
    </footer>
  );
}
