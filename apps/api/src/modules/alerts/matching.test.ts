import type { SearchFiltersInput, SearchResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import { savedSearches, saveSearch } from '../../../test/alerts-fixtures.ts';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  client,
  createListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let owner: Seller;
let searcher: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test);
  searcher = await verifiedUser(test);
});
afterAll(() => test.close());

const mostar = { lat: 43.3438, lng: 17.8078 };

/** One saved search per filter value, on each side of the listings below. */
const filtersByName: Record<string, SearchFiltersInput> = {
  anything: {},
  sell: { listingType: 'sell' },
  rent: { listingType: 'rent' },
  apartment: { propertyType: ['apartment'] },
  houseOrLand: { propertyType: ['house', 'land'] },
  centarSarajevo: { place: 'centar-sarajevo' },
  kantonSarajevo: { place: 'kanton-sarajevo' },
  mostar: { place: 'mostar' },
  boxAroundCentar: { bbox: '18.40,43.85,18.42,43.86' },
  boxElsewhere: { bbox: '17.0,43.0,17.1,43.1' },
  // Drawn areas (issue 31): around the flat's pin, and one whose box holds the pin but not the area.
  areaAroundCentar: { polygon: '18.40 43.85,18.43 43.85,18.4131 43.87' },
  areaBesideCentar: { polygon: '18.40 43.85,18.40 43.87,18.43 43.87' },
  // Their index keys (match-keys.ts): an area over a grid line of every level but the coarsest, one
  // over the whole country (no cell: anywhere), and a price range whose ceiling stops short of it.
  areaOverTwoCells: { polygon: '18.20 43.80,18.45 43.80,18.45 43.90,18.20 43.90' },
  areaOverTheCountry: { polygon: '15.7 42.5,19.7 42.5,19.7 45.3,15.7 45.3' },
  sameBandBelow: { priceMin: 140_000, priceMax: 184_999 },
  // A ceiling at the flat's own price (185 000 KM): the key's range includes its end.
  upToTheFlatsPrice: { priceMax: 185_000 },
  from150to200: { priceMin: 150_000, priceMax: 200_000 },
  upTo130: { priceMax: 130_000 },
  from60m2: { sizeMin: 60 },
  upTo100m2: { sizeMax: 100 },
  twoBedrooms: { bedroomsMin: 2 },
  threeBedrooms: { bedroomsMin: 3 },
  twoBathrooms: { bathroomsMin: 2 },
  balcony: { features: ['balcony'] },
  balconyAndGarage: { features: ['balcony', 'garage'] },
  withPhotos: { withPhotos: true },
  // Issue 31: a video or a 3D tour, a floor plan.
  withVideo: { withVideo: true },
  withFloorPlan: { withFloorPlan: true },
  skenderija: { q: 'skenderija' },
  pool: { q: 'bazen' },
  agency: { agency: 'neka-agencija' },
  // Issue 29: a listing becomes public confirmed (publishing confirms), so it meets this one.
  confirmedThisWeek: { confirmedWithinDays: 7 },
  everythingOfTheFlat: {
    listingType: 'sell',
    propertyType: ['apartment'],
    place: 'centar-sarajevo',
    priceMax: 200_000,
    bedroomsMin: 2,
    features: ['balcony'],
  },
};

/** Publishes and matches at once (the queued job finds the matches made and adds nothing). */
async function publishAndMatch(id: string, by: Seller = owner) {
  // A moment after the searches were last seen: what matches now is new.
  test.clock.advance(1_000);
  ok(await client(test).post(`/api/properties/${id}/publish`, by.auth));
  await test.jobs.alerts.matchListing(id);
}

/** The searches that counted the listing as new since the last call; then marks them all seen. */
async function matchedNames(): Promise<string[]> {
  const names = Object.fromEntries(
    (await savedSearches(test, searcher)).map((search) => [search.id, search] as const),
  );
  const matched: string[] = [];
  for (const [id, search] of Object.entries(names)) {
    if (search.newMatches > 0) matched.push(nameOf[id] as string);
    ok(await client(test).post(`/api/users/me/saved-searches/${id}/seen`, searcher.auth));
  }
  return matched.sort();
}

/** The searches whose own search (GET /api/properties with the same filters) lists the listing. */
async function searchedNames(listingId: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, filters] of Object.entries(filtersByName)) {
    const query = new URLSearchParams(
      Object.entries(filters).map(([key, value]): [string, string] => [
        key,
        Array.isArray(value) ? value.join(',') : String(value),
      ]),
    );
    query.set('limit', '48');
    const answer = await client(test).get(`/api/properties?${query}`);
    if (ok<SearchResponse>(answer).items.some((item) => item.id === listingId)) found.push(name);
  }
  return found.sort();
}

const nameOf: Record<string, string> = {};

describe('a listing that becomes public meets the saved searches whose search would list it', () => {
  beforeAll(async () => {
    for (const [name, filters] of Object.entries(filtersByName)) {
      nameOf[(await saveSearch(test, searcher, filters)).id] = name;
    }
  });

  it('a flat in Centar Sarajevo with a balcony and photos', async () => {
    const flat = await createListing(test, owner);
    ok(await uploadPhotos(test, owner, flat.id, [{ bytes: await jpeg() }]), 201);
    await publishAndMatch(flat.id);
    const matched = await matchedNames();
    expect(matched).toEqual(
      [
        'anything',
        'confirmedThisWeek',
        'sell',
        'apartment',
        'centarSarajevo',
        'kantonSarajevo',
        'boxAroundCentar',
        'areaAroundCentar',
        'areaOverTwoCells',
        'areaOverTheCountry',
        'from150to200',
        'upToTheFlatsPrice',
        'from60m2',
        'upTo100m2',
        'twoBedrooms',
        'balcony',
        'withPhotos',
        'skenderija',
        'everythingOfTheFlat',
      ].sort(),
    );
    expect(matched).toEqual(await searchedNames(flat.id));
  });

  it('a hidden price meets no price range, only the searches without one', async () => {
    const hidden = await createListing(test, owner, {
      price: 120_000,
      hidePrice: true,
      description: 'Stan.',
    });
    await publishAndMatch(hidden.id);
    const matched = await matchedNames();
    expect(matched).not.toContain('upTo130');
    expect(matched).not.toContain('from150to200');
    expect(matched).toContain('anything');
    expect(matched).toEqual(await searchedNames(hidden.id));
  });

  it('a house for rent in Mostar with a garage, a pool and three bedrooms', async () => {
    const house = await createListing(test, owner, {
      listingType: 'rent',
      propertyType: 'house',
      size: 150,
      bedrooms: 3,
      bathrooms: 2,
      features: ['balcony', 'garage'],
      price: 1_200,
      description: 'Kuća s bazenom i garažom.',
      address: 'Kneza Domagoja 5',
      location: mostar,
      tourUrl: 'https://kuula.co/share/N1Qhk',
    });
    await publishAndMatch(house.id);
    const matched = await matchedNames();
    expect(matched).toEqual(
      [
        'anything',
        'confirmedThisWeek',
        'rent',
        'houseOrLand',
        'mostar',
        'areaOverTheCountry',
        'upTo130',
        'upToTheFlatsPrice',
        'from60m2',
        'twoBedrooms',
        'threeBedrooms',
        'twoBathrooms',
        'balcony',
        'balconyAndGarage',
        'pool',
        'withVideo',
      ].sort(),
    );
    expect(matched).toEqual(await searchedNames(house.id));
  });

  it('an agency’s listing meets the searches for that agency, as its search lists it', async () => {
    const { owner: agencyOwner, agency } = await approvedAgency(test, await adminUser(test), {
      name: 'Neka Agencija',
    });
    expect(agency.slug).toBe('neka-agencija');
    const flat = await createListing(test, agencyOwner);
    await publishAndMatch(flat.id, agencyOwner);
    const matched = await matchedNames();
    expect(matched).toContain('agency');
    expect(matched).toEqual(await searchedNames(flat.id));
    // Another seller's listing is no agency's: the agency's search stays silent.
    const privateFlat = await createListing(test, owner);
    await publishAndMatch(privateFlat.id);
    expect(await matchedNames()).not.toContain('agency');
  });

  it('searches saved before their index key existed still match, and the key job writes the keys', async () => {
    const ids = Object.keys(nameOf).filter((id) =>
      ['sell', 'everythingOfTheFlat'].includes(nameOf[id] ?? ''),
    );
    const keysOf = async () =>
      (
        (await test.database.db.execute(
          sql`select id, match_key from saved_searches where id in (${sql.join(ids, sql`, `)}) order by id`,
        )) as { rows: { id: string; match_key: string | null }[] }
      ).rows;
    const written = await keysOf();
    await test.database.db.execute(
      sql`update saved_searches set match_key = null where id in (${sql.join(ids, sql`, `)})`,
    );
    // Another seller: a private seller keeps at most five listings.
    const another = await seller(test);
    const flat = await createListing(test, another, { features: ['balcony'] });
    await publishAndMatch(flat.id, another);
    const matched = await matchedNames();
    expect(matched).toEqual(expect.arrayContaining(['sell', 'everythingOfTheFlat']));
    expect(matched).toEqual(await searchedNames(flat.id));
    expect(await test.jobs.alerts.tokenize({ batchSize: 1 })).toBe(2);
    expect(await keysOf()).toEqual(written);
    expect(written.map((row) => row.match_key).sort()).toEqual([
      'sell|*|*',
      'sell|apartment|p:centar-sarajevo',
    ]);
  });

  it("never meets its owner's own searches", async () => {
    const own = await saveSearch(test, owner, {});
    const listing = await createListing(test, owner);
    await publishAndMatch(listing.id);
    await matchedNames();
    const [mine] = (await savedSearches(test, owner)).filter((search) => search.id === own.id);
    expect(mine?.newMatches).toBe(0);
  });
});
