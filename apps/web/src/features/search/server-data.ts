import 'server-only';
import type { ListingType, PlaceResponse, PlaceSuggestion, SearchResponse } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { cache } from 'react';
import { webServerConfig } from '@/shared/config.server';
import { apiQueryOf } from './filters';
import { parseSearchParams } from './url-state';

/** How long the server waits for the api before the page fails. */
const timeoutMs = 10_000;

/**
 * A GET of the api by path and query, without the visitor's cookies: the search is public and the
 * same for everyone. Null on 404 (an unknown place).
 */
async function get<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<T | null> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const url = `${webServerConfig().publicApiUrl}${path}${search.size ? `?${search}` : ''}`;
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const answer: T = await response.json();
  return answer;
}

/** A place by slug (its name, parents and counts); null when there is none. Memoised per request. */
export const loadPlace = cache(
  (slug: string): Promise<PlaceResponse | null> => get(pathOf(routes.place, { slug })),
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
    return get(routes.searchProperties.path, apiQuery as Record<string, string | number | undefined>);
  },
);

/** The best place for a name typed without choosing a suggestion ("sarajevo", "Nedžarići"). */
export async function resolvePlaceText(text: string): Promise<PlaceSuggestion | null> {
  const answer = await get<{ items: PlaceSuggestion[] }>(routes.places.path, {
    q: text.slice(0, 100),
    limit: 1,
  });
  return answer?.items[0] ?? null;
}
