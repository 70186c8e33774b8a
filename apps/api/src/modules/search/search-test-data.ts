import type { PropertyResponse, SearchResponse } from '@krov/contracts';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  client,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
} from '../../../test/listings-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * The search tests' known data set, made through the real api: eleven public listings, published
 * 30 s apart in this order (so "newest" is the reverse), each chosen to tell one filter or sort
 * apart. The days in brackets are each one's relevance bonus (docs/decisions/075-relevance-rank-time.md).
 */

/** Pins inside municipalities; the comment names the neighbourhood the places data assigns. */
export const pins = {
  centar: { lat: 43.8563, lng: 18.4131 }, // centar-sarajevo, skenderija
  novoSarajevo: { lat: 43.85146, lng: 18.38918 }, // novo-sarajevo, socijalno
  noviGrad: { lat: 43.86827, lng: 18.32054 }, // novi-grad-sarajevo, sokolje
  stariGrad: { lat: 43.91893, lng: 18.47108 }, // stari-grad-sarajevo, gvozdarevo
  tuzla: { lat: 44.53842, lng: 18.66709 }, // tuzla (tuzlanski-kanton, no city), brdo-tuzla
  banjaLuka: { lat: 44.77583, lng: 17.18556 }, // banja-luka (republika-srpska), ante-jakica
  mostar: { lat: 43.3438, lng: 17.8078 }, // mostar, cernica
};

const bare = { description: '', constructionYear: null, parkings: null, floor: null, totalFloors: null };
const longText =
  'Prostrana kuća s vrtom i garažom na mirnoj lokaciji, tri etaže, renovirana prošle godine, ' +
  'centralno grijanje, nova stolarija, dvorište s voćnjakom, pet minuta hoda do tramvaja, škole i ' +
  'vrtića, uz kuću ide i parking za dva auta te ostava.';

export const dataSet = {
  /** [10] the only one with a photo. */
  centarFlat: {
    propertyType: 'apartment',
    price: 185_000,
    size: 64.5,
    bedrooms: 2,
    bathrooms: 1,
    features: ['balcony', 'elevator'],
    location: pins.centar,
    address: 'Zmaja od Bosne 12',
  },
  /** [3] its description names Nedžarići. */
  hrasnoFlat: {
    propertyType: 'apartment',
    price: 120_000,
    size: 48,
    bedrooms: 1,
    bathrooms: 1,
    features: ['balcony'],
    location: pins.novoSarajevo,
    address: 'Grbavička 5',
    description: 'Stan s pogledom prema Nedžarići.',
  },
  /** [1] a hidden price of 300 000. */
  noviGradHidden: {
    propertyType: 'house',
    price: 300_000,
    hidePrice: true,
    size: 150,
    bedrooms: 4,
    bathrooms: 2,
    features: ['garden', 'garage'],
    location: pins.noviGrad,
    address: 'Rajlovačka 40',
  },
  /** [3] */
  tuzlaHouse: {
    propertyType: 'house',
    price: 90_000,
    size: 120,
    bedrooms: 3,
    bathrooms: 1,
    features: ['garden'],
    location: pins.tuzla,
    address: 'Slatina 7',
  },
  /** [3] an office needs no rooms to be complete; "đ" in the address. */
  banjaLukaOffice: {
    propertyType: 'office',
    price: 250_000,
    size: 200,
    bedrooms: null,
    bathrooms: 1,
    features: [],
    location: pins.banjaLuka,
    address: 'Kralja Petra I Karađorđevića 10',
  },
  /** [1] land, no price given. */
  mostarLand: {
    propertyType: 'land',
    price: null,
    size: 1000,
    bedrooms: null,
    bathrooms: null,
    features: [],
    location: pins.mostar,
    address: 'Bijeli Brijeg bb',
  },
  /** [3] */
  stariGradRent: {
    listingType: 'rent',
    propertyType: 'apartment',
    price: 800,
    size: 55,
    bedrooms: 2,
    bathrooms: 1,
    features: ['furnished'],
    location: pins.stariGrad,
    address: 'Bistrik 3',
  },
  /** [3] */
  centarRent: {
    listingType: 'rent',
    propertyType: 'apartment',
    price: 1200,
    size: 80,
    bedrooms: 3,
    bathrooms: 2,
    features: ['furnished', 'balcony', 'elevator'],
    location: pins.centar,
    address: 'Ferhadija 1',
  },
  /** [1] a hidden rent of 600. */
  tuzlaRentHidden: {
    listingType: 'rent',
    propertyType: 'house',
    price: 600,
    hidePrice: true,
    size: 100,
    bedrooms: 3,
    bathrooms: 1,
    features: ['garden'],
    location: pins.tuzla,
    address: 'Kojšino 2',
  },
  /** [1] no price given. */
  noviGradNoPrice: {
    propertyType: 'apartment',
    price: null,
    size: 70,
    bedrooms: 2,
    bathrooms: 1,
    features: ['balcony'],
    location: pins.noviGrad,
    address: 'Bulevar Meše Selimovića 80',
  },
  /** [5] a long description; the same price as centarFlat (the id breaks the tie). */
  centarHouse: {
    propertyType: 'house',
    price: 185_000,
    size: 180,
    bedrooms: 5,
    bathrooms: 3,
    features: ['garden', 'garage', 'attic'],
    location: pins.centar,
    address: 'Višnjik 20',
    description: longText,
  },
} satisfies Record<string, Record<string, unknown>>;

export type Name = keyof typeof dataSet;
export type Listings = Record<Name, PropertyResponse>;

/** Listings of fresh sellers (a private user lists 5 at most), published 30 s apart. */
export async function publishAll<N extends string>(
  test: TestApp,
  inputs: Record<N, Record<string, unknown>>,
): Promise<Published<N>> {
  const made = {} as Record<N, PropertyResponse>;
  const sellers = new Map<string, Seller>();
  let current: Seller | null = null;
  for (const [index, [name, input]] of (Object.entries(inputs) as [N, Record<string, unknown>][]).entries()) {
    if (index % 5 === 0) current = await seller(test);
    const owner = current as Seller;
    const listing = await listedListing(test, owner, { ...bare, ...input });
    made[name] = listing;
    sellers.set(listing.id, owner);
    test.clock.advance(30_000);
  }
  return { listings: made, sellers };
}

/** Listings by name, and each one's owner by listing id. */
export interface Published<N extends string> {
  listings: Record<N, PropertyResponse>;
  sellers: Map<string, Seller>;
}

/** The data set, with centarFlat's photo uploaded. */
export async function createDataSet(test: TestApp) {
  const published = await publishAll(test, dataSet);
  const flat = published.listings.centarFlat;
  const owner = published.sellers.get(flat.id) as Seller;
  ok(await uploadPhotos(test, owner, flat.id, [{ bytes: await jpeg(64, 48) }]), 201);
  return published;
}

/** GET /api/properties with a query string; the answer must be 200. */
export async function search(test: TestApp, query: string): Promise<SearchResponse> {
  return ok<SearchResponse>(await client(test).get(`/api/properties?${query}`));
}

/** The names of the data set's listings in the answer's order (others' ids as they are). */
export function namesIn(
  listings: Partial<Record<string, PropertyResponse>>,
  answer: SearchResponse,
): string[] {
  const byId = new Map(Object.entries(listings).map(([name, listing]) => [listing?.id, name]));
  return answer.items.map((item) => byId.get(item.id) ?? item.id);
}
