import * as React from 'react';
import { Link } from 'gatsby';
import { useLocale } from '../../hooks/useLocale';
import { homePath, langFromPath } from '../../utils/paths';
import * as styles from './NotFound.module.css';

export function NotFound({ pathname }: { pathname: string }) {
  const { ui } = useLocale();
  return (
    <main id="content" tabIndex={-1} className={styles.notFound}>
      <h1 className={styles.code}>{ui.notFoundTitle}</h1>
      <p className={styles.text}>{ui.notFoundText}</p>
      <Link to={homePath(langFromPath(pathname))} className={styles.home}>
        {ui.takeMeHome}
      </Link>
    </main>
  );
}
