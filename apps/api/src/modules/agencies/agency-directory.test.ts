import type { AgenciesResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, decide, requestAgency } from '../../../test/agency-fixtures.ts';
import { client, listedListing, ok, type Seller, sarajevo, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingCacheMs: 0, searchCountCacheMs: 0 });
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const directory = async (query = '') =>
  ok<AgenciesResponse>(await client(test).get(`/api/agencies${query ? `?${query}` : ''}`));

describe('GET /api/agencies', () => {
  it('lists approved agencies, the most public listings first, in pages that continue without a gap', async () => {
    const big = await approvedAgency(test, admin, { name: 'Velika Agencija' });
    const small = await approvedAgency(test, admin, { name: 'Mala Agencija' });
    const empty = await approvedAgency(test, admin, { name: 'Prazna Agencija' });
    await requestAgency(test, await seller(test), { name: 'Čeka Odobrenje' });
    for (let i = 0; i < 3; i += 1) await listedListing(test, big.owner, { location: sarajevo });
    await listedListing(test, big.owner, { location: sarajevo, listingType: 'rent' });
    await listedListing(test, small.owner, { location: sarajevo });
    // A private seller's listing belongs to no agency and counts for none.
    await listedListing(test, await seller(test), { location: sarajevo });

    const all = await directory();
    expect(all.items.map((item) => [item.slug, item.listings])).toEqual([
      [big.agency.slug, 4],
      [small.agency.slug, 1],
      [empty.agency.slug, 0],
    ]);
    expect(all.items[0]).toMatchObject({ name: 'Velika Agencija', logo: null, registerVerified: false });
    expect(Number.isNaN(Date.parse(all.items[0]?.updatedAt ?? ''))).toBe(false);
    expect(all.nextCursor).toBeNull();

    const first = await directory('limit=2');
    expect(first.items.map((item) => item.slug)).toEqual([big.agency.slug, small.agency.slug]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await directory(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.slug)).toEqual([empty.agency.slug]);
    expect(second.nextCursor).toBeNull();

    // A suspended agency leaves the list (its page answers AgencyNotFound too).
    await decide(test, admin, big.agency.id, 'suspend', 'Provjera.');
    expect((await directory()).items.map((item) => item.slug)).toEqual([
      small.agency.slug,
      empty.agency.slug,
    ]);
  });

  it('answers ValidationErrors for a cursor it did not make and a page size out of range', async () => {
    for (const query of ['cursor=abc', `cursor=${Buffer.from('{"n":-1,"id":"x"}').toString('base64url')}`]) {
      const response = await client(test).get(`/api/agencies?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'ValidationErrors',
        validationErrors: [{ field: 'cursor', error: 'Invalid' }],
      });
    }
    expect((await client(test).get('/api/agencies?limit=0')).statusCode).toBe(400);
    expect((await client(test).get('/api/agencies?limit=201')).statusCode).toBe(400);
  });
});
