import 'server-only';
import type { AgenciesResponse, PublicAgencyResponse, SearchResponse } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { cache } from 'react';
import { webServerConfig } from '@/shared/config.server';
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
 * A public GET of the api without the visitor's cookies: the page is the same for everyone and
 * cached (its own revalidation decides its age), so no `cache: 'no-store'` here. Null on 404.
 */
async function get<T>(path: string): Promise<T | null> {
  const response = await fetch(`${webServerConfig().publicApiUrl}${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const answer: T = await response.json();
  return answer;
}

/** An approved agency by its slug with its agents and counts; null for AgencyNotFound. Memoised per render. */
export const loadAgency = cache(
  async (slug: string): Promise<PublicAgencyResponse | null> =>
    isAgencySlug(slug) ? get(pathOf(routes.publicAgency, { slug })) : null,
);

/**
 * The agency's first page of listings, newest first, through the search's `agency` filter. A
 * failure leaves the list out rather than the page (null).
 */
export const loadAgencyListings = cache(async (slug: string): Promise<SearchResponse | null> => {
  try {
    const query = new URLSearchParams({ agency: slug, sort: 'newest', limit: String(agencyPageSize) });
    return await get(`${routes.searchProperties.path}?${query}`);
  } catch {
    return null;
  }
});

/** The biggest agencies' slugs for the build to render ahead; none when the build has no api. */
export function agencySlugsToPrerender(): Promise<string[]> {
  return prerenderedAgencySlugs(async () => {
    const query = new URLSearchParams({ limit: String(prerenderedAgencyCount) });
    const response = await fetch(`${webServerConfig().publicApiUrl}${pathOf(routes.agencies, {})}?${query}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      // A build without an api should not wait long to find out.
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) throw new Error(`GET /api/agencies answered ${response.status}`);
    const answer: AgenciesResponse = await response.json();
    return answer;
  });
}
