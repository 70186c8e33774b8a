import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import {
  client,
  createListing,
  listingInput,
  ok,
  type Seller,
  seller,
  zagreb,
} from '../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let user: Seller;
beforeAll(async () => {
  test = await createTestApp();
  user = await seller(test);
});
afterAll(() => test.close());

const http = () => client(test);

/** The ValidationErrors entries of a refused create. */
async function errorsOf(input: object, url = '/api/properties', method: 'post' | 'put' = 'post') {
  return validationErrors(await http()[method](url, user.auth, input));
}

describe('POST /api/properties: validation keys of docs/product/SPEC.md §5', () => {
  it('Required for listing type, property type, size and address', async () => {
    expect(await errorsOf({ location: { lat: 43.85, lng: 18.41 } })).toEqual([
      { field: 'listingType', error: 'Required', extra: {} },
      { field: 'propertyType', error: 'Required', extra: {} },
      { field: 'size', error: 'Required', extra: {} },
      { field: 'address', error: 'Required', extra: {} },
    ]);
    expect(await errorsOf(listingInput({ address: '   ' }))).toEqual([
      { field: 'address', error: 'Required', extra: {} },
    ]);
  });

  it('Location ("Location on the map is required.") for a missing pin', async () => {
    expect(await errorsOf(listingInput({ location: undefined }))).toEqual([
      { field: 'location', error: 'Location', extra: {} },
    ]);
    expect(await errorsOf(listingInput({ location: null }))).toEqual([
      { field: 'location', error: 'Location', extra: {} },
    ]);
  });

  it('GreaterThanOrEqual for a size under 1 m²', async () => {
    expect(await errorsOf(listingInput({ size: 0.5 }))).toEqual([
      { field: 'size', error: 'GreaterThanOrEqual', extra: { min: 1, value: 0.5 } },
    ]);
  });

  it('LessThanOrEqual for the upper bounds, with {max, value}', async () => {
    expect(await errorsOf(listingInput({ size: 100_001, price: 100_000_001, garden: 1_000_001 }))).toEqual([
      { field: 'size', error: 'LessThanOrEqual', extra: { max: 100_000, value: 100_001 } },
      { field: 'garden', error: 'LessThanOrEqual', extra: { max: 1_000_000, value: 1_000_001 } },
      { field: 'price', error: 'LessThanOrEqual', extra: { max: 100_000_000, value: 100_000_001 } },
    ]);
  });

  it('LessThanOrEqual for a floor above the total floors', async () => {
    expect(await errorsOf(listingInput({ floor: 9, totalFloors: 8 }))).toEqual([
      { field: 'floor', error: 'LessThanOrEqual', extra: { max: 8, value: 9 } },
    ]);
    // The top floor itself is fine.
    expect((await http().post('/api/properties', user.auth, listingInput({ floor: 8 }))).statusCode).toBe(
      201,
    );
  });

  it('Between for years and counts, with {from, to, value}', async () => {
    expect(
      await errorsOf(
        listingInput({
          bedrooms: 51,
          bathrooms: -1,
          constructionYear: 1799,
          parkings: 101,
          floor: -4,
          totalFloors: 101,
        }),
      ),
    ).toEqual([
      { field: 'bedrooms', error: 'Between', extra: { from: 0, to: 50, value: 51 } },
      { field: 'bathrooms', error: 'Between', extra: { from: 0, to: 50, value: -1 } },
      { field: 'constructionYear', error: 'Between', extra: { from: 1800, to: 2035, value: 1799 } },
      { field: 'parkings', error: 'Between', extra: { from: 0, to: 100, value: 101 } },
      { field: 'floor', error: 'Between', extra: { from: -3, to: 100, value: -4 } },
      { field: 'totalFloors', error: 'Between', extra: { from: 0, to: 100, value: 101 } },
    ]);
  });

  it('MaxLength for a description over 5 000 characters', async () => {
    expect(await errorsOf(listingInput({ description: 'a'.repeat(5001) }))).toEqual([
      { field: 'description', error: 'MaxLength', extra: { max: 5000, count: 5001 } },
    ]);
  });

  it('stores nothing when refused', async () => {
    const fresh = await seller(test);
    await http().post('/api/properties', fresh.auth, listingInput({ size: 0 }));
    const mine = ok<{ total: number; counts: object }>(
      await http().get('/api/users/me/properties?tab=unpaid', fresh.auth),
    );
    expect(mine).toMatchObject({ total: 0, counts: { listed: 0, expired: 0, hidden: 0, unpaid: 0 } });
  });

  it('validates an edit with the same schema', async () => {
    const created = await createListing(test, user);
    expect(await errorsOf(listingInput({ size: 0 }), `/api/properties/${created.id}`, 'put')).toEqual([
      { field: 'size', error: 'GreaterThanOrEqual', extra: { min: 1, value: 0 } },
    ]);
  });
});

describe('POST /api/properties: who may create, and where', () => {
  it('answers 401 Unauthorized without a token', async () => {
    refused(await http().post('/api/properties', {}, listingInput()), 401, 'Unauthorized');
  });

  it('answers PhoneNumberNotVerified (403) without a verified phone number', async () => {
    const unverified = await verifiedUser(test);
    refused(
      await http().post('/api/properties', unverified.auth, listingInput()),
      403,
      'PhoneNumberNotVerified',
    );
  });

  it('answers AddressNotValid for a pin outside Bosnia and Herzegovina, on create and on edit', async () => {
    refused(
      await http().post('/api/properties', user.auth, listingInput({ location: zagreb })),
      400,
      'AddressNotValid',
    );
    const created = await createListing(test, user);
    refused(
      await http().put(`/api/properties/${created.id}`, user.auth, listingInput({ location: zagreb })),
      400,
      'AddressNotValid',
    );
  });

  it('creates an unpaid listing with the place derived from the pin, and answers every field', async () => {
    const input = listingInput({ features: ['balcony', 'elevator', 'balcony'], hidePrice: true });
    const created = ok(await http().post('/api/properties', user.auth, input), 201);
    expect(created).toStrictEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'unpaid',
      soldAt: null,
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
      // The owner always sees the price, hidden or not.
      price: 185_000,
      hidePrice: true,
      description: input.description,
      address: 'Zmaja od Bosne 12',
      location: { lat: 43.8563, lng: 18.4131 },
      place: {
        entity: { slug: 'federacija-bosne-i-hercegovine', name: 'Federacija Bosne i Hercegovine' },
        canton: { slug: 'kanton-sarajevo', name: 'Kanton Sarajevo' },
        city: { slug: 'sarajevo', name: 'Sarajevo' },
        municipality: { slug: 'centar-sarajevo', name: 'Centar Sarajevo' },
        neighbourhood: { slug: 'skenderija', name: 'Skenderija' },
      },
      photos: [],
      floorPlans: [],
      videoUrl: null,
      tourUrl: null,
      ownerId: user.id,
      agentId: null,
      validUntil: null,
      publishedAt: null,
      confirmedAt: null,
      confirmBy: null,
      hiddenReason: null,
      // The owner's answer: what would make it better (no photos, a short description, never confirmed).
      quality: {
        score: 33,
        fixes: [
          { key: 'photos', points: 33 },
          { key: 'description', points: 17 },
          { key: 'confirmation', points: 17 },
        ],
      },
      // The only offer of its property (issue 30).
      offers: [],
      createdAt: test.clock.now().toISOString(),
      updatedAt: test.clock.now().toISOString(),
    });
  });

  it('edits every field and derives the place again from a moved pin', async () => {
    const created = await createListing(test, user);
    const edited = ok(
      await http().put(
        `/api/properties/${created.id}`,
        user.auth,
        listingInput({
          listingType: 'rent',
          propertyType: 'house',
          size: 120,
          price: 900,
          address: 'Kralja Petra I 5',
          location: { lat: 44.7722, lng: 17.191 },
          description: 'Kuća s vrtom.',
        }),
      ),
    );
    expect(edited).toMatchObject({
      id: created.id,
      status: 'unpaid',
      listingType: 'rent',
      propertyType: 'house',
      size: 120,
      price: 900,
      address: 'Kralja Petra I 5',
      description: 'Kuća s vrtom.',
      place: { municipality: { slug: 'banja-luka' }, canton: null, entity: { slug: 'republika-srpska' } },
    });
    expect(ok(await http().get(`/api/properties/${created.id}`, user.auth))).toEqual(edited);
  });
});
