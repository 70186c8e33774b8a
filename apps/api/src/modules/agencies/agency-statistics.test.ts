import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import { messageKeyOf, send } from '../../../test/chat-fixtures.ts';
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
let owner: Seller;
let buyer: Seller;

type Statistics = {
  days: number;
  totals: Record<string, number>;
  daily: { day: string; views: number; contacts: number }[];
  listings: { propertyId: string; views: number; saves: number; contacts: number; phoneReveals: number }[];
};

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
const view = (id: string, device: string) =>
  client(test).post(`/api/properties/${id}/views`, { ...browser, 'x-deviceid': device });
const statistics = async (days?: number) =>
  ok<Statistics>(
    await client(test).get(`/api/users/me/agency/statistics${days ? `?days=${days}` : ''}`, owner.auth),
  );

beforeAll(async () => {
  test = await createTestApp();
  const admin = await adminUser(test);
  ({ owner } = await approvedAgency(test, admin, { name: 'Statistika Nekretnine' }));
  buyer = await seller(test);
});
afterAll(() => test?.close());

describe('the agency’s statistics', () => {
  it('sum the daily counters per day and per listing, the most viewed first, equal to the events recorded', async () => {
    const quiet = await listedListing(test, owner, { address: 'Tiha 1' });
    const busy = await listedListing(test, owner, { address: 'Prometna 2' });
    for (const device of ['device-agency-1', 'device-agency-2', 'device-agency-3'])
      await view(busy.id, device);
    await view(quiet.id, 'device-agency-1');
    await test.jobs.analytics.countViews();
    await advanceClock(test, 2 * day, owner, buyer);
    await view(busy.id, 'device-agency-1');
    await test.jobs.analytics.countViews();
    expect((await client(test).put(`/api/properties/${busy.id}/save`, buyer.auth)).statusCode).toBe(200);
    ok(await client(test).post(`/api/properties/${busy.id}/phone`, buyer.auth));
    await send(test, buyer, { userId: owner.id, propertyId: busy.id, text: 'Je li dostupno?' });

    const week = await statistics(7);
    expect(week.days).toBe(7);
    expect(week.daily).toHaveLength(7);
    expect(week.totals).toEqual({ views: 5, saves: 1, contacts: 1, phoneReveals: 1 });
    expect(week.listings.map((listing) => [listing.propertyId, listing.views])).toEqual([
      [busy.id, 4],
      [quiet.id, 1],
    ]);
    expect(week.listings[0]).toMatchObject({ saves: 1, contacts: 1, phoneReveals: 1 });
    expect(week.daily.at(-1)).toMatchObject({ views: 1, contacts: 1 });
    expect(week.daily.at(-3)?.views).toBe(4);
    expect((await statistics()).days).toBe(30);

    // Days that left the period no longer count.
    await advanceClock(test, 6 * day, owner, buyer);
    expect((await statistics(7)).totals.views).toBe(1);
    expect((await statistics(30)).totals.views).toBe(5);
  });

  it('as CSV, one row per listing under a header', async () => {
    const response = await client(test).get('/api/users/me/agency/statistics.csv?days=90', owner.auth);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, first] = response.body.trim().split('\n');
    expect(header).toBe('listing,address,views,saves,contacts,phone_reveals');
    expect(first).toMatch(/^[0-9a-f-]{36},Prometna 2,4,1,1,1$/);
  });

  it('never hands a spreadsheet a formula: a cell starting with =, +, - or @ is prefixed with an apostrophe (OWASP)', async () => {
    const formulas = ['=HYPERLINK("http://zlo.example","Klik")', '+387 61 000 000', '-2+3', '@SUM(A1)'];
    for (const address of formulas) await listedListing(test, owner, { address });
    const response = await client(test).get('/api/users/me/agency/statistics.csv?days=90', owner.auth);
    const rows = response.body.trim().split('\n');
    for (const cell of [
      '"\'=HYPERLINK(""http://zlo.example"",""Klik"")"',
      "'+387 61 000 000",
      "'-2+3",
      "'@SUM(A1)",
    ]) {
      expect(rows.filter((row) => row.endsWith(`,${cell},0,0,0,0`))).toHaveLength(1);
    }
    // The numbers stay numbers, and a plain address stays as it was typed.
    expect(response.body).toMatch(/,Prometna 2,4,1,1,1\n/);
  });

  it('only for the agency’s owner; another period is refused', async () => {
    expect(messageKeyOf(await client(test).get('/api/users/me/agency/statistics', buyer.auth))).toBe(
      'AgencyNotFound',
    );
    const odd = await client(test).get('/api/users/me/agency/statistics?days=12', owner.auth);
    expect(odd.json()).toMatchObject({ validationErrors: [{ field: 'days' }] });
  });
});
