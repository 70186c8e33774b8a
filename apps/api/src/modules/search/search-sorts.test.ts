import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDataSet, type Listings, namesIn, search } from './search-test-data.ts';

let test: TestApp;
let listings: Listings;
beforeAll(async () => {
  test = await createTestApp();
  ({ listings } = await createDataSet(test));
});
afterAll(() => test.close());

/** The data set's names in a sort's order, all on one page. */
async function sorted(query: string): Promise<string[]> {
  return namesIn(listings, await search(test, `${query}&limit=48`));
}

/** Two listings of equal key: the id breaks the tie in the sort's direction. */
function byId(direction: 'asc' | 'desc', ...names: (keyof Listings)[]): string[] {
  const ordered = [...names].sort((a, b) => (listings[a].id < listings[b].id ? -1 : 1));
  return direction === 'asc' ? ordered : ordered.reverse();
}

describe('GET /api/properties sorts', () => {
  it('relevant is the default: bonus days for photos and completeness, then the fresher', async () => {
    // Bonus days (docs/decisions/075-relevance-rank-time.md): centarFlat 10 (a photo 7, price 2,
    // rooms 1), centarHouse 5 (price 2, long description 2, rooms 1), 3 for the shown prices with
    // rooms (an office needs none), 1 for rooms alone; equal bonuses go newest first.
    const expected = [
      'centarFlat',
      'centarHouse',
      'centarRent',
      'stariGradRent',
      'banjaLukaOffice',
      'tuzlaHouse',
      'hrasnoFlat',
      'noviGradNoPrice',
      'tuzlaRentHidden',
      'mostarLand',
      'noviGradHidden',
    ];
    expect(await sorted('')).toEqual(expected);
    expect(await sorted('sort=relevant')).toEqual(expected);
  });

  it('newest and oldest by the publishing time', async () => {
    const published = Object.keys(listings);
    expect(await sorted('sort=oldest')).toEqual(published);
    expect(await sorted('sort=newest')).toEqual([...published].reverse());
  });

  it('price ascending: shown prices, then hidden and missing ones last (by id)', async () => {
    expect(await sorted('sort=price_asc')).toEqual([
      'stariGradRent',
      'centarRent',
      'tuzlaHouse',
      'hrasnoFlat',
      ...byId('asc', 'centarFlat', 'centarHouse'),
      'banjaLukaOffice',
      ...byId('asc', 'noviGradHidden', 'mostarLand', 'tuzlaRentHidden', 'noviGradNoPrice'),
    ]);
  });

  it('price descending: shown prices, then hidden and missing ones last (by id)', async () => {
    expect(await sorted('sort=price_desc')).toEqual([
      'banjaLukaOffice',
      ...byId('desc', 'centarFlat', 'centarHouse'),
      'hrasnoFlat',
      'tuzlaHouse',
      'centarRent',
      'stariGradRent',
      ...byId('desc', 'noviGradHidden', 'mostarLand', 'tuzlaRentHidden', 'noviGradNoPrice'),
    ]);
  });

  it('size ascending and descending', async () => {
    const ascending = [
      'hrasnoFlat',
      'stariGradRent',
      'centarFlat',
      'noviGradNoPrice',
      'centarRent',
      'tuzlaRentHidden',
      'tuzlaHouse',
      'noviGradHidden',
      'centarHouse',
      'banjaLukaOffice',
      'mostarLand',
    ];
    expect(await sorted('sort=size_asc')).toEqual(ascending);
    expect(await sorted('sort=size_desc')).toEqual([...ascending].reverse());
  });

  // Inside a place these sorts merge one ordered walk per (municipality, listing type, property
  // type), or, for a place of many municipalities, read the covering place index and sort
  // (search.repository.ts); without a place they walk the sort's index: three plans, one order.
  const places = [
    'place=sarajevo',
    'place=sarajevo&listingType=sell&propertyType=apartment,house',
    'place=federacija-bosne-i-hercegovine',
  ];
  it.each(['price_asc', 'price_desc', 'size_asc', 'size_desc'])(
    'inside a place, %s keeps the country’s order of that place’s listings, page after page',
    async (sort) => {
      for (const place of places) {
        const inPlace = new Set(await sorted(place));
        expect(inPlace.size).toBeGreaterThan(2);
        const expected = (await sorted(`sort=${sort}`)).filter((name) => inPlace.has(name));
        expect({ place, names: await sorted(`${place}&sort=${sort}`) }).toEqual({ place, names: expected });
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const answer = await search(
            test,
            `${place}&sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          paged.push(...namesIn(listings, answer));
          expect(answer.total).toBe(expected.length);
          cursor = answer.nextCursor;
        } while (cursor !== null);
        expect({ place, paged }).toEqual({ place, paged: expected });
      }
    },
  );

  it('sorts after the filters: rent by price', async () => {
    expect(await sorted('listingType=rent&sort=price_desc')).toEqual([
      'centarRent',
      'stariGradRent',
      'tuzlaRentHidden',
    ]);
  });
});
