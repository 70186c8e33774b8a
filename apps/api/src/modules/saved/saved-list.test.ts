import type { PropertyResponse, SavedPropertiesResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
const http = () => client(test);
const minute = 60_000;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function savedPage(user: Seller, query = '') {
  return ok<SavedPropertiesResponse>(await http().get(`/api/users/me/saved-properties${query}`, user.auth));
}

const save = async (user: Seller, id: string) =>
  ok(await http().put(`/api/properties/${id}/save`, user.auth));

/** Every page from the first, `limit` at a time. */
async function allPages(user: Seller, limit: number) {
  const pages: SavedPropertiesResponse[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await savedPage(user, query);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

/** The listing as anyone sees it at GET /api/properties/{id}. */
const publicAnswer = async (id: string) => ok<PropertyResponse>(await http().get(`/api/properties/${id}`));

describe('GET /api/users/me/saved-properties', () => {
  it('lists the saved listings newest saved first, each in its public shape', async () => {
    const owner = await seller(test);
    const buyer = await seller(test);
    const first = await listedListing(test, owner);
    const second = await listedListing(test, owner, { hidePrice: true });
    const third = await listedListing(test, owner, { listingType: 'rent', price: 700 });
    await save(buyer, second.id);
    test.clock.advance(minute);
    await save(buyer, first.id);
    test.clock.advance(minute);
    await save(buyer, third.id);
    const savedAt = test.clock.now().toISOString();

    const page = await savedPage(buyer);
    expect(page.items.map((item) => item.propertyId)).toEqual([third.id, first.id, second.id]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toEqual({
      propertyId: third.id,
      savedAt,
      available: true,
      property: await publicAnswer(third.id),
    });
    // The hidden price stays hidden here too.
    expect(page.items[2]?.property).toMatchObject({ id: second.id, hidePrice: true, price: null });
    // Another user's list is their own.
    expect((await savedPage(owner)).items).toEqual([]);
  });

  it('walks cursor pages without a duplicate or a gap, also across saves of the same instant', async () => {
    const owner = await seller(test);
    const other = await seller(test);
    const buyer = await seller(test);
    const ids: string[] = [];
    for (const [index, user] of [owner, owner, owner, other, other].entries()) {
      const property = await listedListing(test, user, { price: 100_000 + index });
      ids.push(property.id);
    }
    // Three saved at one instant (ordered by id among themselves), two later.
    for (const id of ids.slice(0, 3)) await save(buyer, id);
    test.clock.advance(minute);
    for (const id of ids.slice(3)) await save(buyer, id);

    const whole = (await savedPage(buyer)).items.map((item) => item.propertyId);
    expect(whole).toHaveLength(5);
    expect(whole.slice(0, 2).sort()).toEqual(ids.slice(3).sort());
    expect(whole.slice(2)).toEqual([...ids.slice(0, 3)].sort().reverse());

    for (const limit of [1, 2, 3]) {
      const pages = await allPages(buyer, limit);
      expect(pages).toHaveLength(Math.ceil(5 / limit));
      expect(pages.flatMap((page) => page.items.map((item) => item.propertyId))).toEqual(whole);
      expect(pages.at(-1)?.nextCursor).toBeNull();
    }
    // A page that ends exactly at the end says so.
    expect((await savedPage(buyer, '?limit=5')).nextCursor).toBeNull();
  });

  it('lists a listing that is no longer public as unavailable, without its details, to its owner too', async () => {
    const owner = await seller(test);
    const buyer = await seller(test);
    const hidden = await listedListing(test, owner);
    const kept = await listedListing(test, owner);
    const deleted = await listedListing(test, owner);
    for (const property of [hidden, kept, deleted]) {
      await save(buyer, property.id);
      await save(owner, property.id);
      test.clock.advance(1000);
    }
    ok(await http().post(`/api/properties/${hidden.id}/hide`, owner.auth));
    expect((await http().delete(`/api/properties/${deleted.id}`, owner.auth)).statusCode).toBe(204);

    for (const user of [buyer, owner]) {
      const page = await savedPage(user);
      expect(
        page.items.map(({ propertyId, available, property }) => ({ propertyId, available, property })),
      ).toEqual([
        { propertyId: deleted.id, available: false, property: null },
        { propertyId: kept.id, available: true, property: await publicAnswer(kept.id) },
        { propertyId: hidden.id, available: false, property: null },
      ]);
    }

    // Shown again once public again.
    ok(await http().post(`/api/properties/${hidden.id}/unhide`, owner.auth));
    expect((await savedPage(buyer)).items[2]).toMatchObject({ propertyId: hidden.id, available: true });
  });

  it('refuses a malformed cursor or limit on the field, and a visitor who is not logged in', async () => {
    const buyer = await seller(test);
    const forged = Buffer.from(JSON.stringify({ t: 'yesterday', id: 'x' })).toString('base64url');
    for (const cursor of ['not-a-cursor', forged, '%7B%7D']) {
      expect(
        validationErrors(await http().get(`/api/users/me/saved-properties?cursor=${cursor}`, buyer.auth)),
      ).toEqual([{ field: 'cursor', error: 'Invalid', extra: {} }]);
    }
    expect(validationErrors(await http().get('/api/users/me/saved-properties?limit=0', buyer.auth))).toEqual([
      expect.objectContaining({ field: 'limit', error: 'GreaterThanOrEqual' }),
    ]);
    refused(await http().get('/api/users/me/saved-properties'), 401, 'Unauthorized');
  });
});
