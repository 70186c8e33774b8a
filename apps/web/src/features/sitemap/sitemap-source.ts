import 'server-only';
import { agencyLimits, searchLimits } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { webServerConfig } from '@/shared/config.server';
import { createAgencyPagesSource } from './agency-pages-source';
import { createSearchSitemapSource } from './search-sitemap-source';
import type { SitemapSource } from './sitemap-types';

/**
 * The sitemap's source, chosen here and nowhere else (docs/decisions/101-sitemap.md): today the
 * public search walked page by page; a dedicated api call replaces it by changing this module.
 */

const timeoutMs = 10_000;

async function apiJson(path: string) {
  const response = await fetch(`${webServerConfig().publicApiUrl}${path}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

function searchPage(cursor: string | undefined) {
  const query = new URLSearchParams({ sort: 'newest', limit: String(searchLimits.pageSizeMax) });
  if (cursor) query.set('cursor', cursor);
  return apiJson(`${pathOf(routes.searchProperties, {})}?${query}`);
}

function agenciesPage(cursor: string | undefined) {
  const query = new URLSearchParams({ limit: String(agencyLimits.directoryPageSizeMax) });
  if (cursor) query.set('cursor', cursor);
  return apiJson(`${pathOf(routes.agencies, {})}?${query}`);
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
