import { propertyResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  client,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { invalidating } from '../listings/listing-caches.ts';
import { createListingsRepository } from '../listings/listings.repository.ts';
import { properties } from '../listings/listings.schema.ts';
import { createPhotosRepository } from '../listings/photos.repository.ts';
import { forgettingPhotos } from '../photos/photo-caches.ts';
import { createPublicListingCache } from './public-listing-cache.ts';

/**
 * GET /api/properties/{id} serves public answers from a short-lived cache (public-listing-cache.ts,
 * 5 s here as in production). These tests pin down what a visitor may and may not see from it.
 */
let test: TestApp;
let owner: Seller;
let visitor: Seller;
beforeAll(async () => {
  test = await createTestApp();
  visitor = await seller(test);
});
beforeEach(async () => {
  owner = await seller(test);
});
afterAll(() => test.close());

const http = () => client(test);
const url = (id: string, path = '') => `/api/properties/${id}${path ? `/${path}` : ''}`;
const ttlMs = 5_000;

/** A change made around this instance, as another api instance would make it. */
async function changeElsewhere(id: string, changes: Partial<typeof properties.$inferInsert>) {
  await test.database.db.update(properties).set(changes).where(eq(properties.id, id));
}

describe('the public listing cache', () => {
  it('answers the same JSON the second time, in the schema’s shape, as application/json', async () => {
    const listing = await listedListing(test, owner);
    const first = await http().get(url(listing.id));
    const second = await http().get(url(listing.id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    // Exactly what the schema allows: parsing changes nothing.
    expect(propertyResponse.parse(first.json())).toEqual(first.json());
    expect(first.json()).toMatchObject({ id: listing.id, price: listing.price });
  });

  it('serves a change made elsewhere once its entry is older than the time to live, not before', async () => {
    // A size of its own: an offer of one property with another listing here would have its cached
    // answer dropped whenever the other's offer changed (issue 30), at any moment.
    const listing = await listedListing(test, owner, { price: 100_000, size: 93.25 });
    expect(ok(await http().get(url(listing.id))).price).toBe(100_000);
    await changeElsewhere(listing.id, { price: 120_000 });
    // A regrouping that leaves a lone listing alone drops no cached answer (issue 30).
    await test.jobs.offers.regroupListing(listing.id);

    test.clock.advance(ttlMs);
    expect(ok(await http().get(url(listing.id))).price).toBe(100_000);
    test.clock.advance(1);
    expect(ok(await http().get(url(listing.id))).price).toBe(120_000);
  });

  it('shows the owner’s edit, hiding and deletion to visitors at once', async () => {
    const listing = await listedListing(test, owner, { price: 100_000 });
    expect(ok(await http().get(url(listing.id), visitor.auth)).price).toBe(100_000);

    const { id: _id, status: _status, ...rest } = listing;
    const edited = {
      ...rest,
      location: { lat: listing.location.lat, lng: listing.location.lng },
      price: 90_000,
    };
    ok(await http().put(url(listing.id), owner.auth, edited));
    expect(ok(await http().get(url(listing.id), visitor.auth)).price).toBe(90_000);

    ok(await http().post(url(listing.id, 'hide'), owner.auth));
    refused(await http().get(url(listing.id), visitor.auth), 404, 'PropertyNotFound');
    ok(await http().post(url(listing.id, 'unhide'), owner.auth));
    expect(ok(await http().get(url(listing.id))).price).toBe(90_000);

    expect((await http().delete(url(listing.id), owner.auth)).statusCode).toBe(204);
    refused(await http().get(url(listing.id)), 404, 'PropertyNotFound');
  });

  it('never serves the owner the public copy: with the price hidden, the owner sees it, visitors do not', async () => {
    const listing = await listedListing(test, owner, { price: 150_000, hidePrice: true });
    expect(ok(await http().get(url(listing.id), visitor.auth)).price).toBeNull();
    expect(ok(await http().get(url(listing.id), owner.auth)).price).toBe(150_000);
    expect(ok(await http().get(url(listing.id))).price).toBeNull();
  });

  it('stops serving a listing whose validity ends, even within the time to live', async () => {
    const listing = await listedListing(test, owner);
    await changeElsewhere(listing.id, { validUntil: new Date(test.clock.now().getTime() + 2_000) });
    ok(await http().get(url(listing.id)));

    test.clock.advance(2_000);
    refused(await http().get(url(listing.id)), 404, 'PropertyNotFound');
  });
});

describe('the jobs’ writes', () => {
  it('a photo made ready and an expiry drop the listing’s entry', async () => {
    const listing = await listedListing(test, owner);
    const upload = await uploadPhotos(test, owner, listing.id, [{ bytes: await jpeg() }]);
    const photoId = ok(upload, 201).photos[0]?.id as string;
    const cache = createPublicListingCache({ clock: test.clock, ttlMs, maxEntries: 10 });
    const { listings: repository } = invalidating(
      { listings: createListingsRepository(test.database.db) },
      {
        forget: (id) => cache.forget(id),
        forgetOwner: (id) => cache.forgetOwner(id),
        clearSearchTotals() {},
      },
    );
    // The photos module's variants drop the entry through ListingCaches (photos/photo-caches.ts).
    const photos = forgettingPhotos(createPhotosRepository(test.database.db), {
      forget: (id) => cache.forget(id),
      clearSearchTotals: () => {},
    });
    const row = await repository.byId(listing.id);
    if (!row) throw new Error('the listing is missing');

    cache.remember(row, listing);
    expect(cache.json(listing.id, null)).toBeDefined();
    await photos.setVariants(photoId, [320, 768]);
    expect(cache.json(listing.id, null)).toBeUndefined();

    cache.remember(row, listing);
    await changeElsewhere(listing.id, { validUntil: new Date(test.clock.now().getTime() - 1) });
    // Still public by the cached row's validity; the job's expiry must drop it.
    expect(cache.json(listing.id, null)).toBeDefined();
    const expired = await repository.jobTransaction((_tx, queries) =>
      queries.expireDue(test.clock.now(), new Date(0), 100),
    );
    expect(expired.map((row) => row.id)).toContain(listing.id);
    expect(cache.json(listing.id, null)).toBeUndefined();
  });
});
