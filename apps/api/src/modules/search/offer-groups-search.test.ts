import type { MapResponse, PropertyResponse, SearchResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { groupAsOffers } from '../../../test/offer-group-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * One property, one result (issue 30, decision 249): a flat offered by an agency, a private owner
 * and another owner who hides the price is one item of the search and one point of the map, its
 * best offer first with every public offer beside it; `groupOffers=false` answers every listing.
 * The grouping is set by SQL (offer-group-fixtures.ts); the grouping engine's own tests find it.
 */
let test: TestApp;
let agency: { owner: Seller; agency: { name: string; slug: string } };
let owner: Seller;
let hider: Seller;
const flat = { listingType: 'rent', propertyType: 'apartment', size: 80, price: 900 };
let byAgency: PropertyResponse;
let byOwner: PropertyResponse;
let hidden: PropertyResponse;
let alone: PropertyResponse;

beforeAll(async () => {
  test = await createTestApp();
  agency = await approvedAgency(test, await adminUser(test), { name: 'Krov Nekretnine' });
  owner = await seller(test, { name: 'Privatna Vlasnica' });
  hider = await seller(test, { name: 'Tajni Vlasnik' });
  byOwner = await listedListing(test, owner, { ...flat, price: 1_000 });
  test.clock.advance(60_000);
  byAgency = await listedListing(test, agency.owner, flat);
  test.clock.advance(60_000);
  hidden = await listedListing(test, hider, { ...flat, price: 950, hidePrice: true });
  test.clock.advance(60_000);
  alone = await listedListing(test, owner, {
    ...flat,
    size: 200,
    price: 1_500,
    location: { lat: 43.8501, lng: 18.3902 },
  });
  // The agency's 900 KM is the best offer.
  await groupAsOffers(test, byAgency.id, [byOwner.id, hidden.id]);
});
afterAll(() => test.close());

const search = async (query: string) =>
  ok<SearchResponse>(
    await client(test).get(`/api/properties?listingType=rent&propertyType=apartment&${query}`),
  );
const map = async (query: string) =>
  ok<MapResponse>(
    await client(test).get(`/api/properties/map?listingType=rent&bbox=18.2,43.7,18.6,44.0&zoom=12&${query}`),
  );

describe('the grouped search', () => {
  it('answers one item per property, the best offer with every public offer beside it', async () => {
    const grouped = await search('sort=newest');
    expect(grouped.items.map((item) => item.id)).toEqual([alone.id, byAgency.id]);
    const [, lead] = grouped.items;
    expect(lead?.offers).toEqual([
      {
        propertyId: byAgency.id,
        price: 900,
        agency: { name: 'Krov Nekretnine', slug: expect.any(String), logo: null },
      },
      { propertyId: byOwner.id, price: 1_000, agency: null },
      // A price on request stays on request among the offers.
      { propertyId: hidden.id, price: null, agency: null },
    ]);
    expect(grouped.items[0]?.offers).toEqual([]);
  });

  it('counts each property once: the ungrouped total minus the duplicates', async () => {
    const every = await search('groupOffers=false');
    expect(every.items.map((item) => item.id).sort()).toEqual(
      [alone.id, byAgency.id, byOwner.id, hidden.id].sort(),
    );
    const grouped = await search('limit=1');
    // Two of the three offers are duplicates.
    expect(grouped.total).toBe(every.total - 2);
    expect(grouped.totalExact).toBe(true);
    // The pages hold each property once.
    const next = await search(`limit=1&cursor=${grouped.nextCursor}`);
    expect([...grouped.items, ...next.items].map((item) => item.id).sort()).toEqual(
      [alone.id, byAgency.id].sort(),
    );
    expect(next.nextCursor).toBeNull();
  });

  it('keeps a cursor to the mode it was made in', async () => {
    const grouped = await search('limit=1');
    const refused = await client(test).get(
      `/api/properties?listingType=rent&propertyType=apartment&limit=1&groupOffers=false&cursor=${grouped.nextCursor}`,
    );
    expect(validationErrors(refused)).toEqual([{ field: 'cursor', error: 'Invalid', extra: {} }]);
  });

  it('answers each of an agency’s own listings, whichever offer is the best', async () => {
    const own = await search(`agency=${agency.agency.slug}&groupOffers=true`);
    expect(own.items.map((item) => item.id)).toEqual([byAgency.id]);
  });

  it('lists a price filter’s properties by their best offer', async () => {
    // The best offer (900) is under 950: the property is found, offered from 900.
    expect((await search('priceMax=950')).items.map((item) => item.id)).toEqual([byAgency.id]);
    expect((await search('priceMax=950&groupOffers=false')).total).toBe(1);
  });
});

describe('the grouped map', () => {
  it('counts a property once, from the pyramid and from the listings alike', async () => {
    expect((await map('')).total).toBe(2);
    // A filter the pyramid does not know reads the listings, with the same grouping.
    expect((await map('sizeMin=10')).total).toBe(2);
    expect((await map('groupOffers=false')).total).toBe(4);
    expect((await map('sizeMin=10&groupOffers=false')).total).toBe(4);
    // The map's pins are the search's items.
    const pins = (await map('')).pins.map((pin) => pin.id).sort();
    expect(pins).toEqual([alone.id, byAgency.id].sort());
  });
});
