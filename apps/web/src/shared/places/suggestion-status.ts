import type { PlaceSuggestion } from '@krov/contracts';

/** Fewer letters than this match too much to be worth a request. */
export const suggestMinLength = 2;

export type SuggestionStatus =
  | { key: 'searching'; values?: undefined }
  | { key: 'none'; values: { query: string } }
  | { key: 'failed'; values?: undefined }
  | { key: 'results'; values: { count: number } };

/**
 * What the live region says about the suggestions (and the list when it has none): nothing for
 * a text too short to ask about, "searching" while the answer for the text is out, then the count
 * found, or that none matched or the request failed.
 */
export function suggestionStatus(
  text: string,
  suggestions: { items: readonly PlaceSuggestion[]; pending: boolean; failed: boolean },
  open: boolean,
): SuggestionStatus | null {
  if (!open || text.trim().length < suggestMinLength) return null;
  if (suggestions.failed) return { key: 'failed' };
  if (suggestions.items.length > 0) {
    return suggestions.pending
      ? { key: 'searching' }
      : { key: 'results', values: { count: suggestions.items.length } };
  }
  if (suggestions.pending) return { key: 'searching' };
  return { key: 'none', values: { query: text.trim() } };
}
