import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, seller } from '../../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mapGrid } from './map-grid.ts';
import { priceBandBounds, priceBandFinestLevel } from './map-price-bands.ts';
import { mapOf } from './map-test-data.ts';

let test: TestApp;
const http = () => client(test);
const refusal = async (query: string) => validationErrors(await http().get(`/api/properties/map?${query}`));
const bosnia = 'bbox=15.7,42.5,19.7,45.3';

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

describe('GET /api/properties/map validates with the shared schema', () => {
  it('the box and the zoom are required', async () => {
    expect(await refusal('zoom=7')).toEqual([{ field: 'bbox', error: 'Required', extra: {} }]);
    expect(await refusal(bosnia)).toEqual([{ field: 'zoom', error: 'Required', extra: {} }]);
  });

  it('a zoom outside 0–20, a box the wrong way round, an unknown type and crossed bounds are refused', async () => {
    expect(await refusal(`${bosnia}&zoom=21`)).toEqual([
      { field: 'zoom', error: 'LessThanOrEqual', extra: { max: 20, value: 21 } },
    ]);
    expect(await refusal(`${bosnia}&zoom=-1`)).toEqual([
      { field: 'zoom', error: 'GreaterThanOrEqual', extra: { min: 0, value: -1 } },
    ]);
    expect(await refusal('bbox=19,44,18,45&zoom=7')).toEqual([
      { field: 'bbox', error: 'Invalid', extra: { format: 'west,south,east,north' } },
    ]);
    expect(await refusal(`${bosnia}&zoom=7&propertyType=house,castle`)).toEqual([
      { field: 'propertyType', error: 'Invalid', extra: { value: 'castle' } },
    ]);
    expect(await refusal(`${bosnia}&zoom=7&priceMin=200000&priceMax=100000`)).toEqual([
      { field: 'priceMin', error: 'LessThanOrEqual', extra: { max: 100_000, value: 200_000 } },
    ]);
  });

  it('an unknown place is NotFound, as in the search', async () => {
    refused(await http().get(`/api/properties/map?${bosnia}&zoom=7&place=atlantis`), 404, 'NotFound');
  });
});

describe('GET /api/properties/map answers', () => {
  it('nothing in an empty box, and pins with their public fields when few', async () => {
    expect(await mapOf(test, `${bosnia}&zoom=7`)).toEqual({ total: 0, clusters: [], pins: [] });
    const user = await seller(test);
    const flat = await listedListing(test, user, { price: 150_000 });
    const land = await listedListing(test, user, {
      listingType: 'rent',
      propertyType: 'land',
      price: 900,
      hidePrice: true,
      location: { lat: 44.5384, lng: 18.6671 },
    });
    const answer = await mapOf(test, `${bosnia}&zoom=7`);
    expect(answer.total).toBe(2);
    expect(answer.clusters).toEqual([]);
    expect(new Map(answer.pins.map((pin) => [pin.id, pin]))).toEqual(
      new Map([
        [
          flat.id,
          {
            id: flat.id,
            lat: flat.location.lat,
            lng: flat.location.lng,
            price: 150_000,
            listingType: 'sell',
            propertyType: 'apartment',
          },
        ],
        [
          land.id,
          {
            id: land.id,
            lat: 44.5384,
            lng: 18.6671,
            price: null,
            listingType: 'rent',
            propertyType: 'land',
          },
        ],
      ]),
    );
    // A place page's map: the place and the box together.
    expect((await mapOf(test, `${bosnia}&zoom=7&place=tuzla`)).pins.map((pin) => pin.id)).toEqual([land.id]);
    expect((await mapOf(test, `${bosnia}&zoom=7&place=sarajevo`)).pins.map((pin) => pin.id)).toEqual([
      flat.id,
    ]);
  });

  it("the migration's finest level is the code's", async () => {
    const { rows } = (await test.database.db.execute(
      sql`select krov_map_finest_level() as level, max(level)::int as kept from map_cells`,
    )) as unknown as { rows: Array<{ level: number; kept: number }> };
    expect(rows[0]).toEqual({ level: mapGrid.finestLevel, kept: mapGrid.finestLevel });
  });

  it("the migration's price bands are the code's", async () => {
    const { rows } = (await test.database.db.execute(
      sql`select krov_map_price_bounds()::float8[] as bounds, krov_map_band_finest_level() as level,
        max(level)::int as kept from map_band_cells`,
    )) as unknown as { rows: Array<{ bounds: number[]; level: number; kept: number }> };
    expect(rows[0]).toEqual({
      bounds: priceBandBounds,
      level: priceBandFinestLevel,
      kept: priceBandFinestLevel,
    });
    const prices = [0, 99.99, 100, 2_999.99, 3_000, 299_999.99, 300_000, 4_999_999.99, 5_000_000, 9e9];
    const bands = (await test.database.db.execute(
      sql`select krov_map_price_band(p)::int as band from unnest(${`{${prices.join(',')}}`}::numeric[]) with ordinality as t(p, n) order by n`,
    )) as unknown as { rows: Array<{ band: number }> };
    expect(bands.rows.map((row) => row.band)).toEqual(
      prices.map((price) => priceBandBounds.findLastIndex((bound) => bound <= price)),
    );
  });
});
