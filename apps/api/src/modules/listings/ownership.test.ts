import { randomUUID } from 'node:crypto';
import type { PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  client,
  createListing,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
  uploadPhotos,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let owner: Seller;
let stranger: Seller;
beforeAll(async () => {
  test = await createTestApp();
  [owner, stranger] = [await seller(test), await seller(test)];
});
afterAll(() => test.close());

const http = () => client(test);
const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;

/** Every endpoint that names a listing, as the stranger calls it. */
function everyEndpoint(id: string, photoId: string, photoIds: string[]) {
  const as = stranger.auth;
  return {
    'GET /api/properties/{id}': () => http().get(url(id), as),
    'PUT /api/properties/{id}': () => http().put(url(id), as, listingInput()),
    'DELETE /api/properties/{id}': () => http().delete(url(id), as),
    'POST publish': () => http().post(url(id, 'publish'), as),
    'POST renew': () => http().post(url(id, 'renew'), as),
    'POST hide': () => http().post(url(id, 'hide'), as),
    'POST unhide': () => http().post(url(id, 'unhide'), as),
    'POST mark-sold': () => http().post(url(id, 'mark-sold'), as),
    'PUT hide-price': () => http().put(url(id, 'hide-price'), as, { hidden: true }),
    'POST photos': async () => uploadPhotos(test, stranger, id, [{ bytes: await jpeg(400, 300) }]),
    'PUT photos/order': () => http().put(url(id, 'photos/order'), as, { photoIds }),
    'PUT photos/{photoId}/cover': () => http().put(url(id, `photos/${photoId}/cover`), as),
    'DELETE photos/{photoId}': () => http().delete(url(id, `photos/${photoId}`), as),
  };
}

async function withPhotos(property: PropertyResponse): Promise<PropertyResponse> {
  const files = [{ bytes: await jpeg(400, 300) }, { bytes: await jpeg(300, 400, '#336699') }];
  return ok(await uploadPhotos(test, owner, property.id, files), 201);
}

describe("another user's listing answers PropertyNotFound on every endpoint", () => {
  const cases = {
    unpaid: () => createListing(test, owner),
    hidden: async () => {
      const listed = await listedListing(test, owner);
      return ok(await http().post(url(listed.id, 'hide'), owner.auth));
    },
    listed: () => listedListing(test, owner),
  };
  for (const [status, make] of Object.entries(cases)) {
    it(`${status}, and nothing changes`, async () => {
      const property = await withPhotos(await make());
      const photoIds = property.photos.map((photo) => photo.id);
      for (const [name, call] of Object.entries(
        everyEndpoint(property.id, photoIds[1] as string, photoIds),
      )) {
        const response = await call();
        // A listed listing is public: anyone may read it, nobody else may change it.
        if (status === 'listed' && name.startsWith('GET ')) {
          expect(ok(response).id).toBe(property.id);
          continue;
        }
        expect([name, response.statusCode, response.json()]).toEqual([
          name,
          404,
          { message: 'PropertyNotFound' },
        ]);
      }
      const after = ok(await http().get(url(property.id), owner.auth));
      expect({ ...after, photos: after.photos.map((p) => p.id) }).toEqual({ ...property, photos: photoIds });
    });
  }

  it('and so does a listing that does not exist, to its would-be owner too', async () => {
    const missing = randomUUID();
    for (const [name, call] of Object.entries(everyEndpoint(missing, randomUUID(), [randomUUID()]))) {
      const response = await call();
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        404,
        { message: 'PropertyNotFound' },
      ]);
    }
  });

  it('/api/users/me/properties lists only the caller’s own listings', async () => {
    const mine = await createListing(test, owner);
    const theirs = ok<{ items: PropertyResponse[] }>(
      await http().get('/api/users/me/properties?tab=unpaid', stranger.auth),
    );
    expect(theirs.items.map((item) => item.id)).not.toContain(mine.id);
  });
});

describe('a double submit changes nothing twice', () => {
  const twice = <T>(call: () => Promise<T>) => Promise.all([call(), call()]);
  const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();

  it('publish: listed once, the second ActionForbidden', async () => {
    const user = await seller(test);
    const created = await createListing(test, user);
    const responses = await twice(() => http().post(url(created.id, 'publish'), user.auth));
    expect(statuses(responses)).toEqual([200, 403]);
    expect(responses.map((r) => r.json().message ?? 'ok').sort()).toEqual(['ActionForbidden', 'ok']);
  });

  it('renew: 30 days added once', async () => {
    const user = await seller(test);
    const listed = await listedListing(test, user);
    const responses = await twice(() => http().post(url(listed.id, 'renew'), user.auth));
    expect(statuses(responses)).toEqual([200, 403]);
    const after = ok(await http().get(url(listed.id), user.auth));
    const thirtyDays = 30 * 24 * 3600 * 1000;
    expect(after.validUntil).toBe(
      new Date(Date.parse(listed.validUntil as string) + thirtyDays).toISOString(),
    );
  });

  it('hide, unhide and mark sold: each applied once', async () => {
    const user = await seller(test);
    const listed = await listedListing(test, user);
    for (const action of ['hide', 'unhide', 'mark-sold']) {
      const responses = await twice(() => http().post(url(listed.id, action), user.auth));
      expect([action, statuses(responses)]).toEqual([action, [200, 403]]);
    }
    expect(ok(await http().get(url(listed.id), user.auth))).toMatchObject({
      status: 'listed',
      soldAt: expect.any(String),
    });
  });

  it('delete: gone once, the second PropertyNotFound', async () => {
    const user = await seller(test);
    const created = await createListing(test, user);
    const responses = await twice(() => http().delete(url(created.id), user.auth));
    expect(statuses(responses)).toEqual([204, 404]);
  });

  it('create at the limit: only one of two concurrent creates gets the last place', async () => {
    const user = await seller(test);
    for (let index = 0; index < 4; index += 1) await createListing(test, user);
    const responses = await twice(() => http().post('/api/properties', user.auth, listingInput()));
    expect(statuses(responses)).toEqual([201, 403]);
    const counts = ok<{ counts: { unpaid: number } }>(
      await http().get('/api/users/me/properties?tab=unpaid', user.auth),
    );
    expect(counts.counts.unpaid).toBe(5);
  });

  it('renew all: every expired listing renewed once', async () => {
    const user = await seller(test);
    const listed = [await listedListing(test, user), await listedListing(test, user)];
    for (const property of listed) ok(await http().post(url(property.id, 'hide'), user.auth));
    test.clock.advance(31 * 24 * 3600 * 1000);
    const fresh = ok<{ accessToken: string }>(
      await http().post('/api/tokens/login', {}, { emailOrPhoneNumber: user.email, password: user.password }),
    );
    const auth = { authorization: `Bearer ${fresh.accessToken}` };
    for (const property of listed)
      expect(ok(await http().post(url(property.id, 'unhide'), auth)).status).toBe('expired');
    const responses = await twice(() => http().post('/api/users/me/properties/renew-all', auth));
    expect(responses.map((r) => r.json().renewed).sort()).toEqual([0, 2]);
  });
});
