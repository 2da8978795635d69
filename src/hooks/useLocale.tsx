import * as React from 'react';
import { locales } from '../data/locales';
import { DEFAULT_LANG, type Lang, type LocaleRecord, type UiStrings } from '../data/types';

const LocaleContext = React.createContext<Lang>(DEFAULT_LANG);

export function LocaleProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return <LocaleContext.Provider value={lang}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleRecord {
  return locales[React.useContext(LocaleContext)];
}

/** Interface strings of the current language. */
export function useT(): UiStrings {
  return useLocale().ui;
}
