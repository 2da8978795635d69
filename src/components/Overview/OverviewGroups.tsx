import * as React from 'react';
import { Link } from 'gatsby';
import type { OverviewGroup } from '../../utils/overview';
import * as styles from './OverviewGroups.module.css';

/** Cards of child pages, grouped as in the sidebar, with their headings. */
export function OverviewGroups({ groups }: { groups: OverviewGroup[] }) {
  return (
    <div className={styles.overview}>
      {groups.map((group) => (
        <section key={group.title ?? ''} className={styles.group} aria-label={group.title ?? undefined}>
          {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
          <div className={styles.grid}>
            {group.pages.map((page) => (
              <div key={page.link} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link to={page.link}>{page.title}</Link>
                </h3>
                {page.headings.length > 0 && (
                  <ul className={styles.headings}>
                    {page.headings.map((heading) => (
                      <li key={heading.id}>
                        <Link to={`${page.link}#${heading.id}`}>{heading.text}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
