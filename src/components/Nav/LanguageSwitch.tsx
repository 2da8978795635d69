import * as React from 'react';
import { Link } from 'gatsby';
import { locales } from '../../data/locales';
import { LANGS } from '../../data/types';
import { useLocale } from '../../hooks/useLocale';
import { switchLangPath } from '../../utils/paths';
import { LanguageIcon } from '../Icons';
import * as styles from './Navbar.module.css';

/** A link to the same page in the other language. */
export function LanguageSwitch({ pathname }: { pathname: string }) {
  const { lang, ui } = useLocale();
  const other = locales[LANGS.find((candidate) => candidate !== lang)!];
  return (
    <Link
      to={switchLangPath(pathname, other.lang)}
      hrefLang={other.htmlLang}
      lang={other.htmlLang}
      className={styles.iconButton}
      title={ui.languageSwitch}
    >
      <LanguageIcon />
      <span className={styles.buttonText}>{other.label}</span>
    </Link>
  );
}
