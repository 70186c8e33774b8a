import type { PriceHistoryResponse, PropertyOffersResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { groupAsOffers } from '../../../test/offer-group-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The property page of a property several advertisers offer (issue 30, decisions 250 and 251): its
 * offers on the listing and at GET …/offers, a hidden price hidden there too, a listing no longer
 * public left out; its price history and first listing across the offers. Grouped by SQL
 * (offer-group-fixtures.ts): the grouping engine's own tests find the groups.
 */
let test: TestApp;
let agent: Seller;
let owner: Seller;
let hider: Seller;
let byAgency: PropertyResponse;
let byOwner: PropertyResponse;
let hidden: PropertyResponse;
let alone: PropertyResponse;

beforeAll(async () => {
  test = await createTestApp();
  agent = (await approvedAgency(test, await adminUser(test), { name: 'Kuća Snova' })).owner;
  owner = await seller(test, { name: 'Privatna Vlasnica' });
  hider = await seller(test, { name: 'Tajni Vlasnik' });
  byOwner = await listedListing(test, owner, { price: 200_000 });
  await advanceClock(test, 3_600_000, agent, owner, hider);
  byAgency = await listedListing(test, agent, { price: 190_000 });
  hidden = await listedListing(test, hider, { price: 195_000, hidePrice: true });
  alone = await listedListing(test, owner, { price: 99_000, size: 30 });
  await groupAsOffers(test, byAgency.id, [byOwner.id, hidden.id]);
});
afterAll(() => test.close());

const url = (id: string, tail = '') => `/api/properties/${id}${tail ? `/${tail}` : ''}`;
const offersOf = async (id: string) =>
  ok<PropertyOffersResponse>(await client(test).get(url(id, 'offers'))).items;

describe('a property’s offers', () => {
  it('are on each offer’s page, the best first, a hidden price hidden', async () => {
    const expected = [
      {
        propertyId: byAgency.id,
        price: 190_000,
        agency: { name: 'Kuća Snova', slug: expect.any(String), logo: null },
      },
      { propertyId: byOwner.id, price: 200_000, agency: null },
      { propertyId: hidden.id, price: null, agency: null },
    ];
    for (const id of [byAgency.id, byOwner.id, hidden.id]) {
      expect(ok<PropertyResponse>(await client(test).get(url(id))).offers).toEqual(expected);
      expect(await offersOf(id)).toEqual(expected);
    }
    // Its owner sees their own hidden price on the listing; among the offers it stays on request.
    const own = ok<PropertyResponse>(await client(test).get(url(hidden.id), hider.auth));
    expect(own.price).toBe(195_000);
    expect(own.offers.find((offer) => offer.propertyId === hidden.id)?.price).toBeNull();
  });

  it('of a listing offered once: none on the listing, itself at GET …/offers', async () => {
    expect(ok<PropertyResponse>(await client(test).get(url(alone.id))).offers).toEqual([]);
    expect(await offersOf(alone.id)).toEqual([{ propertyId: alone.id, price: 99_000, agency: null }]);
    refused(
      await client(test).get(url('00000000-0000-4000-8000-000000000000', 'offers')),
      404,
      'PropertyNotFound',
    );
  });

  it('leave out a listing that is no longer public', async () => {
    ok(await client(test).post(url(hidden.id, 'hide'), hider.auth));
    expect((await offersOf(byAgency.id)).map((offer) => offer.propertyId)).toEqual([byAgency.id, byOwner.id]);
    ok(await client(test).post(url(byOwner.id, 'hide'), owner.auth));
    // The agency's offer is alone now: no offers beside it.
    expect(ok<PropertyResponse>(await client(test).get(url(byAgency.id))).offers).toEqual([]);
    ok(await client(test).post(url(byOwner.id, 'unhide'), owner.auth));
    ok(await client(test).post(url(hidden.id, 'unhide'), hider.auth));
  });
});

describe('a property’s price history', () => {
  it('merges its offers’ prices, each naming its offer, and counts days on market from the first', async () => {
    await advanceClock(test, 3_600_000, owner, hider);
    ok(await client(test).put(url(byOwner.id), owner.auth, listingInput({ price: 185_000 })));
    // The offers found one another again in the background after the hides above (on the server
    // the regrouping job runs beside the test): the history is of the group once it has.
    await test.settled();
    const history = ok<PriceHistoryResponse>(await client(test).get(url(byAgency.id, 'price-history')));
    expect(history.items.map(({ price, propertyId }) => ({ price, propertyId }))).toEqual([
      { price: 200_000, propertyId: byOwner.id },
      { price: 190_000, propertyId: byAgency.id },
      { price: 185_000, propertyId: byOwner.id },
    ]);
    // The hidden price's history is its owner's alone; the property was first listed by the owner.
    expect(history.firstListedAt).toBe(byOwner.publishedAt);
    const ownView = ok<PriceHistoryResponse>(
      await client(test).get(url(byAgency.id, 'price-history'), hider.auth),
    );
    expect(ownView.items.map((item) => item.propertyId)).toContain(hidden.id);
  });
});
