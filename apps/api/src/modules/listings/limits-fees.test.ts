import type { PropertyResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  listingInput,
  ok,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from './listings.schema.ts';

let test: TestApp;
let paid: TestApp;
beforeAll(async () => {
  [test, paid] = await Promise.all([createTestApp(), createTestApp({ listingFees: { sell: 10, rent: 5 } })]);
});
afterAll(() => Promise.all([test.close(), paid.close()]));

const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;
type RenewAll = { renewed: number; paymentDue: number | null };
type Published = { property: PropertyResponse; paymentDue: number | null };

async function expireEverything(app: TestApp, ...users: Parameters<typeof advanceClock>[2][]) {
  await advanceClock(app, 31 * day, ...users);
  await app.jobs.listings.expireDue();
}

describe('PropertyLimit: 5 listed + unpaid listings of a private user', () => {
  it('refuses the sixth, counting listed and unpaid ones alike', async () => {
    const user = await seller(test);
    for (let index = 0; index < 3; index += 1) await listedListing(test, user);
    for (let index = 0; index < 2; index += 1) await createListing(test, user);
    refused(await client(test).post('/api/properties', user.auth, listingInput()), 403, 'PropertyLimit');
    const mine = ok<{ counts: object; limit: object }>(
      await client(test).get('/api/users/me/properties', user.auth),
    );
    expect(mine.counts).toEqual({ listed: 3, expired: 0, hidden: 0, unpaid: 2 });
    // Said before a form is filled: the editor reads it.
    expect(mine.limit).toEqual({ used: 5, max: 5 });
  });

  it('frees a place for a hidden, sold or deleted listing; unhiding counts again', async () => {
    const user = await seller(test);
    const [hide, sell, remove] = [
      await listedListing(test, user),
      await listedListing(test, user),
      await listedListing(test, user),
    ];
    await listedListing(test, user);
    await listedListing(test, user);

    ok(await client(test).post(url(hide.id, 'hide'), user.auth));
    await createListing(test, user);
    refused(await client(test).post(url(hide.id, 'unhide'), user.auth), 403, 'PropertyLimit');

    ok(await client(test).post(url(sell.id, 'mark-sold'), user.auth));
    expect(ok(await client(test).post(url(hide.id, 'unhide'), user.auth)).status).toBe('listed');
    refused(await client(test).post('/api/properties', user.auth, listingInput()), 403, 'PropertyLimit');

    const used = async () =>
      ok<{ limit: { used: number } }>(await client(test).get('/api/users/me/properties', user.auth)).limit
        .used;
    expect(await used()).toBe(5);
    expect((await client(test).delete(url(remove.id), user.auth)).statusCode).toBe(204);
    expect(await used()).toBe(4);
    await createListing(test, user);
  });

  it('counts a renewed expired listing', async () => {
    const user = await seller(test);
    const expired = await listedListing(test, user);
    await expireEverything(test, user);
    for (let index = 0; index < 5; index += 1) await createListing(test, user);
    refused(await client(test).post(url(expired.id, 'renew'), user.auth), 403, 'PropertyLimit');
    expect(ok(await client(test).get(url(expired.id), user.auth)).status).toBe('expired');
  });

  it('renew all renews every expired listing (not sold ones), or none when they would not all fit', async () => {
    const user = await seller(test);
    const listings = [];
    for (let index = 0; index < 4; index += 1) listings.push(await listedListing(test, user));
    ok(await client(test).post(url((listings[3] as PropertyResponse).id, 'mark-sold'), user.auth));
    await expireEverything(test, user);
    await createListing(test, user);
    await createListing(test, user);
    // Three expired and renewable, two unpaid: 5 fits.
    expect(ok<RenewAll>(await client(test).post('/api/users/me/properties/renew-all', user.auth))).toEqual({
      renewed: 3,
      paymentDue: null,
    });
    const tabs = ok<{ items: PropertyResponse[] }>(
      await client(test).get('/api/users/me/properties', user.auth),
    );
    expect(tabs.items.map((item) => item.validUntil)).toEqual(
      Array(3).fill(new Date(test.clock.now().getTime() + 30 * day).toISOString()),
    );
    // A double submit renews nothing twice.
    expect(ok<RenewAll>(await client(test).post('/api/users/me/properties/renew-all', user.auth))).toEqual({
      renewed: 0,
      paymentDue: null,
    });

    await expireEverything(test, user);
    await createListing(test, user);
    // 3 unpaid + 3 expired would be 6: nothing is renewed.
    refused(await client(test).post('/api/users/me/properties/renew-all', user.auth), 403, 'PropertyLimit');
    const counts = ok<{ counts: object }>(
      await client(test).get('/api/users/me/properties', user.auth),
    ).counts;
    expect(counts).toEqual({ listed: 0, expired: 4, hidden: 0, unpaid: 3 });
  });
});

/** What the payments issue's checkout will do once paid: the listing goes live for 30 days. */
async function markPaid(app: TestApp, id: string) {
  const now = app.clock.now();
  await app.database.db
    .update(properties)
    .set({ status: 'listed', publishedAt: now, validUntil: new Date(now.getTime() + 30 * day) })
    .where(eq(properties.id, id));
}

describe('fees (LISTING_FEE_SELL / LISTING_FEE_RENT)', () => {
  it('publish with a fee keeps the listing unpaid and answers the KM due, per listing type', async () => {
    const user = await seller(paid);
    const sale = await createListing(paid, user);
    const published = ok<Published>(await client(paid).post(url(sale.id, 'publish'), user.auth));
    expect(published).toEqual({ property: sale, paymentDue: 10 });
    refused(await client(paid).get(url(sale.id)), 404, 'PropertyNotFound');

    const rental = await createListing(paid, user, { listingType: 'rent', price: 600 });
    expect(ok<Published>(await client(paid).post(url(rental.id, 'publish'), user.auth)).paymentDue).toBe(5);
    const counts = ok<{ counts: object }>(
      await client(paid).get('/api/users/me/properties', user.auth),
    ).counts;
    expect(counts).toEqual({ listed: 0, expired: 0, hidden: 0, unpaid: 2 });
  });

  it('renew and renew all with a fee change nothing and answer what is due', async () => {
    const user = await seller(paid);
    const sale = await createListing(paid, user);
    const rental = await createListing(paid, user, { listingType: 'rent' });
    await markPaid(paid, sale.id);
    await markPaid(paid, rental.id);
    const listed = ok(await client(paid).get(url(sale.id), user.auth));
    expect(ok<Published>(await client(paid).post(url(sale.id, 'renew'), user.auth))).toEqual({
      property: listed,
      paymentDue: 10,
    });

    await expireEverything(paid, user);
    const expired = ok(await client(paid).get(url(sale.id), user.auth));
    expect(expired.status).toBe('expired');
    expect(ok<Published>(await client(paid).post(url(sale.id, 'renew'), user.auth))).toEqual({
      property: expired,
      paymentDue: 10,
    });
    expect(ok<RenewAll>(await client(paid).post('/api/users/me/properties/renew-all', user.auth))).toEqual({
      renewed: 0,
      paymentDue: 15,
    });
    const counts = ok<{ counts: object }>(
      await client(paid).get('/api/users/me/properties', user.auth),
    ).counts;
    expect(counts).toEqual({ listed: 0, expired: 2, hidden: 0, unpaid: 0 });
  });
});
