import type { Language } from '@krov/contracts';
import type { QuickSearchChoice } from '@/features/home/QuickSearch';
import { emptySearchState, searchHref } from '@/features/search/url-state';
import { wordsHref } from '@/features/search/words-href';

/** The search page a quick search opens, in the search's own URL (features/search/url-state.ts). */
export function quickSearchHref({ listingType, place, propertyType }: QuickSearchChoice): string {
  return searchHref(listingType, place, {
    ...emptySearchState,
    propertyTypes: propertyType ? [propertyType] : [],
  });
}

/**
 * The search page a typed sentence opens (issue 31): the api reads it; the quick search's deal and
 * type hold where the sentence says none. The reader (with the api client) loads on the first
 * submit, not with the home page, whose first load has a budget.
 */
export async function quickWordsHref(
  text: string,
  { listingType, propertyType }: QuickSearchChoice,
  language: Language,
): Promise<string> {
  const { readWords } = await import('@/features/search/read-words');
  const answer = await readWords(text, language);
  const state = { ...emptySearchState, propertyTypes: propertyType ? [propertyType] : [] };
  return wordsHref(answer, { listingType, state });
}
