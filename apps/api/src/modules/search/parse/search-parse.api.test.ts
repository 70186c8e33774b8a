import type { SearchParseResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, ok } from '../../../../test/listings-fixtures.ts';
import { validationErrors } from '../../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let test: TestApp;
const http = () => client(test);
const parse = async (q: string, language = 'bs') =>
  ok<SearchParseResponse>(
    await http().get(`/api/search/parse?q=${encodeURIComponent(q)}&language=${encodeURIComponent(language)}`),
  );

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('GET /api/search/parse', () => {
  it("answers the issue's example: the filters understood and the words not", async () => {
    expect(await parse('trosoban stan Grbavica do 200.000 KM s balkonom')).toEqual({
      filters: {
        bedroomsMin: 2,
        propertyType: ['apartment'],
        priceMax: 200_000,
        features: ['balcony'],
        place: 'grbavica',
      },
      unparsed: '',
    });
    expect(await parse('двособан стан у Бањој Луци за издавање', 'en')).toEqual({
      filters: { bedroomsMin: 1, propertyType: ['apartment'], place: 'banja-luka', listingType: 'rent' },
      unparsed: '',
    });
  });

  it('answers filters the search itself takes (GET /api/properties accepts them as they are)', async () => {
    const { filters } = await parse(
      'kuća ili stan na Dobrinji od 50 do 90 m2 100-250k s garažom i liftom, prodaja',
    );
    expect(filters).toEqual({
      propertyType: ['house', 'apartment'],
      place: 'dobrinja',
      sizeMin: 50,
      sizeMax: 90,
      priceMin: 100_000,
      priceMax: 250_000,
      features: ['garage', 'elevator'],
      listingType: 'sell',
    });
    const query = new URLSearchParams(
      Object.entries(filters).map(([key, value]): [string, string] => [
        key,
        Array.isArray(value) ? value.join(',') : String(value),
      ]),
    );
    const search = await http().get(`/api/properties?${query}`);
    expect(search.statusCode).toBe(200);
  });

  it('is public and answers nothing invented for words it does not know', async () => {
    expect(await parse('lijep pogled')).toEqual({ filters: {}, unparsed: 'lijep pogled' });
  });

  it('validates q (1–300 characters) and language (bs or en) as ValidationErrors', async () => {
    expect(validationErrors(await http().get('/api/search/parse?q=stan&language=de'))).toEqual([
      expect.objectContaining({ field: 'language' }),
    ]);
    expect(validationErrors(await http().get('/api/search/parse?language=bs'))).toEqual([
      expect.objectContaining({ field: 'q' }),
    ]);
    expect(validationErrors(await http().get('/api/search/parse?q='))).toEqual([
      expect.objectContaining({ field: 'q' }),
    ]);
    expect(validationErrors(await http().get(`/api/search/parse?q=${'a'.repeat(301)}`))).toEqual([
      expect.objectContaining({ field: 'q' }),
    ]);
    expect((await parse('a'.repeat(300))).unparsed).toBe('a'.repeat(300));
  });
});
