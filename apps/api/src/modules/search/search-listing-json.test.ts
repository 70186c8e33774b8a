import { type SearchResponse, searchResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, propertyPhotos } from '../listings/listings.schema.ts';

/**
 * A search page's items are each listing's public JSON from the cache the property page fills
 * (public-listing-cache.ts), reused only while the listing's row is the one the page just read.
 */
let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test);
});
afterAll(() => test.close());

const http = () => client(test);
const page = async (query: string) => ok<SearchResponse>(await http().get(`/api/properties?${query}`));
const itemOf = async (id: string) =>
  (await page('sort=newest&limit=48')).items.find((item) => item.id === id);

/** A change made around this instance, as another api instance would make it. */
async function changeElsewhere(id: string, changes: Partial<typeof properties.$inferInsert>) {
  await test.database.db.update(properties).set(changes).where(eq(properties.id, id));
}

describe('search items from the listings’ public JSON', () => {
  it('answers the contract’s shape, the property page’s own JSON for each item, as application/json', async () => {
    const listing = await listedListing(test, owner, { price: 140_000 });
    const response = await http().get('/api/properties?sort=newest&limit=48');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Exactly what the schema allows: parsing changes nothing.
    expect(searchResponse.parse(response.json())).toEqual(response.json());
    const item = (response.json() as SearchResponse).items.find((each) => each.id === listing.id);
    const pageJson = (await http().get(`/api/properties/${listing.id}`)).body;
    expect(JSON.stringify(item)).toBe(pageJson);
    // The second page of answers is the same bytes.
    expect((await http().get('/api/properties?sort=newest&limit=48')).body).toBe(response.body);
  });

  it('a listing changed elsewhere is answered as it now is at once, not after the cache’s time', async () => {
    const listing = await listedListing(test, owner, { price: 100_000 });
    expect((await itemOf(listing.id))?.price).toBe(100_000);
    await changeElsewhere(listing.id, { price: 120_000, description: 'Promijenjeno negdje drugo.' });
    expect(await itemOf(listing.id)).toMatchObject({
      price: 120_000,
      description: 'Promijenjeno negdje drugo.',
    });
  });

  it('the owner’s hidden price never reaches a search through the cache', async () => {
    const listing = await listedListing(test, owner, { price: 90_000 });
    expect((await itemOf(listing.id))?.price).toBe(90_000);
    ok(await http().put(`/api/properties/${listing.id}/hide-price`, owner.auth, { hidden: true }));
    expect(await itemOf(listing.id)).toMatchObject({ price: null, hidePrice: true });
  });

  it('photos reordered elsewhere (the row unchanged) show within the cache’s 5 s', async () => {
    const listing = await listedListing(test, owner);
    const photo = (position: number) => ({
      propertyId: listing.id,
      originalKey: `original-${position}`,
      width: 800,
      height: 600,
      position,
    });
    const [first, second] = await test.database.db
      .insert(propertyPhotos)
      .values([photo(0), photo(1)])
      .returning();
    const order = async () => (await itemOf(listing.id))?.photos.map((each) => each.id);
    expect(await order()).toEqual([first?.id, second?.id]);
    await test.database.db
      .update(propertyPhotos)
      .set({ position: 2 })
      .where(eq(propertyPhotos.id, first?.id as string));
    // The listing's row did not change: its cached item stays for the cache's 5 s.
    test.clock.advance(5_000);
    expect(await order()).toEqual([first?.id, second?.id]);
    test.clock.advance(1);
    expect(await order()).toEqual([second?.id, first?.id]);
  });
});
