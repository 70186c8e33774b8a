import type { MyProperty } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, invitationToken } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const url = (id: string, action: string) => `/api/properties/${id}/${action}`;
type Tab = { items: MyProperty[]; total: number; counts: Record<string, number> };

async function tab(user: Seller, name: string, query = ''): Promise<Tab> {
  return ok<Tab>(await client(test).get(`/api/users/me/properties?tab=${name}${query}`, user.auth));
}
const ids = (page: Tab) => page.items.map((item) => item.id);

describe('GET /api/users/me/properties', () => {
  it('sorts the listings into the tabs Listed, Expired, Hidden and Unpaid, with every count', async () => {
    const user = await seller(test);
    const listed = await listedListing(test, user);
    const hidden = await listedListing(test, user);
    ok(await client(test).post(url(hidden.id, 'hide'), user.auth));
    const unpaid = await createListing(test, user);
    const deleted = await createListing(test, user);
    expect((await client(test).delete(`/api/properties/${deleted.id}`, user.auth)).statusCode).toBe(204);

    const counts = { listed: 1, expired: 0, hidden: 1, unpaid: 1 };
    expect(await tab(user, 'listed')).toMatchObject({ total: 1, counts });
    expect(ids(await tab(user, 'listed'))).toEqual([listed.id]);
    expect(ids(await tab(user, 'hidden'))).toEqual([hidden.id]);
    expect(ids(await tab(user, 'unpaid'))).toEqual([unpaid.id]);
    expect(await tab(user, 'expired')).toMatchObject({ items: [], total: 0 });
    // Listed is the default tab.
    expect(ids(ok<Tab>(await client(test).get('/api/users/me/properties', user.auth)))).toEqual([listed.id]);
  });

  it('keeps a sold listing in Listed for 30 days (with soldAt for the badge), then in Expired', async () => {
    const user = await seller(test);
    const property = await listedListing(test, user);
    ok(await client(test).post(url(property.id, 'mark-sold'), user.auth));
    await advanceClock(test, 29 * day, user);
    await test.jobs.listings.expireDue();
    const listedTab = await tab(user, 'listed');
    expect(ids(listedTab)).toEqual([property.id]);
    expect(listedTab.items[0]?.soldAt).toEqual(expect.any(String));

    await advanceClock(test, 2 * day, user);
    await test.jobs.listings.expireDue();
    expect(await tab(user, 'listed')).toMatchObject({ items: [], counts: { listed: 0, expired: 1 } });
    expect(ids(await tab(user, 'expired'))).toEqual([property.id]);
  });

  it('moves a listing past its validity to Expired when the expire job runs', async () => {
    const user = await seller(test);
    const property = await listedListing(test, user);
    await advanceClock(test, 30 * day, user);
    await test.jobs.listings.expireDue();
    expect(ids(await tab(user, 'expired'))).toEqual([property.id]);
  });

  it('pages newest first', async () => {
    const user = await seller(test);
    const created = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(await createListing(test, user));
      test.clock.advance(1000);
    }
    const newest = created.map((property) => property.id).reverse();
    const first = await tab(user, 'unpaid', '&page=1&pageSize=2');
    expect({ ids: ids(first), total: first.total }).toEqual({ ids: newest.slice(0, 2), total: 5 });
    expect(ids(await tab(user, 'unpaid', '&page=3&pageSize=2'))).toEqual(newest.slice(4));
    expect(ids(await tab(user, 'unpaid', '&page=4&pageSize=2'))).toEqual([]);
  });

  it('names who holds each agency listing (its agent, else its creator); a private listing has none', async () => {
    const { owner } = await approvedAgency(test, await adminUser(test), { name: 'Agencija Držači' });
    const agent = await seller(test, { name: 'Amel Agentić' });
    ok(await client(test).post('/api/users/me/agency/invitations', owner.auth, { email: agent.email }), 201);
    const token = await invitationToken(test, agent.email);
    ok(await client(test).post(`/api/invitations/${token}/accept`, agent.auth));
    const byOwner = await createListing(test, owner);
    const byAgent = await createListing(test, agent);
    const assigned = await createListing(test, owner);
    ok(await client(test).put(url(assigned.id, 'agent'), owner.auth, { agentId: agent.id }));
    const heldBy = async (user: Seller) =>
      Object.fromEntries((await tab(user, 'unpaid')).items.map((item) => [item.id, item.heldBy]));

    const amel = { id: agent.id, name: 'Amel Agentić' };
    expect(await heldBy(owner)).toEqual({
      [byOwner.id]: { id: owner.id, name: 'Vlasnik Agencije' },
      [byAgent.id]: amel,
      [assigned.id]: amel,
    });
    expect(await heldBy(agent)).toEqual({ [byAgent.id]: amel, [assigned.id]: amel });
    // Back to nobody: the owner who created it holds it again.
    ok(await client(test).put(url(assigned.id, 'agent'), owner.auth, { agentId: null }));
    expect((await heldBy(owner))[assigned.id]).toEqual({ id: owner.id, name: 'Vlasnik Agencije' });
    const loner = await seller(test);
    await createListing(test, loner);
    expect((await tab(loner, 'unpaid')).items.map((item) => item.heldBy)).toEqual([null]);
  });

  it('validates the query', async () => {
    const user = await seller(test);
    const response = await client(test).get('/api/users/me/properties?tab=sold&pageSize=101', user.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'ValidationErrors',
      validationErrors: [
        { field: 'tab', error: 'Invalid', extra: {} },
        { field: 'pageSize', error: 'LessThanOrEqual', extra: { max: 100, value: 101 } },
      ],
    });
  });
});
