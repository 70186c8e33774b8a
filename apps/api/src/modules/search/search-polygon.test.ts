import { searchQuery, sortOptions } from '@krov/contracts';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/listings-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../listings/listings.schema.ts';
import { areaRows } from './search-area.ts';
import { searchCondition } from './search-conditions.ts';
import { createDataSet, type Listings, namesIn, pins, search } from './search-test-data.ts';

/**
 * A drawn area (issue 31, point 2): `polygon` on the search finds the listings inside it, its edge
 * included; a rectangle finds what the same box finds; any other shape only what lies inside it,
 * whatever else its box holds.
 */
let test: TestApp;
let listings: Listings;
beforeAll(async () => {
  test = await createTestApp();
  ({ listings } = await createDataSet(test));
});
afterAll(() => test.close());

async function found(query: string): Promise<string[]> {
  const answer = await search(test, `${query}&sort=oldest&limit=48`);
  expect({ total: answer.total, totalExact: answer.totalExact }).toEqual({
    total: answer.items.length,
    totalExact: true,
  });
  return namesIn(listings, answer);
}

const area = (points: readonly (readonly [number, number])[]) =>
  `polygon=${encodeURIComponent(points.map(([lng, lat]) => `${lng} ${lat}`).join(','))}`;
const rectangle = (west: number, south: number, east: number, north: number) =>
  area([
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]);

describe('GET /api/properties?polygon=', () => {
  it('a rectangle finds exactly what the same box finds', async () => {
    const boxes: [number, number, number, number][] = [
      [18.3, 43.8, 18.45, 43.9],
      [18.6, 44.5, 18.7, 44.6],
      [18.4, 43.85, 18.42, 43.86],
      [16, 42, 20, 46],
      [17.0, 43.0, 17.1, 43.1],
    ];
    for (const box of boxes) {
      const byBox = await found(`bbox=${box.join(',')}`);
      expect(await found(rectangle(...box)), box.join(',')).toEqual(byBox);
    }
    expect(await found(rectangle(18.3, 43.8, 18.45, 43.9))).toContain('centarFlat');
  });

  it('another shape finds only what lies inside it, not all its box holds', async () => {
    // Above the line from south-west to north-east of the box around Centar and Novo Sarajevo: the
    // Centar pins lie below it, Novo Sarajevo's above. The box holds both.
    const [west, south, east, north] = [18.38, 43.845, 18.42, 43.86];
    const inBox = await found(`bbox=${[west, south, east, north].join(',')}`);
    expect(inBox).toEqual(expect.arrayContaining(['centarFlat', 'hrasnoFlat']));
    const upperLeft = area([
      [west, south],
      [west, north],
      [east, north],
    ]);
    expect(await found(upperLeft)).toEqual(['hrasnoFlat']);
    const lowerRight = area([
      [west, south],
      [east, south],
      [east, north],
    ]);
    expect(await found(lowerRight)).toEqual(inBox.filter((name) => name !== 'hrasnoFlat'));
  });

  it('counts a pin on the edge or a corner as inside, and takes the area closed or open', async () => {
    const { lng, lat } = pins.tuzla;
    const corner = area([
      [lng, lat],
      [lng + 0.01, lat],
      [lng, lat + 0.01],
    ]);
    // Both Tuzla listings stand on that pin.
    expect(await found(corner)).toEqual(['tuzlaHouse', 'tuzlaRentHidden']);
    const closed = area([
      [lng, lat],
      [lng + 0.01, lat],
      [lng, lat + 0.01],
      [lng, lat],
    ]);
    expect(await found(closed)).toEqual(await found(corner));
    const onEdge = area([
      [lng - 0.01, lat],
      [lng + 0.01, lat],
      [lng, lat + 0.01],
    ]);
    expect(await found(onEdge)).toEqual(await found(corner));
  });

  it('keeps the other filters: an area and a deal, a type, a price', async () => {
    const sarajevo = rectangle(18.3, 43.8, 18.5, 43.95);
    // The rectangle holds the city of Sarajevo's pins, and no other listing.
    for (const filter of ['listingType=rent', 'propertyType=house', 'priceMax=200000', 'bedroomsMin=2']) {
      const inArea = await found(`${sarajevo}&${filter}`);
      expect(inArea, filter).toEqual(await found(`place=sarajevo&${filter}`));
      expect(inArea.length, filter).toBeGreaterThan(0);
    }
  });

  it.each(sortOptions)('%s: an area’s pages of 2 walk the same order as its box’s one page', async (sort) => {
    // The area's page is read ids first (decision 267); the box's whole, as before.
    const box = [16, 42, 20, 46] as const;
    const whole = namesIn(listings, await search(test, `bbox=${box.join(',')}&sort=${sort}&limit=48`));
    const walked: string[] = [];
    const totals: number[] = [];
    let page = await search(test, `${rectangle(...box)}&sort=${sort}&limit=2`);
    walked.push(...namesIn(listings, page));
    totals.push(page.total);
    while (page.nextCursor) {
      page = await search(
        test,
        `${rectangle(...box)}&sort=${sort}&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`,
      );
      walked.push(...namesIn(listings, page));
      totals.push(page.total);
    }
    expect(walked).toEqual(whole);
    // The first page counted the whole area as it read (decision 268); the later ones carry it.
    expect(new Set(totals)).toEqual(new Set([whole.length]));
    expect(walked.length).toBeGreaterThan(4);
  });

  it('reads a drawn area band by band from the area index, without the table (decision 268)', async () => {
    const filters = searchQuery.parse({
      polygon: '18.3 43.8,18.5 43.8,18.5 43.95',
      propertyType: ['apartment', 'house'],
    });
    const condition = searchCondition(properties, filters, null, test.clock.now(), null, true);
    let plan = '';
    await test.database.db
      .transaction(async (tx) => {
        // The test's few rows would be read whole, or through any index as small; the question is
        // whether the area index answers the read, its bands as the index's own conditions. The other
        // indexes go for this transaction only (rolled back below).
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const others = (await tx.execute(
          sql`select indexname from pg_indexes where tablename = 'properties'
          and indexname not in ('properties_search_area_idx', 'properties_pkey')`,
        )) as { rows: { indexname: string }[] };
        for (const { indexname } of others.rows) await tx.execute(sql.raw(`drop index "${indexname}"`));
        const explained = (await tx.execute(
          sql`explain ${areaRows(properties, sql`id, rank_at, public_price`, condition, filters)}`,
        )) as { rows: Record<string, string>[] };
        plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    // One read planned, run per band (43.80 to 43.95: 16 bands) as a range of the index.
    expect(plan.match(/Index Only Scan using properties_search_area_idx/g), plan).toHaveLength(1);
    expect(plan).toMatch(/Index Cond: .*floor\(\(?lat \* '?100/);
    expect(plan).toMatch(/Function Scan on area_band/);
    expect(plan).not.toMatch(/Seq Scan|Heap Scan/);
  });

  it('refuses what is not an area of 3 to 100 corners as ValidationErrors on polygon', async () => {
    const refusedAs = async (polygon: string) =>
      validationErrors(await client(test).get(`/api/properties?polygon=${encodeURIComponent(polygon)}`));
    const invalid = [
      expect.objectContaining({
        field: 'polygon',
        error: 'Invalid',
        extra: { format: 'lng lat,lng lat,…', pointsMin: 3, pointsMax: 100 },
      }),
    ];
    const many = Array.from({ length: 101 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 101;
      return `${18.4 + 0.01 * Math.cos(angle)} ${43.85 + 0.01 * Math.sin(angle)}`;
    });
    for (const polygon of [
      '18.4 43.85,18.5 43.9', // two corners
      '18.4 43.85,18.5 43.9,18.4 43.85', // two, closed
      '18.4 43.85,18.5 43.85,18.6 43.85', // on one line
      '18.4 43.85,18.5 abc,18.6 43.9',
      '18.4,43.85,18.5,43.9,18.6,43.95', // commas only
      '18.4 43.85,18.5 43.9,190 43.9', // beyond the world
      many.join(','),
    ]) {
      expect(await refusedAs(polygon), polygon).toEqual(invalid);
    }
    // A hundred corners are fine.
    expect(await found(`polygon=${encodeURIComponent(many.slice(0, 100).join(','))}`)).toEqual([]);
  });
});
