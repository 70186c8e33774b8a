import 'server-only';
import type { AgenciesResponse, PublicAgencyResponse, SearchResponse } from '@krov/contracts';
import { cache } from 'react';
import { serverApi, unlessNotFound } from '@/shared/api/server-client';
import { prerenderedAgencyCount, prerenderedAgencySlugs } from './prerendered-agencies';

/** How long the server waits for the api before giving up. */
const timeoutMs = 10_000;

/** Listings the page renders on the server; "load more" adds as many at a time. */
export const agencyPageSize = 24;

/** A slug the api could make (the search's agency filter takes the same shape); others are not asked for. */
export function isAgencySlug(slug: string): boolean {
  return /^[a-z0-9-]{1,80}$/.test(slug);
}

/**
 * The api without the visitor's cookies: the page is the same for everyone and cached (its own
 * revalidation decides its age), so no `cache: 'no-store'` here.
 */
const api = () => serverApi({ timeoutMs });

/** An approved agency by its slug with its agents and counts; null for AgencyNotFound. Memoised per render. */
export const loadAgency = cache(
  async (slug: string): Promise<PublicAgencyResponse | null> =>
    isAgencySlug(slug) ? unlessNotFound(api().call('publicAgency', { params: { slug } })) : null,
);

/**
 * The agency's first page of listings, newest first, through the search's `agency` filter. A
 * failure leaves the list out rather than the page (null).
 */
export const loadAgencyListings = cache(async (slug: string): Promise<SearchResponse | null> => {
  try {
    const query = { agency: slug, sort: 'newest', limit: agencyPageSize } as const;
    return await unlessNotFound(api().call('searchProperties', { query }));
  } catch {
    return null;
  }
});

/** The biggest agencies' slugs for the build to render ahead; none when the build has no api. */
export function agencySlugsToPrerender(): Promise<string[]> {
  // A build without an api should not wait long to find out.
  const build = serverApi({ timeoutMs: 3_000, cache: 'no-store' });
  return prerenderedAgencySlugs(
    (): Promise<AgenciesResponse> => build.call('agencies', { query: { limit: prerenderedAgencyCount } }),
  );
}
