import * as React from 'react';
import { Link } from 'gatsby';
import { locales } from '../../data/locales';
import { LANGS } from '../../data/types';
import { useLocale } from '../../hooks/useLocale';
import { homePath, switchLangPath } from '../../utils/paths';
import { LanguageIcon } from '../Icons';
import * as styles from './Navbar.module.css';

/**
 * A link to the same page in the other language; from a page that does not
 * exist, to the other language's home.
 */
export function LanguageSwitch({ pathname, notFound = false }: { pathname: string; notFound?: boolean }) {
  const { lang } = useLocale();
  const other = locales[LANGS.find((candidate) => candidate !== lang)!];
  return (
    <Link
      to={notFound ? homePath(other.lang) : switchLangPath(pathname, other.lang)}
      hrefLang={other.htmlLang}
      lang={other.htmlLang}
      className={styles.iconButton}
    >
      <LanguageIcon />
      <span className={styles.buttonText}>{other.label}</span>
    </Link>
  );
}
