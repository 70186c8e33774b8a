import type { PropertyResponse, SearchResponse } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { createSearchSitemapSource, type SearchPage } from './search-sitemap-source';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function listing(n: number, change: Partial<PropertyResponse> = {}): PropertyResponse {
  return {
    id: `0b8a5a4e-5d1c-4b7e-9d55-${String(n).padStart(12, '0')}`,
    listingType: 'sell',
    updatedAt: at(n),
    place: {
      entity: { slug: 'federacija-bih', name: 'Federacija BiH' },
      canton: null,
      city: { slug: 'sarajevo', name: 'Sarajevo' },
      municipality: { slug: 'centar-sarajevo', name: 'Centar Sarajevo' },
      neighbourhood: null,
    },
    ...change,
  } as PropertyResponse;
}

/** The search's pages over `all`, `size` at a time, as the api answers them (the network boundary). */
function searchOver(all: PropertyResponse[], size: number) {
  const asked: (string | undefined)[] = [];
  const searchPage: SearchPage = async (cursor) => {
    asked.push(cursor);
    const start = cursor ? Number(cursor) : 0;
    const items = all.slice(start, start + size);
    const next = start + size < all.length ? String(start + size) : null;
    return { items, total: all.length, totalExact: true, nextCursor: next } satisfies SearchResponse;
  };
  return { searchPage, asked };
}

describe('the sitemap from the search', () => {
  it('walks the cursor pages once, splits the listings into files and names each file’s newest change', async () => {
    const all = Array.from({ length: 7 }, (_, n) => listing(n + 1));
    const search = searchOver(all, 3);
    const source = createSearchSitemapSource({ ...search, maxListings: 100, ttlMs: 1000, now: () => 0 });
    expect(await source.listingFiles(3)).toEqual([
      { count: 3, lastModified: at(3) },
      { count: 3, lastModified: at(6) },
      { count: 1, lastModified: at(7) },
    ]);
    expect(await source.listings(1, 3)).toEqual(
      [4, 5, 6].map((n) => ({ id: listing(n).id, lastModified: at(n) })),
    );
    expect(await source.listings(3, 3)).toEqual([]);
    expect(search.asked).toEqual([undefined, '3', '6']);
  });

  it('stops at maxListings: the newest ones', async () => {
    const search = searchOver(
      Array.from({ length: 10 }, (_, n) => listing(n + 1)),
      3,
    );
    const source = createSearchSitemapSource({ ...search, maxListings: 4, ttlMs: 1000, now: () => 0 });
    expect((await source.listings(0, 50)).map((item) => item.id)).toEqual(
      [1, 2, 3, 4].map((n) => listing(n).id),
    );
    expect(search.asked).toEqual([undefined, '3']);
  });

  it('names every place of a listing per listing type with its newest change, and the newest of each type', async () => {
    const search = searchOver(
      [
        listing(4),
        listing(2, {
          listingType: 'rent',
          place: {
            entity: null,
            canton: null,
            city: null,
            municipality: { slug: 'novi-grad-sarajevo', name: 'Novi Grad Sarajevo' },
            neighbourhood: { slug: 'dobrinja', name: 'Dobrinja' },
          },
        }),
        listing(9),
      ],
      48,
    );
    const source = createSearchSitemapSource({ ...search, maxListings: 100, ttlMs: 1000, now: () => 0 });
    expect(await source.places()).toEqual([
      { listingType: 'rent', slug: 'dobrinja', lastModified: at(2) },
      { listingType: 'rent', slug: 'novi-grad-sarajevo', lastModified: at(2) },
      { listingType: 'sell', slug: 'centar-sarajevo', lastModified: at(9) },
      { listingType: 'sell', slug: 'federacija-bih', lastModified: at(9) },
      { listingType: 'sell', slug: 'sarajevo', lastModified: at(9) },
    ]);
    expect(await source.newest()).toEqual({ sell: at(9), rent: at(2) });
  });

  it('walks again only after ttlMs, and after a failure on the next request', async () => {
    let now = 0;
    let failing = true;
    const inner = searchOver([listing(1)], 48);
    const searchPage: SearchPage = async (cursor) => {
      if (failing) throw new Error('api down');
      return inner.searchPage(cursor);
    };
    const source = createSearchSitemapSource({ searchPage, maxListings: 100, ttlMs: 1000, now: () => now });
    await expect(source.newest()).rejects.toThrow('api down');
    failing = false;
    expect(await source.newest()).toEqual({ sell: at(1) });
    now = 999;
    await source.places();
    expect(inner.asked).toHaveLength(1);
    now = 1000;
    await source.places();
    expect(inner.asked).toHaveLength(2);
  });
});
