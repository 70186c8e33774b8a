import type { SavedSearchResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { savedSearches, saveSearch } from '../../../test/alerts-fixtures.ts';
import { client, ok } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const path = '/api/users/me/saved-searches';

describe('saved searches', () => {
  it('saves the search’s filters in their query form, with the place’s name and a frequency', async () => {
    const user = await verifiedUser(test);
    const saved = await saveSearch(
      test,
      user,
      {
        listingType: 'sell',
        place: 'centar-sarajevo',
        priceMax: '200000',
        propertyType: 'apartment,house',
        bedroomsMin: 2,
      },
      'daily',
    );
    expect(saved).toMatchObject({
      filters: {
        listingType: 'sell',
        place: 'centar-sarajevo',
        priceMax: 200_000,
        propertyType: ['apartment', 'house'],
        bedroomsMin: 2,
      },
      placeName: 'Centar Sarajevo',
      notifyFrequency: 'daily',
      newMatches: 0,
    });
    expect(await savedSearches(test, user)).toEqual([saved]);
    // The answer's filters are the search's own: sent back, they are the same search.
    const again = await saveSearch(test, user, saved.filters, 'instant');
    expect(again.id).toBe(saved.id);
    expect(again.notifyFrequency).toBe('instant');
    expect(await savedSearches(test, user)).toHaveLength(1);
  });

  it('saves a drawn area in its query form: open, six decimals; sent back, the same search', async () => {
    const user = await verifiedUser(test);
    const drawn = '18.4000001 43.85,18.43 43.85,18.4131 43.87,18.4000001 43.85';
    const saved = await saveSearch(test, user, { listingType: 'sell', polygon: drawn }, 'instant');
    expect(saved.filters).toEqual({ listingType: 'sell', polygon: '18.4 43.85,18.43 43.85,18.4131 43.87' });
    expect((await saveSearch(test, user, saved.filters, 'daily')).id).toBe(saved.id);
    const bad = await client(test).post(path, user.auth, { filters: { polygon: '18.4 43.85,18.43 43.85' } });
    expect(bad.json().validationErrors).toEqual([
      expect.objectContaining({ field: 'filters.polygon', error: 'Invalid' }),
    ]);
    expect(await savedSearches(test, user)).toHaveLength(1);
  });

  it('refuses what the search refuses: an unknown place, a bad range, an unknown frequency', async () => {
    const user = await verifiedUser(test);
    const unknownPlace = await client(test).post(path, user.auth, { filters: { place: 'atlantida' } });
    expect(unknownPlace.statusCode).toBe(404);
    expect(unknownPlace.json()).toEqual({ message: 'NotFound' });
    const range = await client(test).post(path, user.auth, { filters: { priceMin: 5, priceMax: 1 } });
    expect(range.json().validationErrors).toEqual([
      { field: 'filters.priceMin', error: 'LessThanOrEqual', extra: { max: 1, value: 5 } },
    ]);
    const frequency = await client(test).post(path, user.auth, { filters: {}, notifyFrequency: 'hourly' });
    expect(frequency.json().validationErrors[0]).toMatchObject({ field: 'notifyFrequency' });
    expect(await savedSearches(test, user)).toEqual([]);
  });

  it('changes the frequency or the filters, deletes; another user’s search answers NotFound', async () => {
    const user = await verifiedUser(test);
    const stranger = await verifiedUser(test);
    const saved = await saveSearch(test, user, { listingType: 'rent' });
    const changed = ok<SavedSearchResponse>(
      await client(test).put(`${path}/${saved.id}`, user.auth, {
        notifyFrequency: 'never',
        filters: { listingType: 'sell' },
      }),
    );
    expect(changed).toMatchObject({ notifyFrequency: 'never', filters: { listingType: 'sell' } });
    for (const answer of [
      await client(test).put(`${path}/${saved.id}`, stranger.auth, { notifyFrequency: 'daily' }),
      await client(test).delete(`${path}/${saved.id}`, stranger.auth),
      await client(test).post(`${path}/${saved.id}/seen`, stranger.auth),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'NotFound' });
    }
    expect((await client(test).delete(`${path}/${saved.id}`, user.auth)).statusCode).toBe(204);
    expect(await savedSearches(test, user)).toEqual([]);
    expect((await client(test).delete(`${path}/${saved.id}`, user.auth)).statusCode).toBe(404);
  });

  it('keeps at most 50 per user, also when the 51st is sent twice at once', async () => {
    const user = await verifiedUser(test);
    for (let index = 0; index < 49; index += 1) await saveSearch(test, user, { priceMax: 1_000 + index });
    const racing = await Promise.all(
      [1, 2].map((n) => client(test).post(path, user.auth, { filters: { priceMax: 5_000 + n } })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(racing.find((answer) => answer.statusCode === 403)?.json()).toEqual({
      message: 'SavedSearchLimit',
    });
    expect(await savedSearches(test, user)).toHaveLength(50);
  });

  it('is for logged-in users only', async () => {
    const answer = await client(test).get(path);
    expect(answer.statusCode).toBe(401);
  });
});
