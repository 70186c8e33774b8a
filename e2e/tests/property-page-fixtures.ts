// What the property page specs share: a published flat with its photos ready, and text helpers.
import { endpoints } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { apiUrl, testJpegs, testUserPassword } from '../support.ts';
import { payFor } from './payment-fixtures.ts';

/** The password of the users newUser registers. */
export const password = testUserPassword;
export const jpegs = testJpegs('kuca');
export const xhr = { 'x-requested-with': 'e2e' };

export interface Variant {
  width: number;
  url: string;
}
export interface Listing {
  id: string;
  photos: { ready: boolean; variants: Variant[] }[];
  floorPlans?: { ready: boolean; variants: Variant[] }[];
}

/**
 * Each flat of this worker gets a floor of its own (of 60), unless a spec asks for one property
 * offered several times. Every spec's flats share Centar Sarajevo's pin and the test photos, so
 * alike flats of several users on one floor would be grouped as offers of one property (issue 30)
 * and shown as one card; on different floors they never are, and they stay in one municipality (the
 * similar listings and the place searches of the specs find them there). The count starts at a
 * random floor so that a restarted worker does not walk the floors its lane already used.
 */
let floorsUsed = Math.floor(Math.random() * 60);
const flatFloors = 60;
/** The floor `sameProperty` flats share: kept out of the others' turn. */
const onePropertyFloor = 3;

function placeOfAFlat(): { floor: number } {
  floorsUsed += 1;
  const floor = 1 + (floorsUsed % flatFloors);
  return floor === onePropertyFloor ? placeOfAFlat() : { floor };
}

/** A flat for sale in Centar Sarajevo, published, with its photos' variants made. */
export async function publishedFlat(
  request: APIRequestContext,
  {
    price,
    size,
    photos,
    address,
    sameProperty = false,
    floorPlans = 0,
    videoUrl,
  }: {
    price: number;
    size: number;
    photos: number;
    address?: string;
    sameProperty?: boolean;
    /** Floor plans uploaded apart (issue 31), the test photos in turn. */
    floorPlans?: number;
    videoUrl?: string;
  },
): Promise<Listing> {
  const { floor } = sameProperty ? { floor: onePropertyFloor } : placeOfAFlat();
  const api = apiOf(request);
  const { id } = await api.call('createProperty', {
    body: {
      listingType: 'sell',
      propertyType: 'apartment',
      size,
      bedrooms: 2,
      bathrooms: 1,
      features: ['balcony', 'elevator'],
      floor,
      totalFloors: flatFloors,
      constructionYear: 1985,
      parkings: 1,
      price,
      hidePrice: false,
      description: 'Svijetao stan s balkonom, blizu tramvaja.',
      address: address ?? `Titova ${Math.floor(Math.random() * 90) + 1}`,
      location: { lat: 43.8563, lng: 18.4131 },
      ...(videoUrl ? { videoUrl } : {}),
    },
  });
  // As many as asked, the test photos in turn.
  for (const file of Array.from(
    { length: photos },
    (_, index) => jpegs[index % jpegs.length] as (typeof jpegs)[number],
  )) {
    // Raw: a multipart upload, which the client's `call` does not send (the web uploads through its
    // own XMLHttpRequest transport); the address still comes from the endpoint's description.
    const uploaded = await request.post(`${apiUrl}${pathOf(endpoints.uploadPhotos, { id })}`, {
      headers: xhr,
      multipart: { photos: file },
    });
    expect(uploaded.status()).toBe(201);
  }
  for (const file of jpegs.slice(0, floorPlans)) {
    const uploaded = await request.post(
      `${apiUrl}${pathOf(endpoints.uploadPhotos, { id })}?kind=floor_plan`,
      {
        headers: xhr,
        multipart: { photos: file },
      },
    );
    expect(uploaded.status()).toBe(201);
  }
  // A private listing is paid for: the order, the sandbox's approved card, the notification.
  await payFor(request, id);
  let listing: Listing | undefined;
  await expect
    .poll(
      async () => {
        listing = (await api.call('property', { params: { id } })) as Listing;
        const all = [...listing.photos, ...(listing.floorPlans ?? [])];
        return listing.photos.length > 0 && all.every((photo) => photo.ready);
      },
      { timeout: 20_000, message: 'the photo variants are made' },
    )
    .toBe(true);
  return listing as Listing;
}

export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

export const P = bs.propertyPage;
