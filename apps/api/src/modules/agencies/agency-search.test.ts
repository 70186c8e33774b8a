import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, decide } from '../../../test/agency-fixtures.ts';
import { client, listedListing, ok, type Seller, sarajevo, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingCacheMs: 0, searchCountCacheMs: 0 });
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const ids = async (query: string) =>
  ok<{ items: { id: string }[]; total: number }>(await client(test).get(`/api/properties?${query}`));
const mapTotal = async (query: string) =>
  ok<{ total: number }>(
    await client(test).get(`/api/properties/map?bbox=15.7,42.5,19.7,45.3&zoom=8&${query}`),
  ).total;

describe('the search’s agency filter', () => {
  it('names an approved agency’s public listings; an unknown, pending or suspended agency names none', async () => {
    const { owner, agency } = await approvedAgency(test, admin, { name: 'Filter Nekretnine' });
    // The owner's listing is the agency's; another user's is their own.
    const listing = await listedListing(test, owner, { location: sarajevo });
    const privateOne = await listedListing(test, await seller(test), { location: sarajevo });

    const found = await ids(`agency=${agency.slug}`);
    expect(found.items.map((item) => item.id)).toEqual([listing.id]);
    expect(found.total).toBe(1);
    expect(await mapTotal(`agency=${agency.slug}`)).toBe(1);
    expect((await ids(`agency=${agency.slug}`)).items.map((item) => item.id)).not.toContain(privateOne.id);
    expect((await ids('agency=nema-takve')).items).toEqual([]);

    await decide(test, admin, agency.id, 'suspend', 'Provjera.');
    expect((await ids(`agency=${agency.slug}`)).items).toEqual([]);
    expect(await mapTotal(`agency=${agency.slug}`)).toBe(0);
  });
});
