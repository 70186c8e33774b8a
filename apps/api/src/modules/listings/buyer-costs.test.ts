import { readFileSync } from 'node:fs';
import type { BuyerCostsResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The buyer's costs beside a sale price (issue 31, point 5): a line only where a source states the
 * rule (Kanton Sarajevo's transfer tax, 5 %, paid by the buyer), with its sources and the date
 * checked; none for a place no sourced rule covers, nor for a rental.
 */
let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test);
});
afterAll(() => test.close());

const costsOf = async (id: string) =>
  ok<BuyerCostsResponse>(await client(test).get(`/api/properties/${id}/costs`));
const tuzla = { lat: 44.53842, lng: 18.66709 };
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

interface SourcedRule {
  place: string;
  ratePct: number;
  payer: string;
  law: string;
  sources: { title: string; url: string }[];
  quote: string;
}

describe('GET /api/properties/{id}/costs', () => {
  it('answers Kanton Sarajevo’s transfer tax on a sale there, with its sources and date', async () => {
    const flat = await listedListing(test, owner, { price: 185_000 });
    const costs = await costsOf(flat.id);
    expect(costs).toEqual({
      price: 185_000,
      lines: [
        {
          key: 'transferTax',
          ratePct: 5,
          amount: 9_250,
          payer: 'buyer',
          place: { slug: 'kanton-sarajevo', name: 'Kanton Sarajevo' },
          law: 'Zakon o porezu na promet nekretnina i porezu na naslijeđe i poklone Kantona Sarajevo',
          sources: expect.arrayContaining([
            expect.objectContaining({ url: expect.stringMatching(/^https:\/\/www\.pravobih\.com\//) }),
          ]),
          checkedAt: '2026-11-29',
          exemption: 'firstHomeUnder38',
        },
      ],
      total: 194_250,
    });
  });

  it('leaves out what no source covers: a sale in Tuzla, a rental; a hidden price has no amounts', async () => {
    const inTuzla = await listedListing(test, owner, { location: tuzla, address: 'Tuzlanska 3' });
    expect(await costsOf(inTuzla.id)).toEqual({ price: 185_000, lines: [], total: 185_000 });
    const rental = await listedListing(test, owner, { listingType: 'rent', price: 700, address: 'Najam 1' });
    expect(await costsOf(rental.id)).toEqual({ price: 700, lines: [], total: null });
    const hidden = await listedListing(test, owner, { hidePrice: true, address: 'Skrivena 2' });
    const onRequest = await costsOf(hidden.id);
    expect(onRequest.price).toBeNull();
    expect(onRequest.total).toBeNull();
    expect(onRequest.lines.map((line) => [line.ratePct, line.amount])).toEqual([[5, null]]);
  });

  it('holds in the data file only rules a source states, each for a canton or entity the places know', () => {
    const costs: { checked: string; transferTax: SourcedRule[] } = readJson(
      '../../../data/costs/buyer-costs.json',
    );
    const places: { places: { slug: string; kind: string }[] } = readJson(
      '../../../data/places/ba-places.json',
    );
    const regions = new Set(
      places.places
        .filter((each) => each.kind === 'canton' || each.kind === 'entity')
        .map((each) => each.slug),
    );
    expect(costs.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Set(costs.transferTax.map((rule) => rule.place)).size).toBe(costs.transferTax.length);
    for (const rule of costs.transferTax) {
      expect(regions.has(rule.place), rule.place).toBe(true);
      expect(rule.ratePct).toBeGreaterThan(0);
      expect(['buyer', 'seller']).toContain(rule.payer);
      expect(rule.law.length).toBeGreaterThan(0);
      expect(rule.quote.length).toBeGreaterThan(0);
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('answers PropertyNotFound for a listing nobody else may see', async () => {
    refused(
      await client(test).get('/api/properties/00000000-0000-4000-8000-000000000000/costs'),
      404,
      'PropertyNotFound',
    );
  });
});
