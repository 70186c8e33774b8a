import type {
  AdminAuditLogResponse,
  AdminReportsResponse,
  AdminResolveReportResponse,
} from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/accounts-fixtures.ts';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { notificationsOf } from '../../../test/alerts-fixtures.ts';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * Resolving reports in the admins' queue (issue 29, decision 228): dismiss, hide the listing,
 * suspend the user; the reporters and the reported told in their language; every resolution in
 * the audit log; nothing resolved twice.
 */
let test: TestApp;
let admin: Seller;
beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const report = (id: string, by: Seller, body: object) =>
  client(test).post(`/api/properties/${id}/reports`, by.auth, body);
const resolve = (id: string, body: object, by: Seller = admin) =>
  client(test).post(`/api/admin/reports/${id}/resolve`, by.auth, body);
const queue = async (query = '') =>
  ok<AdminReportsResponse>(await client(test).get(`/api/admin/reports${query}`, admin.auth));
const auditLog = async (query = '') =>
  ok<AdminAuditLogResponse>(await client(test).get(`/api/admin/audit-log${query}`, admin.auth));
const englishUser = async () => {
  const user = await seller(test);
  expect(
    (await client(test).put('/api/users/me/update-language', user.auth, { language: 'en' })).statusCode,
  ).toBe(204);
  return user;
};
const kindsOf = async (user: Seller, kind: string) =>
  (await notificationsOf(test, user)).filter((item) => item.kind === kind);

describe('dismissing a listing’s reports', () => {
  it('closes them all, tells the reporters and the owner in their language, and is logged; again NotFound', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner, { address: 'Odbačena 7' });
    const bosnian = await seller(test);
    const english = await englishUser();
    expect((await report(listing.id, bosnian, { reason: 'scam', text: 'Traži avans.' })).statusCode).toBe(
      201,
    );
    expect((await report(listing.id, english, { reason: 'wrong_details' })).statusCode).toBe(201);

    const answer = ok<AdminResolveReportResponse>(
      await resolve(listing.id, { action: 'dismiss', reason: 'Oglas je provjeren i ispravan.' }),
    );
    expect(answer).toEqual({ id: listing.id, subject: 'listing', action: 'dismiss', resolved: 2 });

    expect((await queue('?subject=listing')).items.map((item) => item.id)).not.toContain(listing.id);
    const resolved = (await queue('?subject=listing&status=resolved')).items.find(
      (item) => item.id === listing.id,
    );
    expect(resolved).toMatchObject({
      status: 'resolved',
      count: 2,
      resolution: { action: 'dismiss', reason: 'Oglas je provjeren i ispravan.', adminId: admin.id },
    });
    // Still public: a dismissal changes nothing for buyers.
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(200);

    const [toBosnian] = await kindsOf(bosnian, 'report');
    expect(toBosnian?.title).toBe('Pregledali smo vašu prijavu');
    expect(toBosnian?.description).toContain('„Odbačena 7“');
    expect(toBosnian?.description).toContain('Oglas je provjeren i ispravan.');
    const [toEnglish] = await kindsOf(english, 'report');
    expect(toEnglish?.title).toBe('We reviewed your report');
    const [toOwner] = await kindsOf(owner, 'report');
    expect(toOwner?.title).toBe('Prijave vašeg oglasa su pregledane');

    const [entry] = (await auditLog('?action=report.dismiss')).items.filter(
      (item) => item.subject.id === listing.id,
    );
    expect(entry).toMatchObject({
      action: 'report.dismiss',
      admin: { userId: admin.id },
      subject: { type: 'listing', id: listing.id },
      reason: 'Oglas je provjeren i ispravan.',
      details: { reports: 2, ownerId: owner.id },
    });

    // A second resolve (another admin, a double submit): nothing is open, nothing changes.
    refused(await resolve(listing.id, { action: 'hide_listing', reason: 'Opet.' }), 404, 'NotFound');
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(200);
    expect((await auditLog()).items.filter((item) => item.subject.id === listing.id)).toHaveLength(1);
  });
});

describe('hiding the reported listing', () => {
  it('takes it off the site through the lifecycle, the owner is told as by a moderator, reporters thanked', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner, { address: 'Lažna 3' });
    const reporter = await seller(test);
    await report(listing.id, reporter, { reason: 'scam', text: 'Traži uplatu unaprijed.' });
    ok(await resolve(listing.id, { action: 'hide_listing', reason: 'Prevara: traži avans.' }));

    refused(await client(test).get(`/api/properties/${listing.id}`), 404, 'PropertyNotFound');
    const own = ok<{ status: string; hiddenReason: string | null }>(
      await client(test).get(`/api/properties/${listing.id}`, owner.auth),
    );
    expect(own.status).toBe('hidden');
    // The owner cannot show it again: a moderator hid it.
    expect(
      (await client(test).post(`/api/properties/${listing.id}/unhide`, owner.auth)).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await kindsOf(owner, 'moderation'))[0]?.description).toContain('Prevara: traži avans.');
    expect((await kindsOf(reporter, 'report'))[0]?.title).toBe('Oglas koji ste prijavili je uklonjen');
    expect((await auditLog('?action=report.hide_listing')).items[0]).toMatchObject({
      subject: { type: 'listing', id: listing.id },
      reason: 'Prevara: traži avans.',
    });
  });

  it('a listing no longer public cannot be hidden: ActionForbidden, the reports stay open', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner);
    await report(listing.id, await seller(test), { reason: 'not_available' });
    expect((await client(test).post(`/api/properties/${listing.id}/hide`, owner.auth)).statusCode).toBe(200);
    refused(await resolve(listing.id, { action: 'hide_listing', reason: 'Kasno.' }), 403, 'ActionForbidden');
    expect((await queue('?subject=listing')).items.map((item) => item.id)).toContain(listing.id);
  });
});

describe('suspending the owner of a reported listing', () => {
  it('ends their sessions, refuses their logins, hides all their public listings, tells everyone', async () => {
    const owner = await seller(test);
    const reported = await listedListing(test, owner, { address: 'Prevara 1' });
    const other = await listedListing(test, owner, { address: 'Prevara 2' });
    const reporter = await seller(test);
    await report(reported.id, reporter, { reason: 'scam', text: 'Traži avans.' });
    ok(await resolve(reported.id, { action: 'suspend_user', reason: 'Ponovljene prevare.' }));

    for (const id of [reported.id, other.id])
      refused(await client(test).get(`/api/properties/${id}`), 404, 'PropertyNotFound');
    expect((await client(test).get('/api/users/me', owner.auth)).statusCode).toBe(401);
    refused(
      await post(test.app, '/api/tokens/login', {
        emailOrPhoneNumber: owner.email,
        password: owner.password,
      }),
      403,
      'AccountSuspended',
    );
    refused(
      await post(
        test.app,
        '/api/tokens/refresh-token',
        { refreshToken: owner.refreshToken },
        { 'x-token-delivery': 'body' },
      ),
      401,
      'CantReauthenticate',
    );
    // A wrong password says nothing of the suspension.
    refused(
      await post(test.app, '/api/tokens/login', {
        emailOrPhoneNumber: owner.email,
        password: 'wrong-password-1',
      }),
      401,
      'InvalidEmailOrPassword',
    );
    expect((await kindsOf(reporter, 'report'))[0]?.title).toBe(
      'Oglašivač kojeg ste prijavili je suspendovan',
    );
    const [stored] = await test.database.db
      .select({ reason: users.suspendedReason, at: users.suspendedAt })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(stored).toEqual({ reason: 'Ponovljene prevare.', at: test.clock.now() });
    expect(
      (await auditLog('?action=report.suspend_user')).items.find((entry) => entry.subject.id === reported.id),
    ).toMatchObject({
      subject: { type: 'listing', id: reported.id },
      details: { ownerId: owner.id },
    });
  });

  it('an admin is not suspended: ActionForbidden, nothing changes', async () => {
    const listing = await listedListing(test, admin);
    await report(listing.id, await seller(test), { reason: 'offensive' });
    refused(await resolve(listing.id, { action: 'suspend_user', reason: 'Ne.' }), 403, 'ActionForbidden');
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(200);
    expect((await queue('?subject=listing')).items.map((item) => item.id)).toContain(listing.id);
  });
});

describe('the admin area only', () => {
  it('anyone else: NotFound before the body is validated; an admin’s bad body is ValidationErrors', async () => {
    const user = await seller(test);
    const listing = await listedListing(test, await seller(test));
    await report(listing.id, user, { reason: 'duplicate' });
    refused(await resolve(listing.id, { action: 'bogus' }, user), 404, 'NotFound');
    refused(await client(test).get('/api/admin/audit-log?limit=0', user.auth), 404, 'NotFound');
    expect(
      (
        await client(test).post(
          `/api/admin/reports/${listing.id}/resolve`,
          {},
          { action: 'dismiss', reason: 'x' },
        )
      ).statusCode,
    ).toBe(401);
    const invalid = validationErrors(await resolve(listing.id, { action: 'bogus', reason: '' }));
    expect((invalid as { field: string }[]).map((each) => each.field).sort()).toEqual(['action', 'reason']);
    // Nothing open under an unknown id.
    refused(
      await resolve('00000000-0000-4000-8000-000000000000', { action: 'dismiss', reason: 'Nema.' }),
      404,
      'NotFound',
    );
  });
});
