import type { OwnerCardResponse, PropertyListResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAnalyticsRepository } from '../analytics/analytics.repository.ts';

let test: TestApp;
let owner: Seller;
let buyer: Seller;
beforeAll(async () => {
  test = await createTestApp();
  buyer = await seller(test);
});
// A fresh owner per test: a private user lists 5 at most.
beforeEach(async () => {
  owner = await seller(test);
});
afterAll(() => test.close());

const http = () => client(test);
const url = (id: string, path = '') => `/api/properties/${id}${path ? `/${path}` : ''}`;
const ids = (list: PropertyListResponse) => list.items.map((item) => item.id);
const counters = (id: string) => createAnalyticsRepository(test.database.db).dailyCounters(id);
const today = () => test.clock.now().toISOString().slice(0, 10);

/** Pins inside municipalities (their seats in the places data). */
const pins = {
  novoSarajevo: { lat: 43.85146, lng: 18.38918 },
  centarSarajevo: { lat: 43.88991, lng: 18.42517 },
  stariGradSarajevo: { lat: 43.91893, lng: 18.47108 },
  noviGradSarajevo: { lat: 43.86827, lng: 18.32054 },
  /** In the canton of Sarajevo, not in the city. */
  ilidza: { lat: 43.8309, lng: 18.3096 },
  tuzla: { lat: 44.53842, lng: 18.66709 },
  /** In the canton of Tuzla, as Tuzla is. */
  lukavac: { lat: 44.5417, lng: 18.5283 },
  banjaLuka: { lat: 44.77583, lng: 17.18556 },
};

const sellersById = new Map<string, Seller>();

/** Listings of fresh sellers (5 each at most: the private user's limit). */
async function listingsOfSellers(inputs: Array<Record<string, unknown>>): Promise<PropertyResponse[]> {
  const made: PropertyResponse[] = [];
  let current: Seller | null = null;
  for (const [index, input] of inputs.entries()) {
    if (index % 5 === 0) current = await seller(test);
    const listing = await listedListing(test, current as Seller, input);
    sellersById.set(listing.ownerId, current as Seller);
    made.push(listing);
    test.clock.advance(1000);
  }
  return made;
}

describe('GET /api/properties/{id}/similar', () => {
  it('keeps the same types; the municipality, city and canton within ±30 % (edges included), then within ±50 %; nearest first', async () => {
    const house = { propertyType: 'house', location: pins.novoSarajevo, floor: null, totalFloors: null };
    const base = await listedListing(test, owner, { ...house, price: 200_000, size: 100 });
    const [upper, lower, wider1, wider2, wider3, ...others] = await listingsOfSellers([
      { ...house, price: 260_000, size: 70 },
      { ...house, price: 140_000, size: 130 },
      { ...house, price: 260_001, size: 100 },
      { ...house, price: 200_000, size: 130.5 },
      { ...house, price: 139_999, size: 100 },
      { ...house, price: 200_000, size: 100, listingType: 'rent' },
      { ...house, price: 200_000, size: 100, propertyType: 'apartment' },
      { ...house, price: 200_000, size: 100, location: pins.centarSarajevo },
      { ...house, price: 99_999, size: 100 },
      { ...house, price: 200_000, size: 100 },
    ]);
    const [, , inCity, tooCheap, hidden] = others as PropertyResponse[];
    // The last one gets hidden by its owner: private listings are never similar.
    ok(
      await http().post(url(hidden?.id as string, 'hide'), sellersById.get(hidden?.ownerId as string)?.auth),
    );

    const similar = ok<PropertyListResponse>(await http().get(url(base.id, 'similar')));
    // ±30 %: the municipality's (newest first), then the city's; then ±50 %: six in all.
    expect(ids(similar)).toEqual([lower?.id, upper?.id, inCity?.id, wider3?.id, wider2?.id, wider1?.id]);
    expect(ids(similar)).not.toContain(tooCheap?.id);
    expect(similar.items.every((item) => item.id !== base.id)).toBe(true);
  });

  it('widens to the city, then the canton, never beyond it', async () => {
    const rent = {
      listingType: 'rent',
      propertyType: 'office',
      price: 1000,
      size: 120,
      floor: null,
      totalFloors: null,
    };
    const base = await listedListing(test, owner, { ...rent, location: pins.stariGradSarajevo });
    expect(ids(ok(await http().get(url(base.id, 'similar'))))).toEqual([]);
    const [inCanton, inCity, inTuzla, inLukavac] = await listingsOfSellers([
      { ...rent, location: pins.ilidza },
      { ...rent, location: pins.noviGradSarajevo },
      { ...rent, location: pins.tuzla },
      { ...rent, location: pins.lukavac },
    ]);
    expect(ids(ok(await http().get(url(base.id, 'similar'))))).toEqual([inCity?.id, inCanton?.id]);
    // Tuzla has no city above its municipality: its canton, nothing of Sarajevo's.
    expect(ids(ok(await http().get(url(inTuzla?.id as string, 'similar'))))).toEqual([inLukavac?.id]);

    const [sameMunicipality] = await listingsOfSellers([{ ...rent, location: pins.stariGradSarajevo }]);
    expect(ids(ok(await http().get(url(base.id, 'similar'))))).toEqual([
      sameMunicipality?.id,
      inCity?.id,
      inCanton?.id,
    ]);
  });

  it('answers at most 6, the newest', async () => {
    const land = {
      propertyType: 'land',
      price: 50_000,
      size: 1000,
      location: pins.banjaLuka,
      bedrooms: null,
      bathrooms: null,
      floor: null,
      totalFloors: null,
    };
    const base = await listedListing(test, owner, land);
    const made = await listingsOfSellers(Array.from({ length: 8 }, () => land));
    const newest = made.map((item) => item.id).reverse();
    expect(ids(ok(await http().get(url(base.id, 'similar'))))).toEqual(newest.slice(0, 6));
  });
});

describe('GET /api/properties/{id}/owner', () => {
  it("answers the owner's public card: name, photo, member since, never the e-mail or phone number", async () => {
    const property = await listedListing(test, owner);
    const card = ok<OwnerCardResponse>(await http().get(url(property.id, 'owner')));
    expect(card).toEqual({
      name: owner.name,
      profileImage: null,
      memberSince: expect.any(String),
      agency: null,
    });
    expect(JSON.stringify(card)).not.toContain(owner.email);
  });
});

describe('POST /api/properties/{id}/phone', () => {
  it('answers the verified number to logged-in users only, counting each reveal but the owner’s', async () => {
    const property = await listedListing(test, owner);
    refused(await http().post(url(property.id, 'phone')), 401, 'Unauthorized');
    const me = ok<{ phoneNumber: string }>(await http().get('/api/users/me', owner.auth));
    expect(ok(await http().post(url(property.id, 'phone'), buyer.auth))).toEqual({
      phoneNumber: me.phoneNumber,
    });
    ok(await http().post(url(property.id, 'phone'), buyer.auth));
    ok(await http().post(url(property.id, 'phone'), owner.auth));
    expect(await counters(property.id)).toMatchObject([{ day: today(), phoneReveals: 2 }]);
  });
});

describe('listings that are not public', () => {
  it('answer 404 to others on every page endpoint, and the owner still sees their card and similar', async () => {
    const unpaid = await createListing(test, owner);
    const hidden = await listedListing(test, owner);
    ok(await http().post(url(hidden.id, 'hide'), owner.auth));
    const deleted = await listedListing(test, owner);
    expect((await http().delete(url(deleted.id), owner.auth)).statusCode).toBe(204);
    const expired = await listedListing(test, owner);
    await advanceClock(test, 31 * day, owner, buyer);
    for (const property of [unpaid, hidden, deleted, expired]) {
      for (const path of ['owner', 'similar']) {
        refused(await http().get(url(property.id, path)), 404, 'PropertyNotFound');
        refused(await http().get(url(property.id, path), buyer.auth), 404, 'PropertyNotFound');
      }
      refused(await http().post(url(property.id, 'phone'), buyer.auth), 404, 'PropertyNotFound');
      refused(await http().put(url(property.id, 'save'), buyer.auth), 404, 'PropertyNotFound');
      refused(await http().get(url(property.id, 'save'), buyer.auth), 404, 'PropertyNotFound');
    }
    refused(await http().get(url('00000000-0000-4000-8000-000000000000', 'owner')), 404, 'PropertyNotFound');
    expect(ok(await http().get(url(hidden.id, 'owner'), owner.auth))).toMatchObject({ name: owner.name });
    expect(ok(await http().get(url(expired.id, 'similar'), owner.auth))).toMatchObject({ items: [] });
  });
});
