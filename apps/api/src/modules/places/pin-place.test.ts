import type { PinPlaceResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, ok, seller } from '../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

const pinPlace = (query: string) => client(test).get(`/api/pin-place?${query}`);

describe('GET /api/pin-place: where a pin lands, before the listing is saved', () => {
  it('answers the places a listing saved at the pin gets', async () => {
    const grbavica = { lat: 43.8515, lng: 18.3946 };
    const answer = ok<PinPlaceResponse>(await pinPlace(`lat=${grbavica.lat}&lng=${grbavica.lng}`));
    expect(answer.municipality).toEqual({ slug: 'novo-sarajevo', name: 'Novo Sarajevo' });
    expect(answer.city?.slug).toBe('sarajevo');
    // The editor's pin names the neighbourhood it falls in (OpenStreetMap's, issue 31).
    expect(answer.neighbourhood).toEqual({ slug: 'grbavica', name: 'Grbavica' });
    // The same as the listing's own place once saved there.
    const listing = await listedListing(test, await seller(test), { location: grbavica });
    expect(listing.place).toEqual(answer);
  });

  it('refuses a pin outside Bosnia and Herzegovina as the listing would (AddressNotValid)', async () => {
    refused(await pinPlace('lat=45.815&lng=15.982'), 400, 'AddressNotValid');
  });

  it('validates the coordinates with the spec’s keys', async () => {
    expect(validationErrors(await pinPlace('lat=91&lng=18'))).toContainEqual(
      expect.objectContaining({ field: 'lat', error: 'LessThanOrEqual' }),
    );
    expect(validationErrors(await pinPlace('lng=18.4'))).toContainEqual(
      expect.objectContaining({ field: 'lat' }),
    );
  });
});
