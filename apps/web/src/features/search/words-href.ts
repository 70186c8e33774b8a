import type { ListingType, SearchParseResponse } from '@krov/contracts';
import { featureWords, type SearchState, searchHref, typeWords, withNotUnderstood } from './url-state';

/** What the form already says beside the typed words: its deal and its other filters. */
export interface WordsForm {
  listingType: ListingType;
  state: SearchState;
}

/** In the contracts' order (url-state.ts: one URL per search), whatever order the sentence had. */
function inOrder<T extends string>(
  values: readonly T[] | undefined,
  known: Record<T, string>,
): T[] | undefined {
  if (!values?.length) return undefined;
  return (Object.keys(known) as T[]).filter((value) => values.includes(value));
}

/** Whether the api read anything at all from the words (else they were, say, a place it does not know). */
export function readAnything(answer: SearchParseResponse): boolean {
  return Object.values(answer.filters).some((value) => value !== undefined);
}

/**
 * The search page a typed sentence makes (issue 31, "words instead of forms"): what the api read
 * from it, over what the form says (its deal, its type, its ranges); the place is the sentence's
 * (none: the whole country, as an emptied place field). The words it could not read ride along
 * for the page to show, never as a filter.
 */
export function wordsHref(answer: SearchParseResponse, form: WordsForm): string {
  const { filters } = answer;
  const state: SearchState = { ...form.state };
  const read = {
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    sizeMin: filters.sizeMin,
    sizeMax: filters.sizeMax,
    bedroomsMin: filters.bedroomsMin,
  };
  // A range is the sentence's whole when it says either end: "do 200.000 KM" drops the form's minimum.
  if (read.priceMin !== undefined || read.priceMax !== undefined) {
    delete state.priceMin;
    delete state.priceMax;
  }
  if (read.sizeMin !== undefined || read.sizeMax !== undefined) {
    delete state.sizeMin;
    delete state.sizeMax;
  }
  for (const [key, value] of Object.entries(read))
    if (value !== undefined) Object.assign(state, { [key]: value });
  state.propertyTypes = inOrder(filters.propertyType, typeWords) ?? state.propertyTypes;
  // Features add up: the sentence's balcony joins the form's lift (every one must match anyway).
  state.features = inOrder([...state.features, ...(filters.features ?? [])], featureWords) ?? [];
  if (filters.withFloorPlan) state.withFloorPlan = true;
  if (filters.withVideo) state.withVideo = true;
  const href = searchHref(filters.listingType ?? form.listingType, filters.place ?? null, state);
  return withNotUnderstood(href, answer.unparsed);
}
