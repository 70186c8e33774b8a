import 'server-only';
import { agencyLimits, searchLimits } from '@krov/contracts';
import { serverApi } from '@/shared/api/server-client';
import { createAgencyPagesSource } from './agency-pages-source';
import { createSearchSitemapSource } from './search-sitemap-source';
import type { SitemapSource } from './sitemap-types';

/**
 * The sitemap's source, chosen here and nowhere else (docs/decisions/101-sitemap.md): today the
 * public search walked page by page; a dedicated api call replaces it by changing this module.
 */

const timeoutMs = 10_000;

const api = () => serverApi({ timeoutMs, cache: 'no-store' });

function searchPage(cursor: string | undefined) {
  const query = { sort: 'newest', limit: searchLimits.pageSizeMax, ...(cursor ? { cursor } : {}) } as const;
  return api().call('searchProperties', { query });
}

function agenciesPage(cursor: string | undefined) {
  const query = { limit: agencyLimits.directoryPageSizeMax, ...(cursor ? { cursor } : {}) };
  return api().call('agencies', { query });
}

let source: SitemapSource | undefined;

export function sitemapSource(): SitemapSource {
  const ttlMs = 60 * 60 * 1000;
  source ??= {
    ...createSearchSitemapSource({
      searchPage,
      // ~210 calls of the search once an hour: the newest listings, which matter most to crawlers.
      maxListings: 10_000,
      ttlMs,
      now: Date.now,
    }),
    agencies: createAgencyPagesSource({ agenciesPage, maxAgencies: 5_000, ttlMs, now: Date.now }),
  };
  return source;
}
