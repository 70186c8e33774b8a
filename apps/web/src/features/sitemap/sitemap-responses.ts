import {
  listingEntry,
  listingsPerFile,
  newestLastmod,
  pageEntries,
  parseSitemapFileName,
  sitemapFilePath,
  splitIntoFiles,
  type UrlEntry,
} from './sitemap-plan';
import type { SitemapSource } from './sitemap-types';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * The answers of /sitemap.xml (the index) and /sitemaps/{file}.xml, from a source and the web's
 * public origin. A source that fails answers 503 with Retry-After, never an empty sitemap that
 * would tell crawlers every page is gone.
 */

const xmlHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  // Crawlers and proxies may keep it a while; the source itself is renewed hourly.
  'Cache-Control': 'public, max-age=600',
};

async function pagesFiles(source: SitemapSource, origin: string): Promise<UrlEntry[][]> {
  const [newest, places, agencies] = await Promise.all([source.newest(), source.places(), source.agencies()]);
  return splitIntoFiles(pageEntries(origin, newest, places, agencies));
}

async function answer(build: () => Promise<string | null>): Promise<Response> {
  try {
    const xml = await build();
    if (xml === null)
      return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
    return new Response(xml, { headers: xmlHeaders });
  } catch (error) {
    console.error('sitemap: the source failed', error);
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' },
    });
  }
}

export function sitemapIndexResponse(source: SitemapSource, origin: string): Promise<Response> {
  return answer(async () => {
    const [pages, listings] = await Promise.all([
      pagesFiles(source, origin),
      source.listingFiles(listingsPerFile(origin)),
    ]);
    const files: UrlEntry[] = [
      ...pages.map((entries, index) => ({
        loc: `${origin}${sitemapFilePath('pages', index)}`,
        lastmod: newestLastmod(entries.map((entry) => entry.lastmod)),
      })),
      ...listings.map((file, index) => ({
        loc: `${origin}${sitemapFilePath('listings', index)}`,
        lastmod: file.lastModified,
      })),
    ];
    return sitemapIndexXml(files);
  });
}

export function sitemapFileResponse(source: SitemapSource, origin: string, name: string): Promise<Response> {
  return answer(async () => {
    const file = parseSitemapFileName(name);
    if (!file) return null;
    if (file.kind === 'pages') {
      const entries = (await pagesFiles(source, origin))[file.index];
      return entries ? urlsetXml(entries) : null;
    }
    const listings = await source.listings(file.index, listingsPerFile(origin));
    return listings.length > 0 ? urlsetXml(listings.map((listing) => listingEntry(origin, listing))) : null;
  });
}
