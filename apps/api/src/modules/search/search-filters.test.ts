import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDataSet, type Listings, namesIn, search } from './search-test-data.ts';

let test: TestApp;
let listings: Listings;
beforeAll(async () => {
  test = await createTestApp();
  ({ listings } = await createDataSet(test));
});
afterAll(() => test.close());

/** The names a query finds, oldest first (so each expectation reads in the data set's order). */
async function found(query: string): Promise<string[]> {
  const answer = await search(test, `${query}&sort=oldest&limit=48`);
  // The total counts exactly what the page holds when everything fits on it.
  expect({ total: answer.total, totalExact: answer.totalExact }).toEqual({
    total: answer.items.length,
    totalExact: true,
  });
  return namesIn(listings, answer);
}

const sarajevoListings = [
  'centarFlat',
  'hrasnoFlat',
  'noviGradHidden',
  'stariGradRent',
  'centarRent',
  'noviGradNoPrice',
  'centarHouse',
];

describe('GET /api/properties filters', () => {
  it('listing type', async () => {
    expect(await found('listingType=rent')).toEqual(['stariGradRent', 'centarRent', 'tuzlaRentHidden']);
    expect(await found('listingType=sell')).toEqual([
      'centarFlat',
      'hrasnoFlat',
      'noviGradHidden',
      'tuzlaHouse',
      'banjaLukaOffice',
      'mostarLand',
      'noviGradNoPrice',
      'centarHouse',
    ]);
  });

  it('a place searches inside it, at every level; the country restricts nothing', async () => {
    expect(await found('place=kanton-sarajevo')).toEqual(sarajevoListings);
    expect(await found('place=sarajevo')).toEqual(sarajevoListings);
    expect(await found('place=centar-sarajevo')).toEqual(['centarFlat', 'centarRent', 'centarHouse']);
    expect(await found('place=tuzla')).toEqual(['tuzlaHouse', 'tuzlaRentHidden']);
    expect(await found('place=republika-srpska')).toEqual(['banjaLukaOffice']);
    // A neighbourhood by the listing's assignment (the nearest point within 2 km).
    expect(await found('place=socijalno')).toEqual(['hrasnoFlat']);
    expect(await found('place=skenderija')).toEqual(['centarFlat', 'centarRent', 'centarHouse']);
    expect(await found('place=bosna-i-hercegovina')).toHaveLength(11);
    // A known place without listings is an empty result, not an error.
    expect(await found('place=bihac')).toEqual([]);
  });

  it('an unknown place is NotFound', async () => {
    refused(await client(test).get('/api/properties?place=atlantida'), 404, 'NotFound');
  });

  it('the map box: west,south,east,north', async () => {
    expect(await found('bbox=18.6,44.5,18.7,44.6')).toEqual(['tuzlaHouse', 'tuzlaRentHidden']);
    expect(await found('bbox=18.3,43.8,18.45,43.9')).toEqual([
      'centarFlat',
      'hrasnoFlat',
      'noviGradHidden',
      'centarRent',
      'noviGradNoPrice',
      'centarHouse',
    ]);
  });

  it('price range over shown prices only: a hidden price never matches', async () => {
    expect(await found('priceMin=120000')).toEqual([
      'centarFlat',
      'hrasnoFlat',
      'banjaLukaOffice',
      'centarHouse',
    ]);
    // noviGradHidden asks 300 000 and tuzlaRentHidden 600, both hidden: neither bound finds them.
    expect(await found('priceMin=250000')).toEqual(['banjaLukaOffice']);
    expect(await found('priceMin=299999&priceMax=300001')).toEqual([]);
    expect(await found('priceMax=1000')).toEqual(['stariGradRent']);
    expect(await found('priceMin=800&priceMax=1200')).toEqual(['stariGradRent', 'centarRent']);
  });

  it('price ranges with the price sorts (the walk starts at the bound): the same listings, in price order', async () => {
    const ranges = ['priceMin=120000', 'priceMax=150000', 'priceMin=800&priceMax=200000', 'priceMax=1000'];
    for (const range of ranges) {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const names = namesIn(listings, await search(test, `${range}&sort=${sort}&limit=48`));
        expect(new Set(names)).toEqual(new Set(await found(range)));
        const prices = names.map((name) => listings[name as keyof Listings]?.price as number);
        const ordered = [...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a));
        expect({ range, sort, prices }).toEqual({ range, sort, prices: ordered });
      }
    }
  });

  it('size range, bounds included', async () => {
    expect(await found('sizeMin=64.5&sizeMax=100')).toEqual([
      'centarFlat',
      'centarRent',
      'tuzlaRentHidden',
      'noviGradNoPrice',
    ]);
    expect(await found('sizeMin=1000')).toEqual(['mostarLand']);
  });

  it('minimum bedrooms and bathrooms', async () => {
    expect(await found('bedroomsMin=3')).toEqual([
      'noviGradHidden',
      'tuzlaHouse',
      'centarRent',
      'tuzlaRentHidden',
      'centarHouse',
    ]);
    expect(await found('bathroomsMin=2')).toEqual(['noviGradHidden', 'centarRent', 'centarHouse']);
  });

  it('property types, as a list or repeated', async () => {
    const housesAndLand = ['noviGradHidden', 'tuzlaHouse', 'mostarLand', 'tuzlaRentHidden', 'centarHouse'];
    expect(await found('propertyType=house,land')).toEqual(housesAndLand);
    expect(await found('propertyType=house&propertyType=land')).toEqual(housesAndLand);
    expect(await found('propertyType=office')).toEqual(['banjaLukaOffice']);
  });

  it('features: every one must match', async () => {
    expect(await found('features=garden,garage')).toEqual(['noviGradHidden', 'centarHouse']);
    expect(await found('features=balcony')).toEqual([
      'centarFlat',
      'hrasnoFlat',
      'centarRent',
      'noviGradNoPrice',
    ]);
    expect(await found('features=balcony,furnished,elevator')).toEqual(['centarRent']);
  });

  it('with photos', async () => {
    expect(await found('withPhotos=true')).toEqual(['centarFlat']);
    expect(await found('withPhotos')).toEqual(['centarFlat']);
    expect(await found('withPhotos=false')).toHaveLength(11);
  });

  it('free text over the address, description and place names, without diacritics, "dj" for "đ"', async () => {
    expect(await found('q=nedzarici')).toEqual(['hrasnoFlat']);
    expect(await found('q=NEDŽARIĆI')).toEqual(['hrasnoFlat']);
    expect(await found('q=karadjordjevica')).toEqual(['banjaLukaOffice']);
    expect(await found('q=Karađorđevića 10')).toEqual(['banjaLukaOffice']);
    // Place names: a neighbourhood, a city written as one word, a prefix still being typed.
    expect(await found('q=socijalno')).toEqual(['hrasnoFlat']);
    expect(await found('q=banjaluka')).toEqual(['banjaLukaOffice']);
    expect(await found('q=skenderij')).toEqual(['centarFlat', 'centarRent', 'centarHouse']);
    // Every word must match; the stemmer finds "garažom" from "garaža".
    expect(await found('q=kuća garaža')).toEqual(['centarHouse']);
    expect(await found('q=tuzla garaža')).toEqual([]);
    // Nothing searchable restricts nothing.
    expect(await found('q=!!!')).toHaveLength(11);
  });

  it('an agency that names no approved agency matches nothing (docs/decisions/078-search-agency-filter.md)', async () => {
    expect(await found('agency=krov-nekretnine')).toEqual([]);
  });

  it('filters together', async () => {
    expect(await found('listingType=sell&place=sarajevo&priceMax=190000&bedroomsMin=2')).toEqual([
      'centarFlat',
      'centarHouse',
    ]);
    expect(await found('listingType=rent&place=sarajevo&features=furnished&sizeMin=60')).toEqual([
      'centarRent',
    ]);
  });
});
