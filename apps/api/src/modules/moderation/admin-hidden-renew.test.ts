import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import { messageKeyOf } from '../../../test/chat-fixtures.ts';
import {
  client,
  createListing,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 27 (32): a listing a moderator hid is not renewed by its owner, an agency (whose renewal
 * is free and immediate) or a private seller, until a moderator shows it again.
 */
let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const hide = async (id: string) =>
  expect(
    (
      await client(test).post(`/api/admin/properties/${id}/hide`, admin.auth, {
        reason: 'Lažne fotografije.',
      })
    ).statusCode,
  ).toBe(204);

describe('renewing a listing a moderator hid', () => {
  it('an agency is refused, as when it would show it again; restored, it renews', async () => {
    const { owner } = await approvedAgency(test, admin);
    const listing = await createListing(test, owner);
    ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
    await hide(listing.id);
    expect(messageKeyOf(await client(test).post(`/api/properties/${listing.id}/renew`, owner.auth))).toBe(
      'ActionForbidden',
    );
    expect(messageKeyOf(await client(test).post(`/api/properties/${listing.id}/unhide`, owner.auth))).toBe(
      'ActionForbidden',
    );
    ok(
      await client(test).post(`/api/admin/properties/${listing.id}/restore`, admin.auth, {
        reason: 'Fotografije su provjerene.',
      }),
    );
    ok(await client(test).post(`/api/properties/${listing.id}/renew`, owner.auth));
  });

  it('a private seller is refused too', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner);
    await hide(listing.id);
    expect(messageKeyOf(await client(test).post(`/api/properties/${listing.id}/renew`, owner.auth))).toBe(
      'ActionForbidden',
    );
  });
});
