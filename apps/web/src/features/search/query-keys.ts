import type { SearchQueryInput } from '@krov/contracts';

/** The keys of the search's server data in the app's QueryClient, in one place. */
export const searchKeys = {
  all: ['search'] as const,
  /**
   * The pages "load more" added to a search whose first page (rendered by the server) ended at
   * `after`: kept while the visitor opens a listing, goes elsewhere and comes back.
   */
  more: (query: SearchQueryInput, after: string) => ['search', 'more', query, after] as const,
  /** /me/searches: the user's saved searches (one list, at most 50). */
  saved: ['search', 'saved-searches'] as const,
};
