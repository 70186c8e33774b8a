import 'server-only';
import type { ListingType, PlaceResponse, PlaceSuggestion, SearchResponse } from '@krov/contracts';
import { cache } from 'react';
import { serverApi, unlessNotFound } from '@/shared/api/server-client';
import { apiQueryOf } from './filters';
import { parseSearchParams } from './url-state';

/** How long the server waits for the api before the page fails. */
const timeoutMs = 10_000;

/**
 * The api without the visitor's cookies: the search is public and the same for everyone. Its
 * reads are null on 404 (an unknown place).
 */
const api = () => serverApi({ timeoutMs, cache: 'no-store' });

/** A place by slug (its name, parents and counts); null when there is none. Memoised per request. */
export const loadPlace = cache(
  (slug: string): Promise<PlaceResponse | null> => unlessNotFound(api().call('place', { params: { slug } })),
);

/**
 * The first page of a search (or the page after `cursor`, for a visitor without JavaScript who
 * followed "load more"). `query` is the state's own query string (searchParamsOf), a string so
 * that the metadata and the page share one call per request (the memo compares arguments).
 */
export const loadResults = cache(
  (
    listingType: ListingType,
    place: string | null,
    query: string,
    cursor: string | undefined,
  ): Promise<SearchResponse | null> => {
    const state = parseSearchParams(new URLSearchParams(query));
    const apiQuery = apiQueryOf(listingType, place, state, cursor);
    return unlessNotFound(api().call('searchProperties', { query: apiQuery }));
  },
);

/** The best place for a name typed without choosing a suggestion ("sarajevo", "Nedžarići"). */
export async function resolvePlaceText(text: string): Promise<PlaceSuggestion | null> {
  const answer = await unlessNotFound(api().call('places', { query: { q: text.slice(0, 100), limit: 1 } }));
  return answer?.items[0] ?? null;
}
