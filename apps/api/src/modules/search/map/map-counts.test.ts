import { cellAlignedBbox, type MapResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seededRandom } from '../../../seed/demo-texts.ts';
import { mapGrid } from './map-grid.ts';
import {
  countsOf,
  expectPyramidAsRebuilt,
  expectSameAsSearch,
  insertListings,
  mapOf,
  mapRecordingReads,
  mapWithPinsMax,
} from './map-test-data.ts';

let test: TestApp;
let clustered: (query: string) => Promise<MapResponse>;

const bosnia = 'bbox=15.7,42.5,19.7,45.3';
/** A box through the middle of the Sarajevo listings: its edges cut cells at every level. */
const centreOfSarajevo = 'bbox=18.391,43.838,18.437,43.871';

beforeAll(async () => {
  test = await createTestApp();
  await insertListings(test, 600);
  // Clusters, and cut cells read level by level to the finest (the plain map reads these few
  // listings' cut cells point by point at once): both paths must count what the search counts.
  clustered = mapWithPinsMax(test, 1, 0);
});

afterAll(async () => {
  await test.close();
});

/** Listings in the centre of Sarajevo that lapsed but are still listed (the expire job has not run). */
async function lapsedInCentre(): Promise<number> {
  const [west, south, east, north] = centreOfSarajevo.slice('bbox='.length).split(',').map(Number);
  const { rows } = (await test.database.db.execute(sql`
    select count(*)::int as n from map_points where public_until <= ${test.clock.now().toISOString()}::timestamptz
      and location[0] between ${west} and ${east} and location[1] between ${south} and ${north}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return rows[0]?.n ?? 0;
}

const expectSearchTotal = (query: string) => expectSameAsSearch(test, clustered, query);

describe('the map counts what the search counts', () => {
  it('all of Bosnia at every zoom, as clusters and as pins', async () => {
    const totals = new Set<number>();
    for (const zoom of [0, 3, 6, 7, 9, 12, 15, 20]) {
      const { total, clusters } = await expectSearchTotal(`${bosnia}&zoom=${zoom}`);
      totals.add(total);
      expect(clusters.clusters.length).toBeGreaterThan(0);
    }
    // Over 100 listings: the real answer clusters too.
    const [total] = [...totals];
    expect(totals.size).toBe(1);
    expect(total).toBeGreaterThan(mapGrid.pinsMax);
    expect((await mapOf(test, `${bosnia}&zoom=7`)).clusters.length).toBeGreaterThan(0);
  });

  it('a box whose edges cut through the listings, at every zoom down past the finest level', async () => {
    for (let zoom = 8; zoom <= 20; zoom += 1) {
      const { total } = await expectSearchTotal(`${centreOfSarajevo}&zoom=${zoom}`);
      expect(total).toBeGreaterThan(5);
    }
  });

  it('the filters the pyramid knows: listing type, property types, every kind of place', async () => {
    const filters = [
      'listingType=rent',
      'propertyType=house,land',
      'listingType=sell&propertyType=apartment',
      'place=bosna-i-hercegovina',
      'place=republika-srpska',
      'place=tuzlanski-kanton',
      'place=sarajevo',
      'place=centar-sarajevo',
      'place=skenderija',
      'place=sarajevo&listingType=sell&propertyType=office,house',
      'place=brcko',
      // Filters the pyramid does not hold read the listings (issue 29's confirmation, a drawn area).
      'confirmedWithinDays=7',
      `polygon=${encodeURIComponent('18.38 43.845,18.38 43.86,18.42 43.86')}`,
      `polygon=${encodeURIComponent('18.3 43.8,18.5 43.8,18.5 43.95,18.3 43.95')}&listingType=sell`,
    ];
    for (const filter of filters) {
      for (const zoom of [7, 12]) await expectSearchTotal(`${bosnia}&zoom=${zoom}&${filter}`);
      await expectSearchTotal(`${centreOfSarajevo}&zoom=14&${filter}`);
    }
  });

  it('every other filter, read from the listings with the search condition', async () => {
    const filters = [
      'priceMax=200000',
      'priceMin=100000&listingType=sell',
      'sizeMin=100',
      'bedroomsMin=1',
      'withPhotos=true',
      'q=adresa',
      'features=garden',
      'agency=some-agency',
    ];
    for (const filter of filters) {
      for (const box of [bosnia, centreOfSarajevo]) await expectSearchTotal(`${box}&zoom=11&${filter}`);
    }
  });

  it('random boxes, zooms and filters', async () => {
    const random = seededRandom(7);
    const filters = [
      '',
      'listingType=sell',
      'propertyType=apartment,office',
      'place=novi-grad-sarajevo',
      'place=tuzla',
    ];
    for (let round = 0; round < 40; round += 1) {
      const west = random.between(17, 18.7);
      const south = random.between(43.2, 44.8);
      const size = random.between(0.01, 1.5);
      const bbox = [west, south, west + size, south + size * 0.7].map((n) => n.toFixed(4)).join(',');
      await expectSearchTotal(
        `bbox=${bbox}&zoom=${random.int(4, 18)}&${filters[random.int(0, filters.length - 1)]}`,
      );
    }
  });

  it('a pin shows a hidden price as null, and never the price itself', async () => {
    const { rows } = (await test.database.db.execute(
      sql`select id::text from properties where hide_price and price is not null and status = 'listed'`,
    )) as unknown as { rows: Array<{ id: string }> };
    const hidden = new Set(rows.map((row) => row.id));
    expect(hidden.size).toBeGreaterThan(0);
    const answer = await mapWithPinsMax(test, 10_000)(`${bosnia}&zoom=7`);
    expect(answer.pins.length).toBe(answer.total);
    const shown = answer.pins.filter((pin) => hidden.has(pin.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((pin) => pin.price === null)).toBe(true);
    expect(answer.pins.some((pin) => pin.price !== null)).toBe(true);
  });

  it('the pyramid the triggers kept through a bulk insert equals one rebuilt from the listings', async () => {
    await expectPyramidAsRebuilt(test);
  });

  it('a box of whole cells (as the web asks) is summed from the cell counts alone, no listing read one by one', async () => {
    // The lapsed listings of the data set are still counted by the pyramid (the expire job has not
    // run): they are subtracted from their cells, never a reason to read finer (decision 081).
    expect(await lapsedInCentre()).toBeGreaterThan(0);
    const recording = mapRecordingReads(test);
    const descending = mapRecordingReads(test, { pointsReadMax: 0 });
    const edges = centreOfSarajevo.slice('bbox='.length).split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    // Listings on the six-decimal edges such a box once had (the bench's market and many pins have
    // six decimals): just outside its cells, in their neighbours, which a box rounded to six
    // decimals took in by a sliver and so cut, to be read finer.
    const sixDecimals = (value: number, outward: 1 | -1) =>
      (outward > 0 ? Math.ceil(value * 1e6) : Math.floor(value * 1e6)) / 1e6;
    const onOldEdges = [];
    for (let zoom = 8; zoom <= 16; zoom += 1) {
      const [west, south, east, north] = cellAlignedBbox(edges, zoom);
      const lat = (south + north) / 2;
      const lng = (west + east) / 2;
      onOldEdges.push(
        { lat: sixDecimals(north, 1), lng },
        { lat: sixDecimals(south, -1), lng },
        { lat, lng: sixDecimals(west, -1) },
        { lat, lng: sixDecimals(east, 1) },
      );
    }
    await insertListings(test, 0, 12, onOldEdges);
    const cutReadFiner: number[] = [];
    // Zoom 16 is the pyramid's finest level (18) shown: a few streets, still from the cell counts.
    for (let zoom = 8; zoom <= 16; zoom += 1) {
      const cut = await descending.map(`${centreOfSarajevo}&zoom=${zoom}`);
      // Cut cells of a few listings are read point by point at once, no level finer.
      const cutAtOnce = await recording.map(`${centreOfSarajevo}&zoom=${zoom}`);
      expect(cutAtOnce.reads.filter((read) => read === 'cells')).toHaveLength(1);
      expect(cutAtOnce.answer.total).toBe(cut.answer.total);
      const aligned = `bbox=${cellAlignedBbox(edges, zoom).join(',')}&zoom=${zoom}`;
      const whole = await recording.map(aligned);
      const levelsRead = (reads: string[]) => reads.filter((read) => read === 'cells').length;
      if (levelsRead(cut.reads) > 1) cutReadFiner.push(zoom);
      // One level of cells, nothing finer, no listing read point by point.
      expect({ zoom, reads: whole.reads.filter((read) => read !== 'pins') }).toEqual({
        zoom,
        reads: ['lapsed', 'cells'],
      });
      // The same counts as the search and as the api's answer for that box.
      const { total } = await expectSearchTotal(aligned);
      expect(countsOf(whole.answer)).toBe(total);
      expect(total).toBeGreaterThanOrEqual(cut.answer.total);
    }
    // The box as given, its edges through the listings, is read at finer levels at most zooms when
    // cut cells are not read point by point at once.
    expect(cutReadFiner.length).toBeGreaterThanOrEqual(4);
  });
});
