import type { ListingType, PlaceSuggestion } from '@krov/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { suggestMinLength } from './suggestion-status.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** A pause this long in typing asks the api. */
export const suggestDebounceMs = 200;
const suggestLimit = 8;

export const placeKeys = {
  suggestions: (query: string, listingType: ListingType | undefined) =>
    ['places', 'suggestions', query, listingType ?? 'any'] as const,
};

export interface PlaceSuggestions {
  /** The text the shown suggestions answer (typing goes on while a request is out). */
  query: string;
  items: PlaceSuggestion[];
  /** A request for the current text is out (or about to be). */
  pending: boolean;
  failed: boolean;
}

/**
 * The autocomplete's suggestions for `text` (GET /api/places), debounced and cached per text. On
 * a search of one deal (Kupovina or Najam) the counts are that deal's, as the results will be.
 */
export function usePlaceSuggestions(
  text: string,
  enabled: boolean,
  listingType?: ListingType,
): PlaceSuggestions {
  const wanted = text.trim();
  const query = useDebouncedValue(wanted, suggestDebounceMs);
  const active = enabled && query.length >= suggestMinLength;
  const answer = useQuery({
    queryKey: placeKeys.suggestions(query.toLowerCase(), listingType),
    queryFn: async ({ signal }) => {
      const params = { q: query, limit: suggestLimit, ...(listingType ? { listingType } : {}) };
      return (await request('places', { query: params }, { signal, quiet: true })).items;
    },
    enabled: active,
    // Suggestions of the previous text stay while the next ones load: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const long = wanted.length >= suggestMinLength;
  return {
    query,
    items: enabled && long && answer.data ? answer.data : [],
    pending: enabled && long && (wanted !== query || answer.isFetching),
    failed: active && answer.isError,
  };
}
