import type { MapResponse, PropertyResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  client,
  day,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { countsOf, expectPyramidAsRebuilt, mapOf, mapWithPinsMax, searchTotal } from './map-test-data.ts';

// Listings made through the api, followed through their lifecycle: the triggers keep the pyramid,
// and between a lapse and the expire job the map corrects it (docs/decisions/081-map-exact-counts.md).

let test: TestApp;
let owner: Seller;
let clustered: (query: string) => Promise<MapResponse>;
const made: Record<string, PropertyResponse> = {};
const owners: Record<string, Seller> = {};

/** Three listings in a row in one cell at zoom 10, in Tuzla and in Mostar. */
const tuzla = { west: 18.66, middle: 18.662, east: 18.67, lat: 44.538 };
const mostar = { west: 17.8, middle: 17.805, east: 17.81, lat: 43.3438 };
const tuzlaBox = 'bbox=18.6,44.5,18.7,44.6&zoom=10';
const mostarBox = 'bbox=17.75,43.3,17.85,43.4&zoom=10';
const bosnia = 'bbox=15.7,42.5,19.7,45.3&zoom=7';

async function listed(name: string, lat: number, lng: number, input: Record<string, unknown> = {}) {
  if (Object.keys(made).length % 5 === 0) owner = await seller(test);
  made[name] = await listedListing(test, owner, { location: { lat, lng }, ...input });
  owners[name] = owner;
}

const act = async (name: string, action: string, body?: object) => {
  const { id } = made[name] as PropertyResponse;
  const auth = (owners[name] as Seller).auth;
  if (action === 'delete')
    return expect((await client(test).delete(`/api/properties/${id}`, auth)).statusCode).toBe(204);
  if (action === 'hide-price')
    return ok(await client(test).put(`/api/properties/${id}/hide-price`, auth, body));
  if (action === 'edit') return ok(await client(test).put(`/api/properties/${id}`, auth, body));
  return ok(await client(test).post(`/api/properties/${id}/${action}`, auth));
};

const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/** The one cluster of a box, and the search's total agreeing with the map's. */
async function clusterOf(query: string) {
  const answer = await clustered(query);
  expect(answer.total).toBe(await searchTotal(test, query));
  expect(countsOf(answer)).toBe(answer.total);
  expect(answer.clusters).toHaveLength(1);
  return answer.clusters[0];
}

async function expectSameTotals(query: string) {
  const answer = await mapOf(test, query);
  expect(answer.total).toBe(await searchTotal(test, query));
  return answer;
}

beforeAll(async () => {
  test = await createTestApp();
  clustered = mapWithPinsMax(test, 1);
  // Day 0: the middle one in Tuzla and the west one in Mostar (valid until day 30).
  await listed('tuzlaMiddle', tuzla.lat, tuzla.middle);
  await listed('mostarWest', mostar.lat, mostar.west);
  // Sold while listed: public for 30 days, until day 30.
  await listed('sold', 43.8563, 18.4131);
  await act('sold', 'mark-sold');
  await advanceClock(test, day, ...new Set(Object.values(owners)));
  // Day 1: the others (valid until day 31).
  await listed('tuzlaWest', tuzla.lat, tuzla.west);
  await listed('tuzlaEast', tuzla.lat, tuzla.east);
  await listed('mostarMiddle', mostar.lat, mostar.middle);
  await listed('mostarEast', mostar.lat, mostar.east);
}, 60_000);

afterAll(async () => {
  await test.close();
});

describe('the map follows listings through their lifecycle', () => {
  it('a cluster is its listings: the count, the centroid, their own extent', async () => {
    expect(await clusterOf(tuzlaBox)).toEqual({
      lat: tuzla.lat,
      lng: sixDecimals((tuzla.west + tuzla.middle + tuzla.east) / 3),
      count: 3,
      bbox: [tuzla.west, tuzla.lat, tuzla.east, tuzla.lat],
    });
    expect((await expectSameTotals(bosnia)).total).toBe(7);
  });

  it('a price hidden or shown again reaches the pins at once', async () => {
    const pinOf = async () => (await mapOf(test, bosnia)).pins.find((pin) => pin.id === made.mostarEast?.id);
    const priced = `${bosnia}&priceMax=200000`;
    expect((await pinOf())?.price).toBe(listingInput().price);
    expect((await expectSameTotals(priced)).total).toBe(7);
    await act('mostarEast', 'hide-price', { hidden: true });
    expect((await pinOf())?.price).toBeNull();
    // A hidden price is in no price band: a price filter no longer finds it.
    expect((await expectSameTotals(priced)).total).toBe(6);
    await act('mostarEast', 'hide-price', { hidden: false });
    expect((await pinOf())?.price).toBe(listingInput().price);
    expect((await expectSameTotals(priced)).total).toBe(7);
  });

  it('a new price moves a listing to another price band at once', async () => {
    const priced = (filter: string) => expectSameTotals(`${bosnia}&${filter}`);
    const at = { location: { lat: mostar.lat, lng: mostar.east } };
    await act('mostarEast', 'edit', listingInput({ ...at, price: 250_000 }));
    expect((await priced('priceMax=200000')).total).toBe(6);
    expect((await priced('priceMin=250000')).total).toBe(1);
    expect((await priced('priceMin=240000&priceMax=255000')).total).toBe(1);
    await act('mostarEast', 'edit', listingInput({ ...at, price: 185_000 }));
    expect((await priced('priceMax=200000')).total).toBe(7);
    expect((await priced('priceMin=250000')).total).toBe(0);
    await expectPyramidAsRebuilt(test);
  });

  it('a listing whose validity or 30 sold days lapsed leaves before the expire job runs, inside a cluster or on its edge', async () => {
    const soldIn = async () => (await mapOf(test, bosnia)).pins.some((pin) => pin.id === made.sold?.id);
    expect(await soldIn()).toBe(true);
    await advanceClock(test, 29.5 * day, ...new Set(Object.values(owners)));
    // Day 30.5: Tuzla's middle one, Mostar's west one and the sold one lapsed; the job has not run.
    expect(await soldIn()).toBe(false);
    const tuzlaCluster = await clusterOf(tuzlaBox);
    expect(tuzlaCluster).toEqual({
      lat: tuzla.lat,
      lng: sixDecimals((tuzla.west + tuzla.east) / 2),
      count: 2,
      bbox: [tuzla.west, tuzla.lat, tuzla.east, tuzla.lat],
    });
    // Mostar's lapsed one was its west edge: until the job recounts the cell, the cluster's box is
    // the cell's extent as it was, an outer bound of the listings shown (decision 081).
    const mostarCluster = {
      lat: mostar.lat,
      lng: sixDecimals((mostar.middle + mostar.east) / 2),
      count: 2,
      bbox: [mostar.middle, mostar.lat, mostar.east, mostar.lat],
    };
    expect(await clusterOf(mostarBox)).toEqual({
      ...mostarCluster,
      bbox: [mostar.west, mostar.lat, mostar.east, mostar.lat],
    });
    expect((await expectSameTotals(bosnia)).total).toBe(4);
    // The lapsed ones leave price-filtered maps too, summed from the price bands.
    expect((await expectSameTotals(`${bosnia}&priceMax=200000`)).total).toBe(4);
    // The job turns them; the counts stay the same and Mostar's box shrinks to its listings.
    expect(await test.jobs.listings.expireDue()).toBe(3);
    expect(await clusterOf(tuzlaBox)).toEqual(tuzlaCluster);
    expect(await clusterOf(mostarBox)).toEqual(mostarCluster);
    const { rows } = (await test.database.db.execute(
      sql`select count(*)::int as n from map_points where public_until <= ${test.clock.now().toISOString()}::timestamptz`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(0);
  });

  it('hiding, deleting and moving a listing change the map at once', async () => {
    expect((await expectSameTotals(bosnia)).total).toBe(4);
    await act('tuzlaEast', 'hide');
    expect((await expectSameTotals(tuzlaBox)).pins.map((pin) => pin.id)).toEqual([made.tuzlaWest?.id]);
    await act('tuzlaEast', 'unhide');
    expect((await expectSameTotals(tuzlaBox)).total).toBe(2);
    await act('tuzlaWest', 'delete');
    expect((await expectSameTotals(tuzlaBox)).pins.map((pin) => pin.id)).toEqual([made.tuzlaEast?.id]);
    // Moved from Tuzla to Mostar.
    await act('tuzlaEast', 'edit', listingInput({ location: { lat: mostar.lat, lng: 17.82 } }));
    expect((await expectSameTotals(tuzlaBox)).total).toBe(0);
    const moved = await expectSameTotals(mostarBox);
    expect(new Map(moved.pins.map((pin) => [pin.id, pin.lng]))).toEqual(
      new Map([
        [made.mostarMiddle?.id, mostar.middle],
        [made.mostarEast?.id, mostar.east],
        [made.tuzlaEast?.id, 17.82],
      ]),
    );
    expect((await expectSameTotals(bosnia)).total).toBe(3);
  });

  it('the pyramid the triggers kept equals one rebuilt from the listings', async () => {
    await expectPyramidAsRebuilt(test);
  });
});
