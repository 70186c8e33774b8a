import type { AdminReportsResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The admins' queue of reported listings (issue 29): one item per listing, counted by reason. */
let test: TestApp;
let admin: Seller;
beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const report = (id: string, by: Seller, body: object) =>
  client(test).post(`/api/properties/${id}/reports`, by.auth, body);
const queue = async (query = '') =>
  ok<AdminReportsResponse>(await client(test).get(`/api/admin/reports${query}`, admin.auth));

describe('the admins see reported listings grouped', () => {
  it('one item per listing with its count, reasons and latest texts; the latest reported first', async () => {
    const owner = await seller(test);
    const older = await listedListing(test, owner, { address: 'Prijavljena 1' });
    const newer = await listedListing(test, owner, { address: 'Prijavljena 2' });
    await report(older.id, await seller(test), { reason: 'scam', text: 'Traži avans.' });
    await report(older.id, await seller(test), { reason: 'scam' });
    await advanceClock(test, 60_000, owner);
    await report(newer.id, await seller(test), { reason: 'other', text: 'Tuđe slike.' });
    await advanceClock(test, 60_000, owner);
    await report(older.id, await seller(test), { reason: 'duplicate' });
    const all = await queue();
    const mine = all.items.filter((item) => [older.id, newer.id].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([older.id, newer.id]);
    expect(mine[0]).toMatchObject({
      subject: 'listing',
      status: 'open',
      count: 3,
      reasons: { scam: 2, duplicate: 1 },
      system: false,
      listing: { id: older.id, address: 'Prijavljena 1', status: 'listed', ownerId: owner.id },
    });
    expect(mine[0]?.latest.map((each) => each.reason)).toEqual(['duplicate', 'scam', 'scam']);
    expect(mine[1]).toMatchObject({ count: 1, reasons: { other: 1 }, latest: [{ text: 'Tuđe slike.' }] });
    expect((await queue('?status=resolved')).items.map((item) => item.id)).not.toContain(older.id);
  });

  it('pages with a cursor, no item twice', async () => {
    const owner = await seller(test);
    for (const n of [1, 2, 3]) {
      const listing = await listedListing(test, owner, { address: `Stranica ${n}` });
      await report(listing.id, await seller(test), { reason: 'wrong_details' });
    }
    const first = await queue('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await queue(`?limit=2&cursor=${first.nextCursor}`);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('everyone else: NotFound before the query is validated; logged out 401', async () => {
    const user = await seller(test);
    refused(await client(test).get('/api/admin/reports?status=bogus', user.auth), 404, 'NotFound');
    expect((await client(test).get('/api/admin/reports')).statusCode).toBe(401);
  });
});
