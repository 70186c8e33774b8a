import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { describe, expect, it } from 'vitest';
import { sitemapFileResponse, sitemapIndexResponse } from './sitemap-responses';
import type { ListingPage, SitemapSource } from './sitemap-types';

const origin = 'https://krov.ba';
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** A source over fixed data (the sources themselves are tested on their own). */
function sourceOf(listings: ListingPage[], failing = false): SitemapSource {
  const fail = async () => {
    throw new Error('api down');
  };
  return {
    places: failing ? fail : async () => [{ listingType: 'sell', slug: 'sarajevo', lastModified: at(4) }],
    newest: async () => ({ sell: at(4) }),
    agencies: async () => [{ slug: 'sarajevo-nekretnine', lastModified: at(3) }],
    listingFiles: async (perFile) =>
      Array.from({ length: Math.ceil(listings.length / perFile) }, (_, index) => {
        const slice = listings.slice(index * perFile, (index + 1) * perFile);
        return {
          count: slice.length,
          lastModified:
            slice
              .map((l) => l.lastModified)
              .sort()
              .at(-1) ?? '',
        };
      }),
    listings: async (index, perFile) => listings.slice(index * perFile, (index + 1) * perFile),
  };
}

const listings = [
  { id: '0b8a5a4e-5d1c-4b7e-9d55-000000000001', lastModified: at(2) },
  { id: '0b8a5a4e-5d1c-4b7e-9d55-000000000002', lastModified: at(4) },
];

describe('the sitemap answers', () => {
  it('/sitemap.xml is an index of the pages files and the listings files, with their newest change', async () => {
    const response = await sitemapIndexResponse(sourceOf(listings), origin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = await parseSitemapIndex(Readable.from([await response.text()]));
    expect(index).toEqual([
      { url: 'https://krov.ba/sitemaps/pages-0.xml', lastmod: at(4) },
      { url: 'https://krov.ba/sitemaps/listings-0.xml', lastmod: at(4) },
    ]);
  });

  it('each file is a urlset of absolute URLs on the public address', async () => {
    const pages = await sitemapFileResponse(sourceOf(listings), origin, 'pages-0.xml');
    const pageUrls = (await parseSitemap(Readable.from([await pages.text()]))).map((item) => item.url);
    expect(pageUrls).toContain('https://krov.ba/buy/sarajevo');
    expect(pageUrls).toContain('https://krov.ba/agency/sarajevo-nekretnine');
    expect(pageUrls).toContain('https://krov.ba/');
    const file = await sitemapFileResponse(sourceOf(listings), origin, 'listings-0.xml');
    const items = await parseSitemap(Readable.from([await file.text()]));
    expect(items.map((item) => [item.url, item.lastmod])).toEqual(
      listings.map((listing) => [`https://krov.ba/p/${listing.id}`, listing.lastModified]),
    );
  });

  it('answers 404 for a file that is not in the index', async () => {
    for (const name of ['listings-1.xml', 'pages-1.xml', 'nothing.xml']) {
      expect((await sitemapFileResponse(sourceOf(listings), origin, name)).status, name).toBe(404);
    }
    expect((await sitemapFileResponse(sourceOf([]), origin, 'listings-0.xml')).status).toBe(404);
  });

  it('answers 503 with Retry-After when the source fails, never an empty sitemap', async () => {
    const index = await sitemapIndexResponse(sourceOf(listings, true), origin);
    expect(index.status).toBe(503);
    expect(index.headers.get('retry-after')).toBe('600');
    expect((await sitemapFileResponse(sourceOf(listings, true), origin, 'pages-0.xml')).status).toBe(503);
  });
});
