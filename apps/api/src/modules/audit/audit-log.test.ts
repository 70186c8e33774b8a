import type { AdminAuditLogResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, decide, requestAgency } from '../../../test/agency-fixtures.ts';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The admins' audit log (issue 29, decision 227): every admin action, who, when, what, why, the
 * latest first. Reports' resolutions, coupons and refunds are checked in their own files.
 */
let test: TestApp;
let admin: Seller;
let other: Seller;
beforeAll(async () => {
  test = await createTestApp();
  [admin, other] = await Promise.all([adminUser(test), adminUser(test)]);
});
afterAll(() => test?.close());

const log = async (query = '', by: Seller = admin) =>
  ok<AdminAuditLogResponse>(await client(test).get(`/api/admin/audit-log${query}`, by.auth));

describe('the audit log', () => {
  it('holds agency decisions and moderators’ hidings and restores, newest first, with who and why', async () => {
    const owner = await seller(test);
    const agency = await requestAgency(test, owner, { name: 'Revizija Nekretnine' });
    await decide(test, admin, agency.id, 'approve', 'Registar provjeren.');
    test.clock.advance(1_000);
    await decide(test, other, agency.id, 'verify-register', 'Broj u registru odgovara.');
    test.clock.advance(1_000);
    await decide(test, admin, agency.id, 'suspend', 'Lažni oglasi.');
    test.clock.advance(1_000);
    const listing = await listedListing(test, await seller(test));
    expect(
      (
        await client(test).post(`/api/admin/properties/${listing.id}/hide`, admin.auth, {
          reason: 'Uvredljivo.',
        })
      ).statusCode,
    ).toBe(204);
    test.clock.advance(1_000);
    ok(
      await client(test).post(`/api/admin/properties/${listing.id}/restore`, other.auth, {
        reason: 'Ispravljeno.',
      }),
    );

    const items = (await log()).items.filter((entry) => [agency.id, listing.id].includes(entry.subject.id));
    expect(items.map((entry) => [entry.action, entry.admin?.userId, entry.reason])).toEqual([
      ['listing.restore', other.id, 'Ispravljeno.'],
      ['listing.hide', admin.id, 'Uvredljivo.'],
      ['agency.suspend', admin.id, 'Lažni oglasi.'],
      ['agency.verify_register', other.id, 'Broj u registru odgovara.'],
      ['agency.approve', admin.id, 'Registar provjeren.'],
    ]);
    expect(items[0]).toMatchObject({
      subject: { type: 'listing', id: listing.id },
      details: { status: 'listed' },
      createdAt: test.clock.now().toISOString(),
    });
    expect(items[4]).toMatchObject({
      subject: { type: 'agency' },
      details: { agency: 'Revizija Nekretnine' },
    });

    // By action, by admin.
    expect(
      (await log('?action=agency.suspend')).items.every((entry) => entry.action === 'agency.suspend'),
    ).toBe(true);
    const others = (await log(`?adminId=${other.id}`)).items;
    expect(others.map((entry) => entry.action)).toEqual(['listing.restore', 'agency.verify_register']);
  });

  it('a refused action leaves no entry', async () => {
    const before = (await log()).items.length;
    // Hiding a listing that is not public is refused: nothing was done, nothing is logged.
    const listing = await listedListing(test, await seller(test));
    await client(test).post(`/api/admin/properties/${listing.id}/hide`, admin.auth, { reason: 'Prvi put.' });
    refused(
      await client(test).post(`/api/admin/properties/${listing.id}/hide`, admin.auth, {
        reason: 'Drugi put.',
      }),
      403,
      'ActionForbidden',
    );
    expect((await log()).items.length).toBe(before + 1);
  });

  it('pages with a cursor, no entry twice', async () => {
    const first = await log('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await log(`?limit=2&cursor=${first.nextCursor}`);
    const ids = [...first.items, ...second.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('everyone else: NotFound before the query is validated; logged out 401', async () => {
    const user = await seller(test);
    refused(await client(test).get('/api/admin/audit-log?action=bogus', user.auth), 404, 'NotFound');
    expect((await client(test).get('/api/admin/audit-log')).statusCode).toBe(401);
    expect((await client(test).get('/api/admin/audit-log?action=bogus', admin.auth)).statusCode).toBe(400);
  });
});
