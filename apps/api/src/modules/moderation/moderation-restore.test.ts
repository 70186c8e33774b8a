import type { AdminHiddenPropertiesResponse, SearchResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { adminUser, approvedAgency, decide } from '../../../test/agency-fixtures.ts';
import { drained, notificationsOf, saveSearch } from '../../../test/alerts-fixtures.ts';
import { messageKeyOf } from '../../../test/chat-fixtures.ts';
import {
  advanceClock,
  client,
  day,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let owner: Seller;

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
  owner = await seller(test, { name: 'Vlasnik Oglasa' });
});
afterAll(() => test?.close());

const hidden = '/api/admin/properties/hidden';
const hide = async (id: string, reason = 'Fotografije s drugog portala.') =>
  expect(
    (await client(test).post(`/api/admin/properties/${id}/hide`, admin.auth, { reason })).statusCode,
  ).toBe(204);
const restore = (id: string, by: Seller = admin, reason = 'Vlasnik je dokazao da su fotografije njegove.') =>
  client(test).post(`/api/admin/properties/${id}/restore`, by.auth, { reason });
const listOf = async (query = '') =>
  ok<AdminHiddenPropertiesResponse>(await client(test).get(`${hidden}${query}`, admin.auth));
const searchTotal = async (q: string) =>
  ok<SearchResponse>(await client(test).get(`/api/properties?q=${q}`)).total;

describe('the listings moderators hid', () => {
  it('the latest hidden first, in cursor pages, each with its owner, reason and time', async () => {
    const ids: string[] = [];
    for (const street of ['Prva', 'Druga', 'Treća']) {
      const listing = await listedListing(test, owner, { address: `${street} ulica 1` });
      test.clock.advance(60_000);
      await hide(listing.id, `Razlog: ${street}`);
      ids.push(listing.id);
    }
    // Hidden by its owner: not a moderator's.
    const own = await listedListing(test, owner);
    ok(await client(test).post(`/api/properties/${own.id}/hide`, owner.auth));

    const first = await listOf('?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toEqual({
      id: ids[2],
      address: 'Treća ulica 1',
      owner: { userId: owner.id, name: 'Vlasnik Oglasa', email: owner.email },
      reason: 'Razlog: Treća',
      hiddenAt: test.clock.now().toISOString(),
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items[0]?.id).toBe(ids[0]);
    expect(second.items.map((item) => item.id)).not.toContain(own.id);
    expect(messageKeyOf(await client(test).get(`${hidden}?cursor=nonsense`, admin.auth))).toBe(
      'ValidationErrors',
    );
  });

  it('only admins: the owner and a visitor get NotFound, a logged-out caller Unauthorized', async () => {
    const listing = await listedListing(test, owner);
    await hide(listing.id);
    expect(messageKeyOf(await client(test).get(hidden, owner.auth))).toBe('NotFound');
    const restored = await restore(listing.id, owner);
    expect(restored.statusCode).toBe(404);
    expect(messageKeyOf(restored)).toBe('NotFound');
    expect((await client(test).get(hidden)).statusCode).toBe(401);
    // Refused, so still hidden.
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
  });
});

describe('an admin restores a listing a moderator hid', () => {
  it('it is listed and found again, leaves the list, its owner is told, and a second restore is refused', async () => {
    const listing = await listedListing(test, owner, { address: 'Vraćena 7' });
    await hide(listing.id);
    expect(await searchTotal('vracena')).toBe(0);
    // Saved while it was hidden: its showing again is news to this searcher.
    const searcher = await verifiedUser(test);
    await saveSearch(test, searcher, { q: 'vracena' });
    test.clock.advance(60_000);

    expect(ok(await restore(listing.id))).toEqual({ status: 'listed' });
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(200);
    expect(await searchTotal('vracena')).toBe(1);
    expect((await listOf('?limit=50')).items.map((item) => item.id)).not.toContain(listing.id);
    const [told] = (await notificationsOf(test, owner)).filter((each) => each.kind === 'moderation');
    expect(told).toMatchObject({
      title: 'Moderator je vratio vaš oglas',
      description:
        '„Vraćena 7“ se ponovo prikazuje na Krovu. Razlog: Vlasnik je dokazao da su fotografije njegove.',
      type: 'Action',
    });
    await drained(test);
    expect((await notificationsOf(test, searcher)).map((each) => each.link)).toEqual([`/p/${listing.id}`]);

    const again = await restore(listing.id);
    expect(again.statusCode).toBe(404);
    expect(messageKeyOf(again)).toBe('PropertyNotFound');
    // Its owner's again: they may hide it and show it themselves.
    ok(await client(test).post(`/api/properties/${listing.id}/hide`, owner.auth));
    ok(await client(test).post(`/api/properties/${listing.id}/unhide`, owner.auth));
  });

  it('refuses a listing no moderator hides: public, hidden by its owner, unknown', async () => {
    const listing = await listedListing(test, owner);
    expect(messageKeyOf(await restore(listing.id))).toBe('PropertyNotFound');
    ok(await client(test).post(`/api/properties/${listing.id}/hide`, owner.auth));
    expect(messageKeyOf(await restore(listing.id))).toBe('PropertyNotFound');
    expect(messageKeyOf(await restore(crypto.randomUUID()))).toBe('PropertyNotFound');
    const noReason = await client(test).post(`/api/admin/properties/${listing.id}/restore`, admin.auth, {
      reason: ' ',
    });
    expect(noReason.json()).toMatchObject({ validationErrors: [{ field: 'reason' }] });
  });

  it('a listing whose 30 days ran out while hidden comes back expired, for its owner to renew', async () => {
    const other = await seller(test);
    const listing = await listedListing(test, other, { address: 'Istekla 3' });
    await hide(listing.id);
    await advanceClock(test, 31 * day, admin, other, owner);
    expect(ok(await restore(listing.id))).toEqual({ status: 'expired' });
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
    const [told] = (await notificationsOf(test, other)).filter((each) => each.kind === 'moderation');
    expect(told?.title).toBe('Moderator je vratio vaš oglas');
    expect(told?.description).toContain('više nije sakriven od moderatora');
    ok(await client(test).post(`/api/properties/${listing.id}/renew`, other.auth));
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(200);
  });

  it("with no room under the owner's limit it stays hidden, as the owner's own to show later", async () => {
    const full = await seller(test);
    const listings = [];
    for (let n = 0; n < 5; n += 1) listings.push(await listedListing(test, full));
    const [moderated, other] = listings;
    await hide(moderated?.id ?? '');
    // The freed place is taken meanwhile.
    await listedListing(test, full);
    expect(ok(await restore(moderated?.id ?? ''))).toEqual({ status: 'hidden' });
    expect((await client(test).get(`/api/properties/${moderated?.id}`)).statusCode).toBe(404);
    ok(await client(test).post(`/api/properties/${other?.id}/hide`, full.auth));
    ok(await client(test).post(`/api/properties/${moderated?.id}/unhide`, full.auth));
    expect((await client(test).get(`/api/properties/${moderated?.id}`)).statusCode).toBe(200);
  });

  it("a suspended agency's listing waits for the agency's reinstatement", async () => {
    const { owner: agencyOwner, agency } = await approvedAgency(test, admin);
    const listing = await listedListing(test, agencyOwner, { address: 'Agencijska 9' });
    await hide(listing.id);
    await decide(test, admin, agency.id, 'suspend');
    expect(ok(await restore(listing.id))).toEqual({ status: 'hidden' });
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
    await decide(test, admin, agency.id, 'reinstate');
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(200);
  });
});
