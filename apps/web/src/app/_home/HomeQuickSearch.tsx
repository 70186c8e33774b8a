'use client';

import { QuickSearch } from '@/features/home/QuickSearch';
import { useLanguage } from '@/i18n/use-language';
import { quickSearchHref, quickWordsHref } from './quick-search-href';

/** The home page's quick search composed with the search's URLs (features never import each other). */
export function HomeQuickSearch() {
  const language = useLanguage();
  return (
    <QuickSearch
      hrefOf={quickSearchHref}
      wordsHrefOf={(text, choice) => quickWordsHref(text, choice, language)}
    />
  );
}
