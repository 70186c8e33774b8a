import type { PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let user: Seller;
beforeAll(async () => {
  test = await createTestApp();
  user = await seller(test);
});
afterAll(() => test.close());

const http = () => client(test);
const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;
const at = (offsetMs: number) => new Date(test.clock.now().getTime() + offsetMs).toISOString();

type Status = 'unpaid' | 'listed' | 'hidden' | 'expired' | 'sold';
type Action = 'publish' | 'renew' | 'hide' | 'unhide' | 'mark-sold' | 'hide-price' | 'edit' | 'delete';

/** A fresh listing of the user in the status (expired ones by moving the clock past validity). */
async function inStatus(status: Status): Promise<PropertyResponse> {
  if (status === 'unpaid') return createListing(test, user);
  const listed = await listedListing(test, user);
  if (status === 'hidden') return ok(await http().post(url(listed.id, 'hide'), user.auth));
  if (status === 'sold') return ok(await http().post(url(listed.id, 'mark-sold'), user.auth));
  if (status === 'expired') {
    await advanceClock(test, 31 * day, user);
    await test.jobs.listings.expireDue();
    return ok(await http().get(url(listed.id), user.auth));
  }
  return listed;
}

function perform(id: string, action: Action) {
  switch (action) {
    case 'hide-price':
      return http().put(url(id, 'hide-price'), user.auth, { hidden: true });
    case 'edit':
      return http().put(url(id), user.auth, listingInput({ size: 70 }));
    case 'delete':
      return http().delete(url(id), user.auth);
    default:
      return http().post(url(id, action), user.auth);
  }
}

/** docs/product/DECISIONS.md, Listings: the lifecycle table. */
const table: Record<Status, Action[]> = {
  unpaid: ['publish', 'hide-price', 'edit', 'delete'],
  listed: ['renew', 'hide', 'mark-sold', 'hide-price', 'edit', 'delete'],
  hidden: ['renew', 'unhide', 'mark-sold', 'hide-price', 'edit', 'delete'],
  expired: ['renew', 'mark-sold', 'hide-price', 'edit', 'delete'],
  sold: ['delete'],
};
const actions: Action[] = ['publish', 'renew', 'hide', 'unhide', 'mark-sold', 'hide-price', 'edit', 'delete'];

describe('the lifecycle table of docs/product/DECISIONS.md', () => {
  for (const [status, allowed] of Object.entries(table) as Array<[Status, Action[]]>) {
    it(`${status}: ${allowed.join(', ')} allowed; every other action ActionForbidden`, async () => {
      const probe = await inStatus(status);
      for (const action of actions.filter((a) => !allowed.includes(a))) {
        refused(await perform(probe.id, action), 403, 'ActionForbidden');
      }
      expect(ok(await http().get(url(probe.id), user.auth))).toEqual(probe);
      await http().delete(url(probe.id), user.auth);

      for (const action of allowed) {
        const fresh = await inStatus(status);
        const response = await perform(fresh.id, action);
        expect([action, response.statusCode]).toEqual([action, action === 'delete' ? 204 : 200]);
        if (action !== 'delete') await http().delete(url(fresh.id), user.auth);
      }
    });
  }
});

describe('transitions', () => {
  it('publish: unpaid → listed for 30 days, public to anyone', async () => {
    const created = await createListing(test, user);
    refused(await http().get(url(created.id)), 404, 'PropertyNotFound');
    const published = ok<{ property: PropertyResponse; paymentDue: null }>(
      await http().post(url(created.id, 'publish'), user.auth),
    );
    expect(published.paymentDue).toBeNull();
    expect(published.property).toMatchObject({
      status: 'listed',
      publishedAt: at(0),
      validUntil: at(30 * day),
    });
    expect(ok(await http().get(url(created.id)))).toMatchObject({ id: created.id, status: 'listed' });
  });

  it('renew: 30 more days from validUntil while valid, from now once expired (listed again)', async () => {
    const listed = await listedListing(test, user);
    await advanceClock(test, 10 * day, user);
    const renewed = ok<{ property: PropertyResponse }>(await http().post(url(listed.id, 'renew'), user.auth));
    expect(renewed.property.validUntil).toBe(at(50 * day));
    expect(renewed.property.publishedAt).toBe(listed.publishedAt);

    await advanceClock(test, 51 * day, user);
    await test.jobs.listings.expireDue();
    expect(ok(await http().get(url(listed.id), user.auth)).status).toBe('expired');
    const relisted = ok<{ property: PropertyResponse }>(
      await http().post(url(listed.id, 'renew'), user.auth),
    );
    expect(relisted.property).toMatchObject({
      status: 'listed',
      validUntil: at(30 * day),
      publishedAt: at(0),
    });
  });

  it('renew of a hidden listing extends it and keeps it hidden', async () => {
    const listed = await listedListing(test, user);
    await http().post(url(listed.id, 'hide'), user.auth);
    const renewed = ok<{ property: PropertyResponse }>(await http().post(url(listed.id, 'renew'), user.auth));
    expect(renewed.property).toMatchObject({ status: 'hidden', validUntil: at(60 * day) });
  });

  it('hide and unhide: private while hidden, listed again after', async () => {
    const listed = await listedListing(test, user);
    expect(ok(await http().post(url(listed.id, 'hide'), user.auth)).status).toBe('hidden');
    refused(await http().get(url(listed.id)), 404, 'PropertyNotFound');
    expect(ok(await http().get(url(listed.id), user.auth)).status).toBe('hidden');
    expect(ok(await http().post(url(listed.id, 'unhide'), user.auth)).status).toBe('listed');
    expect(ok(await http().get(url(listed.id))).status).toBe('listed');
  });

  it('unhide after the validity ended: expired', async () => {
    const listed = await listedListing(test, user);
    await http().post(url(listed.id, 'hide'), user.auth);
    await advanceClock(test, 31 * day, user);
    expect(ok(await http().post(url(listed.id, 'unhide'), user.auth)).status).toBe('expired');
  });

  it('mark sold while listed: public with soldAt for 30 days, then expired and private', async () => {
    const listed = await listedListing(test, user);
    await advanceClock(test, 25 * day, user);
    const sold = ok(await http().post(url(listed.id, 'mark-sold'), user.auth));
    expect(sold).toMatchObject({ status: 'listed', soldAt: at(0) });
    // Past the paid validity, still public as sold.
    await advanceClock(test, 10 * day, user);
    await test.jobs.listings.expireDue();
    expect(ok(await http().get(url(listed.id)))).toMatchObject({ status: 'listed', soldAt: sold.soldAt });
    await advanceClock(test, 21 * day, user);
    refused(await http().get(url(listed.id)), 404, 'PropertyNotFound');
    await test.jobs.listings.expireDue();
    expect(ok(await http().get(url(listed.id), user.auth))).toMatchObject({
      status: 'expired',
      soldAt: sold.soldAt,
    });
  });

  it('mark sold from hidden or expired stays private', async () => {
    const hidden = await inStatus('hidden');
    expect(ok(await http().post(url(hidden.id, 'mark-sold'), user.auth))).toMatchObject({ status: 'hidden' });
    refused(await http().get(url(hidden.id)), 404, 'PropertyNotFound');
    const expired = await inStatus('expired');
    expect(ok(await http().post(url(expired.id, 'mark-sold'), user.auth))).toMatchObject({
      status: 'expired',
    });
    refused(await http().get(url(expired.id)), 404, 'PropertyNotFound');
  });

  it('a full edit (PUT) that leaves hidePrice out keeps the price hidden; only an explicit false shows it', async () => {
    const listed = await listedListing(test, user, { price: 310_000, hidePrice: true });
    const { hidePrice: _left, ...withoutHidePrice } = listingInput({ price: 320_000 });
    const edited = ok(await http().put(url(listed.id), user.auth, withoutHidePrice));
    expect(edited).toMatchObject({ hidePrice: true, price: 320_000 });
    expect(ok(await http().get(url(listed.id)))).toMatchObject({ hidePrice: true, price: null });
    ok(await http().put(url(listed.id), user.auth, listingInput({ price: 320_000, hidePrice: false })));
    expect(ok(await http().get(url(listed.id))).price).toBe(320_000);
    // A new listing still starts with its price shown when the field is left out.
    const { hidePrice: _none, ...fresh } = listingInput();
    expect(ok(await http().post('/api/properties', user.auth, fresh), 201)).toMatchObject({
      hidePrice: false,
    });
  });

  it('what is the caller’s own is never cached (no-store); a public answer keeps its caching', async () => {
    const listed = await listedListing(test, user);
    for (const path of ['/api/users/me', '/api/users/me/properties', '/api/chats', url(listed.id)]) {
      const answer = await http().get(path, user.auth);
      expect({ path, status: answer.statusCode, cache: answer.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        cache: 'private, no-store',
      });
    }
    expect((await http().get(url(listed.id))).headers['cache-control']).toBeUndefined();
  });

  it('hide price: others see null ("price on request"), the owner the stored price', async () => {
    const listed = await listedListing(test, user, { price: 250_000 });
    const hidden = ok(await http().put(url(listed.id, 'hide-price'), user.auth, { hidden: true }));
    expect(hidden).toMatchObject({ hidePrice: true, price: 250_000 });
    expect(ok(await http().get(url(listed.id)))).toMatchObject({ hidePrice: true, price: null });
    const other = await seller(test);
    expect(ok(await http().get(url(listed.id), other.auth)).price).toBeNull();
    expect(ok(await http().get(url(listed.id), user.auth)).price).toBe(250_000);
    ok(await http().put(url(listed.id, 'hide-price'), user.auth, { hidden: false }));
    expect(ok(await http().get(url(listed.id))).price).toBe(250_000);
    expect((await http().put(url(listed.id, 'hide-price'), user.auth, {})).json()).toEqual({
      message: 'ValidationErrors',
      validationErrors: [{ field: 'hidden', error: 'Required', extra: {} }],
    });
  });

  it('delete: soft, never shown again, to anyone; a second delete finds nothing', async () => {
    const listed = await listedListing(test, user);
    expect((await http().delete(url(listed.id), user.auth)).statusCode).toBe(204);
    refused(await http().get(url(listed.id), user.auth), 404, 'PropertyNotFound');
    refused(await http().get(url(listed.id)), 404, 'PropertyNotFound');
    refused(await http().delete(url(listed.id), user.auth), 404, 'PropertyNotFound');
    refused(await http().post(url(listed.id, 'renew'), user.auth), 404, 'PropertyNotFound');
    const mine = ok<{ items: PropertyResponse[] }>(await http().get('/api/users/me/properties', user.auth));
    expect(mine.items.map((item) => item.id)).not.toContain(listed.id);
  });
});
