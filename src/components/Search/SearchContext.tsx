import * as React from 'react';
import type { SearchContext as PageSearch } from '../../data/types';

/** The search settings of the current page, from its page context. */
export const SearchSettingsContext = React.createContext<PageSearch | null>(null);
