import { type SearchResponse, searchQuery, searchResponse, sortOptions } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, client, day, type Seller } from '../../../test/listings-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listingAccess } from '../listings/listing-access.ts';
import { createListingsRepository } from '../listings/listings.repository.ts';
import { createPhotosRepository } from '../listings/photos.repository.ts';
import { createPlaces } from '../places/places.service.ts';
import { noAgencies } from './map/map-on-database.ts';
import { createPublicListingCache } from './public-listing-cache.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';
import { createSearchCountCache } from './search-count-cache.ts';
import { encodeCursor, filtersFingerprint } from './search-cursor.ts';
import { createDataSet, type Listings, namesIn, publishAll, search } from './search-test-data.ts';

let test: TestApp;
let listings: Listings;
beforeAll(async () => {
  test = await createTestApp();
  ({ listings } = await createDataSet(test));
});
afterAll(() => test.close());

/** Every page of a query, following nextCursor; each page's own answer kept. */
async function allPages(query: string): Promise<SearchResponse[]> {
  const pages = [await search(test, query)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) {
    pages.push(await search(test, `${query}&cursor=${encodeURIComponent(last.nextCursor)}`));
  }
  return pages;
}

const cursorOf = (answer: SearchResponse) => answer.nextCursor as string;
const decoded = (cursor: string) =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];

describe('GET /api/properties pages', () => {
  it.each(sortOptions)('%s: pages of 2 walk the whole order once, each with the total', async (sort) => {
    const whole = namesIn(listings, await search(test, `sort=${sort}&limit=48`));
    const pages = await allPages(`sort=${sort}&limit=2`);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(pages.flatMap((page) => namesIn(listings, page))).toEqual(whole);
    expect(pages.map((page) => [page.total, page.totalExact])).toEqual(pages.map(() => [11, true]));
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('stays correct while listings are published and days pass between pages', async () => {
    const first = await search(test, 'limit=3');
    expect(namesIn(listings, first)).toEqual(['centarFlat', 'centarHouse', 'centarRent']);
    // Two days later, two listings are published: a complete one ranks among those already seen
    // (3 bonus days, newer than every other 3-day one), a bare one among those still to come.
    test.clock.advance(2 * day);
    const { listings: added, sellers } = await publishAll(test, {
      complete: { price: 99_000 },
      bare: { price: 99_000, hidePrice: true, bedrooms: null, bathrooms: null },
    });
    let cursor = cursorOf(first);
    const rest: string[] = [];
    for (;;) {
      test.clock.advance(day);
      const page = await search(test, `limit=3&cursor=${encodeURIComponent(cursor)}`);
      // "Load more" keeps the number the first page showed; a new first page counts again.
      expect([page.total, page.totalExact]).toEqual([11, true]);
      rest.push(...namesIn({ ...listings, ...added }, page));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(rest).toEqual([
      'stariGradRent',
      'banjaLukaOffice',
      'tuzlaHouse',
      'hrasnoFlat',
      'bare',
      'noviGradNoPrice',
      'tuzlaRentHidden',
      'mostarLand',
      'noviGradHidden',
    ]);
    expect((await search(test, 'limit=3')).total).toBe(13);
    // The newest first: what was published after page 1 is before its cursor, the rest follows once.
    const newestFirst = await search(test, 'sort=newest&limit=2');
    expect(namesIn({ ...listings, ...added }, newestFirst)).toEqual(['bare', 'complete']);
    for (const listing of [added.complete, added.bare]) {
      const owner = sellers.get(listing.id) as Seller;
      await advanceClock(test, 0, owner);
      expect((await client(test).delete(`/api/properties/${listing.id}`, owner.auth)).statusCode).toBe(204);
    }
  });

  it('a hidden price never reaches a cursor: its key is the "on request" infinity', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const keys = (await allPages(`sort=${sort}&limit=1`))
        .slice(0, -1)
        .map((page) => decoded(cursorOf(page))[1]);
      const shown = ['800.00', '1200.00', '90000.00', '120000.00', '185000.00', '185000.00', '250000.00'];
      const onRequest = sort === 'price_asc' ? 'Infinity' : '-Infinity';
      expect([...keys].sort()).toEqual([...shown, onRequest, onRequest, onRequest].sort());
    }
  });

  it('a malformed or edited cursor, or one of another sort or search, is Invalid on the cursor', async () => {
    const newest = cursorOf(await search(test, 'sort=newest&limit=2'));
    const priceCursor = cursorOf(await search(test, 'sort=price_asc&limit=2'));
    const invalid = [{ field: 'cursor', error: 'Invalid', extra: {} }];
    // A well-made cursor of the unfiltered search, then edited one field at a time.
    const made = { total: 11, totalExact: true, filters: filtersFingerprint({}) };
    const good = encodeCursor({
      ...made,
      sort: 'newest',
      key: '2026-02-01 10:00:00+00',
      id: listings.centarFlat.id,
    });
    expect((await client(test).get(`/api/properties?sort=newest&cursor=${good}`)).statusCode).toBe(200);
    const bad = [
      // Made for another search: the total it carries would be wrong.
      `sort=newest&listingType=rent&cursor=${newest}`,
      `sort=newest&cursor=${encodeCursor({ ...made, total: -1, sort: 'newest', key: '2026-02-01 10:00:00+00', id: listings.centarFlat.id })}`,
      `sort=newest&cursor=${encodeCursor({ ...made, total: 1.5, sort: 'newest', key: '2026-02-01 10:00:00+00', id: listings.centarFlat.id })}`,
      `sort=price_asc&cursor=${newest}`,
      `sort=relevant&cursor=${newest}`,
      `sort=newest&cursor=${priceCursor}`,
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
      `sort=newest&cursor=${encodeCursor({ ...made, sort: 'newest', key: '2026-02-31 10:00:00+00', id: listings.centarFlat.id })}`,
      `sort=newest&cursor=${encodeCursor({ ...made, sort: 'newest', key: "'; drop table properties; --", id: listings.centarFlat.id })}`,
      `sort=size_asc&cursor=${encodeCursor({ ...made, sort: 'size_asc', key: '12', id: 'not-a-uuid' })}`,
    ];
    for (const query of bad) {
      expect(validationErrors(await client(test).get(`/api/properties?${query}`))).toEqual(invalid);
    }
  });

  it("the home page's newest twelve", async () => {
    const answer = await search(test, 'sort=newest&limit=12');
    expect(answer.items).toHaveLength(11);
    expect(namesIn(listings, answer)[0]).toBe('centarHouse');
    expect(answer.nextCursor).toBeNull();
  });

  it('the total is exact up to the bound, then a lower bound flagged inexact', async () => {
    // The bound lowered to 3 through the service's dependency (the contract says 10 000).
    const db = test.database.db;
    const places = createPlaces();
    const service = createSearchService({
      repository: createSearchRepository(db),
      access: listingAccess({
        repository: createListingsRepository(db),
        photos: createPhotosRepository(db),
        places,
        clock: test.clock,
        fileUrl: (key) => key,
      }),
      places,
      clock: test.clock,
      listingJson: createPublicListingCache({ clock: test.clock, ttlMs: 5_000, maxEntries: 100 }),
      totals: createSearchCountCache({ clock: test.clock, ttlMs: 5_000, maxEntries: 100 }),
      agencies: noAgencies,
      totalExactMax: 3,
    });
    const totals = async (query: string) => {
      const bytes = await service.search(searchQuery.parse(Object.fromEntries(new URLSearchParams(query))));
      // The bytes are the contract's answer.
      const answer = searchResponse.parse(JSON.parse(bytes.toString('utf8')));
      return [answer.items.length, answer.total, answer.totalExact];
    };
    expect(await totals('')).toEqual([11, 3, false]);
    expect(await totals('limit=2')).toEqual([2, 3, false]);
    expect(await totals('listingType=rent')).toEqual([3, 3, true]);
    expect(await totals('listingType=rent&limit=2')).toEqual([2, 3, true]);
    expect(await totals('propertyType=house')).toEqual([4, 3, false]);
    expect(await totals('place=tuzla&limit=1')).toEqual([1, 2, true]);
    // A drawn area counts as it reads its page (decision 268), to the same bound.
    const country = `polygon=${encodeURIComponent('16 42,20 42,20 46,16 46')}`;
    expect(await totals(country)).toEqual([11, 3, false]);
    expect(await totals(`${country}&limit=2`)).toEqual([2, 3, false]);
    expect(await totals(`${country}&listingType=rent&limit=2`)).toEqual([2, 3, true]);
    expect(await totals(`${country}&listingType=rent&limit=3`)).toEqual([3, 3, true]);
    expect(await totals(`${country}&propertyType=house&limit=1`)).toEqual([1, 3, false]);
    const sea = `polygon=${encodeURIComponent('16 42,16.1 42,16.1 42.1')}`;
    expect(await totals(sea)).toEqual([0, 0, true]);
  });

  it("the statistics job gives the planner the listings' count and the visibility map (PGlite has no autovacuum)", async () => {
    await createSearchRepository(test.database.db).refreshStatistics();
    const result = (await test.database.db.execute(
      sql`select reltuples::int as rows from pg_class where relname = 'properties'`,
    )) as { rows: { rows: number }[] };
    expect(result.rows[0]?.rows).toBeGreaterThanOrEqual(11);
    // And the visibility map the covering indexes need to answer without reading the table.
    const visible = (await test.database.db.execute(
      sql`select relallvisible::int as pages from pg_class where relname = 'properties'`,
    )) as { rows: { pages: number }[] };
    expect(visible.rows[0]?.pages).toBeGreaterThan(0);
  });
});
