import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import type { Lang } from '../../src/data/types';
import { LocaleProvider } from '../../src/hooks/useLocale';

/** Renders inside the locale a page of that language would have. */
export function renderIn(lang: Lang, ui: React.ReactElement, options?: RenderOptions) {
  return render(<LocaleProvider lang={lang}>{ui}</LocaleProvider>, options);
}
