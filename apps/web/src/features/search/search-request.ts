import 'server-only';
import type { ListingType, PlaceResponse, SearchResponse } from '@krov/contracts';
import { searchParseLimits } from '@krov/contracts/constants';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { isFormQuery, placeChoice, stateFromForm } from './form-state';
import { loadPlace, loadResults, resolvePlaceText } from './server-data';
import {
  param,
  paramsOf,
  parseSearchParams,
  type SearchState,
  searchHref,
  searchParamsOf,
} from './url-state';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export interface SearchRequest {
  listingType: ListingType;
  place: PlaceResponse | null;
  state: SearchState;
  /** Set when a visitor without JavaScript followed "load more". */
  cursor: string | undefined;
  /** A place name typed in the form that matched no place (the search stays where it was). */
  unknownPlace: string | undefined;
  /** The words of a typed sentence the api could not read (issue 31), to show; never a filter. */
  notUnderstood: string | undefined;
}

/**
 * What a search page's request asks for. A submitted filter form redirects to its short URL (a
 * typed place name to that place's page); an unknown place slug is the 404 page. Memoised per
 * request: the metadata and the page share it.
 */
export const readSearchRequest = cache(
  async (listingType: ListingType, slug: string | null, query: string): Promise<SearchRequest> => {
    const params = new URLSearchParams(query);
    // A slug the api could not know (its shape) is not asked for.
    if (slug !== null && !/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
    const place = slug ? await loadPlace(slug) : null;
    if (slug && !place) notFound();
    if (!isFormQuery(params)) {
      const cursor = params.get(param.cursor) || undefined;
      const notUnderstood = params.get(param.notUnderstood)?.trim().slice(0, searchParseLimits.textMax);
      return {
        listingType,
        place,
        state: parseSearchParams(params),
        cursor,
        unknownPlace: undefined,
        notUnderstood: notUnderstood || undefined,
      };
    }
    const state = stateFromForm(params);
    const choice = placeChoice(params, place);
    if (choice.kind === 'same') redirect(searchHref(listingType, slug, state));
    if (choice.kind === 'none') redirect(searchHref(listingType, null, state));
    if (choice.kind === 'chosen') redirect(searchHref(listingType, choice.slug, state));
    const found = await resolvePlaceText(choice.text);
    if (found) redirect(searchHref(listingType, found.slug, state));
    return {
      listingType,
      place,
      state,
      cursor: undefined,
      unknownPlace: choice.text,
      notUnderstood: undefined,
    };
  },
);

/** Next's searchParams as one query string (the memo's key). */
export function queryOf(record: SearchParamsRecord): string {
  const params = paramsOf(record);
  const query = new URLSearchParams();
  for (const name of Object.keys(record)) for (const value of params.getAll(name)) query.append(name, value);
  return query.toString();
}

/**
 * The results the page shows: the first page, or the one after the cursor. A cursor the api
 * refuses (an old or edited link) gives the first page instead.
 */
export async function readResults(request: SearchRequest): Promise<SearchResponse> {
  const { listingType, place, state, cursor } = request;
  const query = searchParamsOf(state).toString();
  const load = (after: string | undefined) => loadResults(listingType, place?.slug ?? null, query, after);
  const results = cursor ? await load(cursor).catch(() => load(undefined)) : await load(undefined);
  if (!results) notFound();
  return results;
}
