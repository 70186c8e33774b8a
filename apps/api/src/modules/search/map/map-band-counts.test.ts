import { cellAlignedBbox, type MapResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seededRandom } from '../../../seed/demo-texts.ts';
import { createMapRepository, type Kinds } from './map.repository.ts';
import type { PriceRange } from './map-price-bands.ts';
import {
  countsOf,
  expectPyramidAsRebuilt,
  expectSameAsSearch,
  insertListings,
  mapRecordingReads,
  mapWithPinsMax,
  searchTotal,
} from './map-test-data.ts';

// Maps with a price filter down to zoom 10 are summed from the pyramid's price bands
// (map-price-bands.ts, docs/decisions/080-map-cell-pyramid.md); they must count what the search counts.

let test: TestApp;
let clustered: (query: string) => Promise<MapResponse>;

const bosnia = 'bbox=15.7,42.5,19.7,45.3';
/** A box through the middle of the Sarajevo listings: its edges cut cells at every level. */
const centreOfSarajevo = 'bbox=18.391,43.838,18.437,43.871';

/** Listings priced on and beside the price bands' bounds (map-price-bands.ts), rents' and homes'. */
const onBandBounds = [
  0,
  50,
  99.99,
  100,
  250,
  300,
  450,
  2_999.99,
  3_000,
  12_345.67,
  99_999.99,
  100_000,
  152_000,
  299_999.99,
  300_000,
  300_000,
  300_000.01,
  305_000,
  1_999_999.99,
  5_000_000,
  7_500_000,
  null,
].map((price, index) => ({
  lat: 43.84 + (index % 6) * 0.005,
  lng: 18.395 + Math.floor(index / 6) * 0.01,
  price,
}));

beforeAll(async () => {
  test = await createTestApp();
  await insertListings(test, 600);
  await insertListings(test, 0, 13, onBandBounds);
  // Clusters, and cut cells read level by level to the finest band level.
  clustered = mapWithPinsMax(test, 1, 0);
});

afterAll(async () => {
  await test.close();
});

const expectSearchTotal = (query: string) => expectSameAsSearch(test, clustered, query);

describe('the map with a price filter counts what the search counts', () => {
  it('price filters zoomed out past a city: whole bands from the band cells, cut bands read by price', async () => {
    const filters = [
      'priceMax=300000',
      'priceMin=300000',
      'priceMin=300000&priceMax=300000',
      'priceMin=250&priceMax=3000&listingType=rent',
      'priceMin=152000&priceMax=158000',
      'priceMin=99.99&priceMax=300000.01',
      'priceMin=5000000',
      'priceMin=6000000',
      'priceMax=0',
      'priceMin=100000&priceMax=400000&listingType=sell&propertyType=apartment',
      'priceMax=300000&place=sarajevo',
      'priceMin=120000&place=centar-sarajevo&propertyType=house,land',
    ];
    for (const filter of filters) {
      for (const zoom of [3, 7, 10]) {
        for (const box of [bosnia, centreOfSarajevo])
          await expectSearchTotal(`${box}&zoom=${zoom}&${filter}`);
      }
    }
    const random = seededRandom(5);
    const ends = ['', '0', '300', '2999.99', '100000', '155555.55', '300000', '450000', '5000000'];
    for (let round = 0; round < 30; round += 1) {
      const west = random.between(17, 18.7);
      const south = random.between(43.2, 44.8);
      const size = random.between(0.01, 1.5);
      const bbox = [west, south, west + size, south + size * 0.7].map((n) => n.toFixed(4)).join(',');
      const [low, high] = [random.pick(ends), random.pick(ends)].sort((a, b) => Number(a) - Number(b));
      const price = `${low ? `&priceMin=${low}` : ''}${high ? `&priceMax=${high}` : ''}`;
      await expectSearchTotal(`bbox=${bbox}&zoom=${random.int(4, 10)}${price || '&priceMax=200000'}`);
    }
  });

  it('a whole-country map with a price filter reads band cells, never the listings', async () => {
    const recording = mapRecordingReads(test);
    const given = await recording.map(`${bosnia}&zoom=8&priceMax=300000`);
    expect(given.reads).toContain('bandCells');
    expect(given.reads.filter((read) => read.startsWith('listing'))).toEqual([]);
    // As the web asks, whole cells: one level of band cells and the listings of exactly 300 000 KM.
    const edges = bosnia.slice('bbox='.length).split(',').map(Number) as [number, number, number, number];
    const aligned = `bbox=${cellAlignedBbox(edges, 8).join(',')}&zoom=8&priceMax=300000`;
    const whole = await recording.map(aligned);
    expect(whole.reads.filter((read) => read !== 'pins')).toEqual(['lapsed', 'bandCells', 'pricedByCell']);
    expect(countsOf(whole.answer)).toBe(await searchTotal(test, aligned));
    // A filter ending inside a band reads that band's part; one from a bound upwards, none.
    const bounded = await recording.map(
      aligned.replace('priceMax=300000', 'priceMin=100000&priceMax=299999'),
    );
    expect(bounded.reads.filter((read) => read !== 'pins')).toEqual(['lapsed', 'bandCells', 'pricedByCell']);
    const onBounds = await recording.map(aligned.replace('priceMax=300000', 'priceMin=100000'));
    expect(onBounds.reads.filter((read) => read !== 'pins')).toEqual(['lapsed', 'bandCells']);
  });

  it('the price bands the triggers kept through a bulk insert equal ones rebuilt from the listings', async () => {
    await expectPyramidAsRebuilt(test);
  });

  it('a rare filter finds its pins through the kind and price indexes: the same pins as through the box', async () => {
    const repository = createMapRepository(test.database.db);
    const now = test.clock.now();
    const country = bosnia.slice('bbox='.length).split(',').map(Number) as [number, number, number, number];
    const sarajevo = await repository.kinds({ place: { column: 'city', slug: 'sarajevo' } });
    const rents = await repository.kinds({ listingType: 'rent' });
    const from6m: PriceRange = { from: 6_000_000, toInclusive: false };
    // The country's count from the pyramid's coarsest level: every listing, a city, the bands a
    // price range touches (from 6 000 000: the last band, with the listings of 5 000 000 and 7 500 000).
    expect(await repository.fewInCountry(null, undefined, 1_000_000)).toBe(false);
    expect(await repository.fewInCountry(sarajevo, undefined, 1_000_000)).toBe(true);
    expect(await repository.fewInCountry(sarajevo, undefined, 10)).toBe(false);
    expect(await repository.fewInCountry(null, from6m, 2)).toBe(true);
    expect(await repository.fewInCountry(null, from6m, 1)).toBe(false);
    const filters: Array<[Kinds, PriceRange | undefined]> = [
      [sarajevo, undefined],
      [null, from6m],
      [rents, { from: 100_000, to: 300_000, toInclusive: true }],
      [sarajevo, { from: 0, to: 300_000, toInclusive: false }],
    ];
    for (const [kinds, prices] of filters) {
      const ids = async (through: 'box' | 'filters') =>
        (await repository.pins([country], kinds, now, 10_000, prices, through)).map((pin) => pin.id).sort();
      const byBox = await ids('box');
      expect(byBox.length).toBeGreaterThan(0);
      expect(await ids('filters')).toEqual(byBox);
    }
    // The api's map of a rare filter: its pins found through the filters, all of them.
    const rare = `${bosnia}&zoom=7&priceMin=6000000`;
    const { answer, reads } = await mapRecordingReads(test, { pinsMax: 100 }).map(rare);
    expect(reads).toEqual(['pricedByCell', 'fewInCountry', 'pins']);
    expect(answer.pins.map((pin) => pin.price)).toEqual([7_500_000]);
    expect(answer.total).toBe(await searchTotal(test, rare));
  });
});
