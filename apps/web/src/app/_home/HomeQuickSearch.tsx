'use client';

import { QuickSearch } from '@/features/home/QuickSearch';
import { quickSearchHref } from './quick-search-href';

/** The home page's quick search composed with the search's URLs (features never import each other). */
export function HomeQuickSearch() {
  return <QuickSearch hrefOf={quickSearchHref} />;
}
