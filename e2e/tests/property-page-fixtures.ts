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
}

/** A flat for sale in Centar Sarajevo, published, with its photos' variants made. */
export async function publishedFlat(
  request: APIRequestContext,
  { price, size, photos, address }: { price: number; size: number; photos: number; address?: string },
): Promise<Listing> {
  const api = apiOf(request);
  const { id } = await api.call('createProperty', {
    body: {
      listingType: 'sell',
      propertyType: 'apartment',
      size,
      bedrooms: 2,
      bathrooms: 1,
      features: ['balcony', 'elevator'],
      floor: 3,
      totalFloors: 6,
      constructionYear: 1985,
      parkings: 1,
      price,
      hidePrice: false,
      description: 'Svijetao stan s balkonom, blizu tramvaja.',
      address: address ?? `Titova ${Math.floor(Math.random() * 90) + 1}`,
      location: { lat: 43.8563, lng: 18.4131 },
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
  // A private listing is paid for: the order, the sandbox's approved card, the notification.
  await payFor(request, id);
  let listing: Listing | undefined;
  await expect
    .poll(
      async () => {
        listing = (await api.call('property', { params: { id } })) as Listing;
        return listing.photos.length > 0 && listing.photos.every((photo) => photo.ready);
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
