import type { PlaceResponse, PlacesResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createListing,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fileUrls } from '../files/file-urls.ts';
import { listingAccess } from '../listings/listing-access.ts';
import { createListingsRepository } from '../listings/listings.repository.ts';
import { createListingsReaderRepository } from '../listings/listings-reader.repository.ts';
import { createListingsReader } from '../listings/listings-reader.ts';
import { createPhotosRepository } from '../listings/photos.repository.ts';
import { createPlaceCountsRepository } from '../search/map/place-counts.repository.ts';
import { countsOf, createPlaceCounts, placeCountsMaxAgeMs, placeCountsRenewAfterMs } from './place-counts.ts';
import { createPlaces } from './places.service.ts';

let test: TestApp;
const places = createPlaces();
const http = () => client(test);

/** A pin on a place's centre (a neighbourhood's centre is its own point). */
function pinAt(slug: string) {
  const place = places.bySlug(slug);
  if (!place) throw new Error(`no place ${slug}`);
  return { lat: place.center[1], lng: place.center[0] };
}

/** A seller per listing or two: a private user lists 5 at most. */
/**
 * Each listing another flat: a size of its own (10 m² from every other's). Listings alike in every
 * fact from several owners are offers of one property, which the grouped search shows once (issue 30).
 */
let nextSize = 30;
const ownSize = () => {
  nextSize += 10;
  return nextSize;
};

async function listIn(slug: string, overrides: Record<string, unknown> = {}, by?: Seller) {
  const user = by ?? (await seller(test));
  return {
    user,
    property: await listedListing(test, user, { location: pinAt(slug), size: ownSize(), ...overrides }),
  };
}

async function suggest(q: string, limit?: number) {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  return ok<PlacesResponse>(await http().get(`/api/places?${query}`)).items;
}
const slugsFor = async (q: string, limit?: number) => (await suggest(q, limit)).map((item) => item.slug);
const placeOf = async (slug: string) => ok<PlaceResponse>(await http().get(`/api/places/${slug}`));
/** Past the counts' longest life: the next answer waits for a new count. */
const recount = () => test.clock.advance(placeCountsMaxAgeMs + 1);

beforeAll(async () => {
  test = await createTestApp();
  // Ilijaš: 2 public; Istočna Ilidža: 1; the neighbourhood Ilići (Mostar): 3, more than either.
  const ilijas = await listIn('ilijas');
  await listIn('ilijas', { listingType: 'rent', price: 600 }, ilijas.user);
  await listIn('istocna-ilidza');
  const ilici = await listIn('ilici');
  await listIn('ilici', {}, ilici.user);
  await listIn('ilici', { listingType: 'rent', price: 450 }, ilici.user);
  // Not public: an unpaid listing in Ilidža counts nowhere.
  await createListing(test, await seller(test), { location: pinAt('ilidza') });
  recount();
});
afterAll(() => test.close());

describe('GET /api/places: what people type', () => {
  it.each([
    ['nedzarici', 'nedzarici'],
    ['Nedžarići', 'nedzarici'],
    ['NEDŽARIĆI', 'nedzarici'],
    ['banjaluka', 'banja-luka'],
    ['banja luka', 'banja-luka'],
    ['Banja Lu', 'banja-luka'],
    ['madjir', 'madjir'],
    ['madir', 'madjir'],
    ['Mađir', 'madjir'],
    ['sarajevo', 'sarajevo'],
    ['sarajevo centar', 'centar-sarajevo'],
    ['dobri', 'dobrinja'],
    ['Бања Лука', 'banja-luka'],
    // One typo in a word: swapped, missing, changed letters.
    ['nedzraici', 'nedzarici'],
    ['tuzal', 'tuzla'],
    ['zenca', 'zenica'],
    ['mostr', 'mostar'],
    ['bijelijna', 'bijeljina'],
    // Case forms, as a sentence gives them (issue 31 point 1, decision 266).
    ['Banjoj Luci', 'banja-luka'],
    ['u Sarajevu', 'sarajevo'],
    ['na grbavici', 'grbavica'],
    ['u nedzaricima', 'nedzarici'],
  ])('"%s" finds %s first', async (q, first) => {
    expect((await slugsFor(q))[0]).toBe(first);
  });

  it('answers the place, its kind, the place that contains it and its public listings', async () => {
    const dobrinja = await suggest('dobrinja');
    expect(dobrinja[0]).toEqual({
      slug: 'dobrinja',
      name: 'Dobrinja',
      kind: 'neighbourhood',
      parentName: 'Novi Grad Sarajevo',
      listings: 0,
    });
    // The villages of that name follow (place-suggestions.test.ts).
    expect(dobrinja.slice(1).map((item) => item.kind)).toContain('neighbourhood');
    expect((await suggest('bosna i hercegovina'))[0]).toEqual({
      slug: 'bosna-i-hercegovina',
      name: 'Bosna i Hercegovina',
      kind: 'country',
      parentName: null,
      listings: 6,
    });
  });

  it('counts the deal the search is on when it names one (Kupovina: sell, Najam: rent)', async () => {
    const countOf = async (q: string, listingType?: string) => {
      const query = new URLSearchParams({ q, ...(listingType ? { listingType } : {}) });
      const items = ok<PlacesResponse>(await http().get(`/api/places?${query}`)).items;
      return items.find((item) => item.slug === (q === 'ilici' ? 'ilici' : 'bosna-i-hercegovina'))?.listings;
    };
    expect(await countOf('ilici')).toBe(3);
    expect(await countOf('ilici', 'sell')).toBe(2);
    expect(await countOf('ilici', 'rent')).toBe(1);
    expect(await countOf('bosna i hercegovina', 'sell')).toBe(4);
    expect(await countOf('bosna i hercegovina', 'rent')).toBe(2);
    const wrong = await http().get('/api/places?q=ilici&listingType=lease');
    expect(wrong.json()).toMatchObject({ validationErrors: [{ field: 'listingType' }] });
  });

  it('ranks by kind before listings, then by listings: municipalities, then the busier neighbourhood', async () => {
    // All four start with "ili"; Ilići has the most listings but is a neighbourhood.
    expect((await suggest('ili')).slice(0, 4)).toEqual([
      expect.objectContaining({ slug: 'ilijas', kind: 'municipality', listings: 2 }),
      expect.objectContaining({ slug: 'istocna-ilidza', kind: 'municipality', listings: 1 }),
      expect.objectContaining({ slug: 'ilidza', kind: 'municipality', listings: 0 }),
      expect.objectContaining({ slug: 'ilici', kind: 'neighbourhood', listings: 3, parentName: 'Mostar' }),
    ]);
  });

  it('puts the whole name first, and matches without a typo before those with one', async () => {
    // "Luka" (neighbourhoods of Mostar, Busovača, Čelić, Goražde) is the whole name; Banja Luka,
    // Lukavac… start a word.
    expect((await slugsFor('luka')).slice(0, 5)).toContain('lukavac');
    // "novi" starts Novi Grad…; "Novo Sarajevo" is one letter away and comes after.
    const novi = await slugsFor('novi', 20);
    expect(novi.slice(0, 3).sort()).toEqual(['novi-grad', 'novi-grad-sarajevo', 'novi-travnik']);
    expect(novi).toContain('novo-sarajevo');
    expect(novi.indexOf('novo-sarajevo')).toBeGreaterThan(2);
  });

  it('keeps to the limit, and short words take no typo', async () => {
    expect(await suggest('s', 3)).toHaveLength(3);
    expect(await suggest('s')).toHaveLength(8);
    // Three letters: no typo allowed, so "tuz" finds only what starts with it.
    expect(await slugsFor('tuz')).toEqual(['tuzla', 'gornja-tuzla', 'tuzlanski-kanton']);
    expect(await suggest('xqz')).toEqual([]);
    expect(await suggest('--')).toEqual([]);
  });

  it('validates q and limit with the spec keys', async () => {
    expect(validationErrors(await http().get('/api/places'))).toEqual([
      expect.objectContaining({ field: 'q' }),
    ]);
    expect(validationErrors(await http().get('/api/places?q=%20%20'))).toEqual([
      expect.objectContaining({ field: 'q' }),
    ]);
    expect(validationErrors(await http().get('/api/places?q=a&limit=21'))).toEqual([
      expect.objectContaining({ field: 'limit', error: 'LessThanOrEqual' }),
    ]);
  });
});

describe('GET /api/places/{slug}', () => {
  it('answers the centre, the box, the parents from the country down and the listings by type', async () => {
    const dobrinja = places.bySlug('dobrinja');
    expect(await placeOf('dobrinja')).toEqual({
      slug: 'dobrinja',
      name: 'Dobrinja',
      kind: 'neighbourhood',
      center: { lat: dobrinja?.center[1], lng: dobrinja?.center[0] },
      bbox: dobrinja?.bbox,
      parents: [
        { slug: 'bosna-i-hercegovina', name: 'Bosna i Hercegovina', kind: 'country' },
        { slug: 'federacija-bosne-i-hercegovine', name: 'Federacija Bosne i Hercegovine', kind: 'entity' },
        { slug: 'kanton-sarajevo', name: 'Kanton Sarajevo', kind: 'canton' },
        { slug: 'sarajevo', name: 'Sarajevo', kind: 'city' },
        { slug: 'novi-grad-sarajevo', name: 'Novi Grad Sarajevo', kind: 'municipality' },
      ],
      listings: { sell: 0, rent: 0 },
    });
    expect((await placeOf('bosna-i-hercegovina')).parents).toEqual([]);
    expect((await placeOf('bosna-i-hercegovina')).listings).toEqual({ sell: 4, rent: 2 });
    expect((await placeOf('ilijas')).listings).toEqual({ sell: 1, rent: 1 });
    expect((await placeOf('kanton-sarajevo')).listings).toEqual({ sell: 1, rent: 1 });
    expect((await placeOf('republika-srpska')).listings).toEqual({ sell: 1, rent: 0 });
    expect((await placeOf('mostar')).listings).toEqual({ sell: 2, rent: 1 });
  });

  it('answers 404 NotFound for an unknown slug', async () => {
    refused(await http().get('/api/places/atlantida'), 404, 'NotFound');
    expect(validationErrors(await http().get('/api/places/Not_A_Slug'))).toEqual([
      expect.objectContaining({ field: 'slug' }),
    ]);
  });
});

describe('listing counts', () => {
  it('count public listings only, and show a change once the copy has been counted again', async () => {
    const { user, property } = await listIn('dobrinja');
    // Counted a minute ago: the new listing shows once the cache has expired.
    expect((await suggest('dobrinja'))[0]?.listings).toBe(0);
    recount();
    expect((await suggest('dobrinja'))[0]?.listings).toBe(1);
    expect((await placeOf('novi-grad-sarajevo')).listings).toEqual({ sell: 1, rent: 0 });
    expect((await placeOf('sarajevo')).listings).toEqual({ sell: 1, rent: 0 });

    ok(await http().post(`/api/properties/${property.id}/hide`, user.auth));
    expect((await placeOf('dobrinja')).listings).toEqual({ sell: 1, rent: 0 });
    recount();
    expect((await placeOf('dobrinja')).listings).toEqual({ sell: 0, rent: 0 });
    expect((await suggest('dobrinja'))[0]?.listings).toBe(0);
  });
});

describe('the copy of the counts', () => {
  /** The listings module's real reader, as the app builds it. */
  function reader() {
    const db = test.database.db;
    const repository = createListingsRepository(db);
    const photos = createPhotosRepository(db);
    const access = listingAccess({ repository, photos, places, fileUrl: fileUrls(), clock: test.clock });
    return createListingsReader({
      repository,
      reads: createListingsReaderRepository(db),
      placeCounts: createPlaceCountsRepository(db),
      access,
      clock: test.clock,
    });
  }

  it('is answered at once while one count renews it, and waited for only when too old', async () => {
    const counts = createPlaceCounts({ listings: reader(), clock: test.clock });
    const ilijas = async () => countsOf(await counts.get(), 'ilijas', false);
    expect(await ilijas()).toEqual({ sell: 1, rent: 1 });
    const { user, property } = await listIn('ilijas');

    test.clock.advance(placeCountsRenewAfterMs - 1);
    expect(await ilijas()).toEqual({ sell: 1, rent: 1 });
    await counts.settled();
    expect(await ilijas()).toEqual({ sell: 1, rent: 1 });
    // Old enough to renew: the copy is answered at once while one count runs behind it.
    test.clock.advance(2);
    expect(await ilijas()).toEqual({ sell: 1, rent: 1 });
    await counts.settled();
    expect(await ilijas()).toEqual({ sell: 2, rent: 1 });

    // Too old to answer: the request waits for the new count.
    ok(await http().post(`/api/properties/${property.id}/hide`, user.auth));
    test.clock.advance(placeCountsMaxAgeMs + 1);
    expect(await ilijas()).toEqual({ sell: 1, rent: 1 });
  });
});

// Last: the clock jumps past every listing's validity.
describe('lapsed listings', () => {
  it('stops counting a listing the moment its validity ends, before the expire job turns it', async () => {
    const { property } = await listIn('kakanj', { listingType: 'rent', price: 300 });
    recount();
    expect((await placeOf('kakanj')).listings).toEqual({ sell: 0, rent: 1 });
    const validUntil = Date.parse(property.validUntil ?? '');
    expect(Number.isNaN(validUntil)).toBe(false);
    // No job runs on this clock: the listing is still `listed`, only its time is up.
    test.clock.set(new Date(validUntil + 1));
    recount();
    expect((await placeOf('kakanj')).listings).toEqual({ sell: 0, rent: 0 });
    expect((await suggest('kakanj'))[0]?.listings).toBe(0);
  });
});
