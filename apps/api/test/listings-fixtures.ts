import type { PropertyResponse } from '@krov/contracts';
import { verifiedUser, verifyPhoneNumber } from './accounts-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type Seller = Awaited<ReturnType<typeof verifiedUser>>;
type Headers = Record<string, string>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A user allowed to publish: e-mail and phone number verified. */
export async function seller(test: TestApp, overrides: Record<string, string> = {}): Promise<Seller> {
  const user = await verifiedUser(test, overrides);
  await verifyPhoneNumber(test, user);
  return user;
}

/** A pin in Centar Sarajevo (near Velešići). */
export const sarajevo = { lat: 43.8563, lng: 18.4131 };
/** Zagreb: outside Bosnia and Herzegovina. */
export const zagreb = { lat: 45.815, lng: 15.9819 };

/** A complete, valid listing; tests override what they are about. */
export function listingInput(overrides: Record<string, unknown> = {}) {
  return {
    listingType: 'sell',
    propertyType: 'apartment',
    size: 64.5,
    bedrooms: 2,
    bathrooms: 1,
    features: ['balcony', 'elevator'],
    constructionYear: 2012,
    garden: null,
    parkings: 1,
    floor: 3,
    totalFloors: 8,
    price: 185_000,
    hidePrice: false,
    description: 'Svijetao stan s pogledom na grad, pet minuta od Skenderije.',
    address: 'Zmaja od Bosne 12',
    location: sarajevo,
    ...overrides,
  };
}

/** HTTP as a client sends it: JSON bodies, or the custom header on body-less state changes. */
export function client(test: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    test.app.inject({
      method,
      url,
      headers: { ...headers, ...(payload ? {} : { 'x-requested-with': 'XMLHttpRequest' }) },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string, headers: Headers = {}) => send('GET', url, headers),
    post: (url: string, headers: Headers = {}, payload?: object) => send('POST', url, headers, payload),
    put: (url: string, headers: Headers = {}, payload?: object) => send('PUT', url, headers, payload),
    delete: (url: string, headers: Headers = {}) => send('DELETE', url, headers),
  };
}

/** The body of a successful answer (fails the test with the body otherwise). */
export function ok<T = PropertyResponse>(response: Response, status = 200): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json() as T;
}

export async function createListing(test: TestApp, user: Seller, overrides: Record<string, unknown> = {}) {
  return ok(await client(test).post('/api/properties', user.auth, listingInput(overrides)), 201);
}

/** A listing that is listed (created and published with no fee). */
export async function listedListing(test: TestApp, user: Seller, overrides: Record<string, unknown> = {}) {
  const created = await createListing(test, user, overrides);
  const published = ok<{ property: PropertyResponse }>(
    await client(test).post(`/api/properties/${created.id}/publish`, user.auth),
  );
  return published.property;
}

export const day = 24 * 3600 * 1000;

/**
 * Moves the clock forward and logs the users in again: access tokens last 15 minutes and
 * sessions 30 days, so a jump of days would leave them logged out. What the background jobs had
 * to do before the jump is done first: days later it would long have been.
 */
export async function advanceClock(test: TestApp, milliseconds: number, ...users: Seller[]): Promise<void> {
  await test.settled();
  test.clock.advance(milliseconds);
  for (const user of users) {
    const login = await client(test).post(
      '/api/tokens/login',
      {},
      {
        emailOrPhoneNumber: user.email,
        password: user.password,
      },
    );
    const { accessToken } = ok<{ accessToken: string }>(login);
    user.accessToken = accessToken;
    user.auth = { authorization: `Bearer ${accessToken}` };
  }
}

// ---- photos ----

export interface UploadFile {
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/** Uploads files under the field "photos" exactly as a browser's FormData sends them. */
export async function uploadPhotos(
  test: TestApp,
  user: { auth: Headers },
  propertyId: string,
  files: UploadFile[],
  field = 'photos',
  /** `floor_plan`: the files are floor plans (issue 31). */
  kind?: 'photo' | 'floor_plan',
) {
  const form = new FormData();
  for (const file of files) {
    const blob = new Blob([file.bytes], { type: file.type ?? 'image/jpeg' });
    form.append(field, blob, file.filename ?? 'photo.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return test.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/photos${kind ? `?kind=${kind}` : ''}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      'x-requested-with': 'XMLHttpRequest',
      ...user.auth,
    },
  });
}

/** Waits until the variants job has made every photo of the listing ready. */
export async function waitForPhotosReady(test: TestApp, user: Seller, propertyId: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const property = ok(await client(test).get(`/api/properties/${propertyId}`, user.auth));
    if ([...property.photos, ...property.floorPlans].every((photo) => photo.ready)) return property;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('photo variants were not made in time');
}
