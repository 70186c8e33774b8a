import type { SearchResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../listings/listings.schema.ts';

/**
 * A search's total is shared by the visitors of the same filters for 5 s (search-count-cache.ts,
 * decision 112): dropped at once by any listing change this api makes, and a change made elsewhere
 * (another api instance, here plain SQL) shows within the 5 s.
 */
let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test);
});
afterAll(() => test.close());

// Houses for rent: no other test of this file publishes one, so the totals are this test's own.
const filters = 'listingType=rent&propertyType=house';
const totalOf = async (query = filters) =>
  ok<SearchResponse>(await client(test).get(`/api/properties?${query}&limit=1`)).total;
const house = { listingType: 'rent', propertyType: 'house', price: 900 };

describe('a search’s total, shared for 5 s', () => {
  it('follows every change this api makes at once', async () => {
    expect(await totalOf()).toBe(0);
    const first = await listedListing(test, owner, house);
    expect(await totalOf()).toBe(1);
    await listedListing(test, owner, house);
    expect(await totalOf()).toBe(2);
    ok(await client(test).post(`/api/properties/${first.id}/hide`, owner.auth));
    expect(await totalOf()).toBe(1);
    ok(await client(test).post(`/api/properties/${first.id}/unhide`, owner.auth));
    expect(await totalOf()).toBe(2);
  });

  it('shows a change made elsewhere within 5 s, and at once for other filters', async () => {
    const third = await listedListing(test, owner, house);
    expect(await totalOf()).toBe(3);
    await test.database.db.update(properties).set({ status: 'hidden' }).where(eq(properties.id, third.id));
    // The same filters within 5 s: the total counted before, also after a regrouping of offers
    // that found every group in its place (it leaves the shared totals alone).
    await test.jobs.offers.regroupListing(third.id);
    test.clock.advance(5_000);
    expect(await totalOf()).toBe(3);
    // Other filters count anew, and the first page's items are always read now.
    expect(await totalOf(`${filters}&priceMax=1000`)).toBe(2);
    const page = ok<SearchResponse>(await client(test).get(`/api/properties?${filters}`));
    expect(page.items.map((item) => item.id)).not.toContain(third.id);
    test.clock.advance(1);
    expect(await totalOf()).toBe(2);
  });
});
