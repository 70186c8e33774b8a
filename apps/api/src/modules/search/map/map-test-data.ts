import {
  listingTypes,
  type MapQueryInput,
  type MapResponse,
  mapQuery,
  propertyTypes,
  type SearchResponse,
} from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { verifiedUser } from '../../../../test/accounts-fixtures.ts';
import { client, day, ok } from '../../../../test/listings-fixtures.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { seededRandom } from '../../../seed/demo-texts.ts';
import { createPlaces } from '../../places/ports.ts';
import { createMapRepository, type MapRepository } from './map.repository.ts';
import { createMapService } from './map.service.ts';
import { createMapOnDatabase, noAgencies } from './map-on-database.ts';

/** Where the generated listings gather: town centres, each with its spread in degrees. */
export const centres = [
  { name: 'sarajevo', lat: 43.8563, lng: 18.4131, spread: 0.04 },
  { name: 'tuzla', lat: 44.5384, lng: 18.6671, spread: 0.03 },
  { name: 'banjaLuka', lat: 44.7758, lng: 17.1856, spread: 0.05 },
  { name: 'mostar', lat: 43.3438, lng: 17.8078, spread: 0.02 },
] as const;

/** The state of a generated listing; only `public`, `sold` and `soldLongAgo`... see `statusOf`. */
const states = [
  'public',
  'public',
  'public',
  'public',
  'public',
  'sold',
  'soldLongAgo',
  'lapsed',
  'hidden',
  'expired',
  'unpaid',
  'deleted',
] as const;
type State = (typeof states)[number];

/**
 * Inserts `count` listings with plain SQL, as a bulk load does (the bench's generator too), so the
 * triggers see one multi-row statement. Each pin's places come from the api's own `locate`. A
 * seeded generator makes the same data set every run; about half of it is public. With `at`, one
 * public listing at each of those points instead, with its price (null: none) when given.
 */
export async function insertListings(
  test: TestApp,
  count: number,
  seed = 11,
  at: ReadonlyArray<{ lat: number; lng: number; price?: number | null }> = [],
): Promise<void> {
  const owner = await verifiedUser(test);
  const places = createPlaces();
  const random = seededRandom(seed);
  const now = test.clock.now().getTime();
  const fixed = [...at];
  const values = [];
  while (values.length < (at.length > 0 ? at.length : count)) {
    const centre = centres[random.int(0, centres.length - 1)] as (typeof centres)[number];
    const point = fixed.shift();
    // Five decimals (about a metre), as a pin on a map gives; some share a building.
    const { lat, lng } = point ?? {
      lat: Math.round((centre.lat + (random.next() - 0.5) * centre.spread * 2) * 1e5) / 1e5,
      lng: Math.round((centre.lng + (random.next() - 0.5) * centre.spread * 2) * 1e5) / 1e5,
    };
    const place = places.locate({ lat, lng });
    if (!place && point) throw new Error(`no place of Bosnia and Herzegovina at ${lat},${lng}`);
    if (!place) continue;
    const state = at.length > 0 ? 'public' : (states[random.int(0, states.length - 1)] as State);
    const when = (days: number) => new Date(now + days * day).toISOString();
    const validUntil =
      state === 'lapsed' ? when(-0.5) : state === 'unpaid' ? null : when(random.between(0.5, 29));
    const soldAt =
      state === 'sold' ? when(-random.between(1, 29)) : state === 'soldLongAgo' ? when(-30.5) : null;
    const status = { hidden: 'hidden', expired: 'expired', unpaid: 'unpaid' }[state as string] ?? 'listed';
    const generated = random.int(50, 500) * 1000;
    const price = point?.price === undefined ? generated : point.price;
    values.push(sql`(${owner.id}, ${status}, ${soldAt}::timestamptz, ${soldAt !== null},
      ${listingTypes[random.int(0, 1)]}, ${propertyTypes[random.int(0, 3)]}, ${random.int(30, 200)},
      ${random.next() < 0.2 && point?.price === undefined ? null : price}, ${random.next() < 0.15 && point?.price === undefined}, 'Adresa 1', ${lat}, ${lng},
      ${place.entity?.slug ?? null}, ${place.canton?.slug ?? null}, ${place.city?.slug ?? null},
      ${place.municipality.slug}, ${place.neighbourhood?.slug ?? null}, ${validUntil}::timestamptz,
      ${when(-1)}::timestamptz, ${state === 'deleted' ? when(-0.1) : null}::timestamptz)`);
  }
  await test.database.db.execute(sql`
    insert into properties (owner_id, status, sold_at, sold_while_listed, listing_type, property_type, size,
      price, hide_price, address, lat, lng, entity_slug, canton_slug, city_slug, municipality_slug,
      neighbourhood_slug, valid_until, published_at, deleted_at)
    values ${sql.join(values, sql`, `)}`);
}

/** GET /api/properties/map with a query string; the answer must be 200. */
export async function mapOf(test: TestApp, query: string): Promise<MapResponse> {
  return ok<MapResponse>(await client(test).get(`/api/properties/map?${query}`));
}

/** The search's total for the same filters (the map's `zoom` is not one). */
export async function searchTotal(test: TestApp, query: string): Promise<number> {
  const params = new URLSearchParams(query);
  params.delete('zoom');
  params.set('limit', '1');
  const answer = ok<SearchResponse>(await client(test).get(`/api/properties?${params}`));
  if (!answer.totalExact) throw new Error('the search counted a lower bound');
  return answer.total;
}

/**
 * The map's service with fewer pins allowed, so small data sets show clusters; `pointsReadMax` 0
 * reads a box's cut cells level by level down to the finest, as a large data set's would be.
 */
export function mapWithPinsMax(test: TestApp, pinsMax: number, pointsReadMax?: number) {
  const service = createMapOnDatabase({
    db: test.database.db,
    places: createPlaces(),
    clock: test.clock,
    pinsMax,
    ...(pointsReadMax === undefined ? {} : { pointsReadMax }),
  });
  return (query: string) =>
    service.map(mapQuery.parse(Object.fromEntries(new URLSearchParams(query)) as MapQueryInput));
}

/** The pyramid the triggers kept, compared with one rebuilt from the listings. */
export async function expectPyramidAsRebuilt(test: TestApp): Promise<void> {
  const pyramid = async () => {
    const read = async (query: ReturnType<typeof sql>) =>
      ((await test.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    // The sums rounded: floating-point addition depends on the order SQL happens to add rows in
    // (53.39862 against 53.398619999999994), while a missing or extra listing moves a sum by tens
    // of degrees. Counts and extents compare exactly.
    const sums = sql`listings, round(sum_lat::numeric, 6) as sum_lat, round(sum_lng::numeric, 6) as sum_lng,
      south, north, west, east`;
    return {
      cells: await read(sql`select level, x, y, kind, ${sums} from map_cells order by 1, 2, 3, 4`),
      bands: await read(
        sql`select level, x, y, kind, band, ${sums} from map_band_cells order by 1, 2, 3, 4, 5`,
      ),
    };
  };
  const kept = await pyramid();
  await test.database.db.execute(sql`select krov_map_rebuild()`);
  expect(kept.cells.length).toBeGreaterThan(0);
  expect(kept.bands.length).toBeGreaterThan(0);
  expect(await pyramid()).toEqual(kept);
}

/**
 * The map's answer for a query, as the api gives it and as `clustered` gives it (clusters, cut cells
 * read level by level), counts what the search counts, every part inside the box.
 */
export async function expectSameAsSearch(
  test: TestApp,
  clustered: (query: string) => Promise<MapResponse>,
  query: string,
) {
  const total = await searchTotal(test, query);
  const plain = await mapOf(test, query);
  const clusters = await clustered(query);
  expect({ query, plain: plain.total, clustered: clusters.total }).toEqual({
    query,
    plain: total,
    clustered: total,
  });
  expect(countsOf(plain)).toBe(total);
  expect(countsOf(clusters)).toBe(total);
  expectShapeWithin(plain, query);
  expectShapeWithin(clusters, query);
  return { total, plain, clusters };
}

/** The answer's parts: every pin and cluster inside the box, clusters of two or more around their centre. */
function expectShapeWithin(answer: MapResponse, query: string) {
  const [west, south, east, north] = (new URLSearchParams(query).get('bbox') as string)
    .split(',')
    .map(Number) as [number, number, number, number];
  const tolerance = 1e-6; // the clusters' boxes round outwards to six decimals
  for (const pin of answer.pins) {
    expect(pin.lat >= south && pin.lat <= north && pin.lng >= west && pin.lng <= east).toBe(true);
  }
  for (const { bbox, lat, lng, count } of answer.clusters) {
    expect(count).toBeGreaterThan(1);
    expect(bbox[0] >= west - tolerance && bbox[2] <= east + tolerance).toBe(true);
    expect(bbox[1] >= south - tolerance && bbox[3] <= north + tolerance).toBe(true);
    expect(lat >= bbox[1] && lat <= bbox[3] && lng >= bbox[0] && lng <= bbox[2]).toBe(true);
  }
}

/** The counts of an answer's clusters and pins. */
export function countsOf(answer: MapResponse): number {
  return answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.pins.length;
}

/**
 * The map's service whose reads are written down by name (the real repository, on one snapshot as
 * in the api): which statements an answer needed.
 */
export function mapRecordingReads(test: TestApp, options: { pointsReadMax?: number; pinsMax?: number } = {}) {
  const reads: string[] = [];
  const recorded = (repository: MapRepository): MapRepository =>
    Object.fromEntries(
      Object.entries(repository).map(([name, method]) => [
        name,
        (...args: unknown[]) => {
          reads.push(name);
          return (method as (...a: unknown[]) => Promise<unknown>)(...args);
        },
      ]),
    ) as MapRepository;
  const service = createMapService({
    places: createPlaces(),
    agencies: noAgencies,
    clock: test.clock,
    pinsMax: 1,
    ...options,
    snapshot: (read) =>
      test.database.db.transaction((tx) => read(recorded(createMapRepository(tx))), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
  });
  return {
    async map(query: string): Promise<{ answer: MapResponse; reads: string[] }> {
      reads.length = 0;
      const answer = await service.map(
        mapQuery.parse(Object.fromEntries(new URLSearchParams(query)) as MapQueryInput),
      );
      return { answer, reads: [...reads] };
    },
  };
}
