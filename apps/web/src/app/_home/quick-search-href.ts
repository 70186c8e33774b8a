import type { QuickSearchChoice } from '@/features/home/QuickSearch';
import { emptySearchState, searchHref } from '@/features/search/url-state';

/** The search page a quick search opens, in the search's own URL (features/search/url-state.ts). */
export function quickSearchHref({ listingType, place, propertyType }: QuickSearchChoice): string {
  return searchHref(listingType, place, {
    ...emptySearchState,
    propertyTypes: propertyType ? [propertyType] : [],
  });
}
