import * as React from 'react';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../DocFooter/DocFooter';
import { RssIcon } from '../Icons';
import type { FeedLink } from '../Seo/PageHead';
import * as styles from './ReleaseMeta.module.css';

/** Publish date and feed links of a release note. */
export function ReleaseMeta({
  publishedAt,
  feeds,
}: {
  publishedAt: string;
  feeds: readonly Pick<FeedLink, 'url' | 'mime'>[];
}) {
  const { htmlLang, ui } = useLocale();
  return (
    <div className={styles.meta}>
      <p className={styles.date}>
        {ui.publishedOn} <time dateTime={publishedAt}>{formatDate(publishedAt, htmlLang)}</time>
      </p>
      {feeds.length > 0 && (
        <ul className={styles.feeds}>
          {feeds.map((feed) => (
            <li key={feed.url}>
              <a href={feed.url} type={feed.mime}>
                <RssIcon size={16} />
                {feed.mime === 'application/atom+xml' ? ui.feedAtom : ui.feedRss}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
