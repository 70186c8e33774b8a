import type { ListingStatistics } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  ok,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const http = () => client(test);
const statisticsOf = (id: string) => `/api/properties/${id}/statistics`;
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
const dayOf = (offset: number) =>
  new Date(test.clock.now().getTime() + offset * day).toISOString().slice(0, 10);

describe('GET /api/properties/{id}/statistics', () => {
  it('answers the owner the totals and each of the last 30 days, zeros where nothing happened', async () => {
    const owner = await seller(test);
    const buyer = await seller(test);
    const property = await listedListing(test, owner);
    for (const device of ['device-stat-one', 'device-stat-two']) {
      await http().post(`/api/properties/${property.id}/views`, { ...browser, 'x-deviceid': device });
    }
    await test.jobs.analytics.countViews();
    await advanceClock(test, 2 * day, owner, buyer);
    await http().post(`/api/properties/${property.id}/views`, {
      ...browser,
      'x-deviceid': 'device-stat-one',
    });
    await test.jobs.analytics.countViews();
    expect((await http().put(`/api/properties/${property.id}/save`, buyer.auth)).statusCode).toBe(200);
    ok(await http().post(`/api/properties/${property.id}/phone`, buyer.auth));

    const statistics = ok<ListingStatistics>(await http().get(statisticsOf(property.id), owner.auth));
    expect({ ...statistics, days: statistics.days.length }).toEqual({
      views: 3,
      saves: 1,
      contacts: 1,
      days: 30,
    });
    expect(statistics.days.at(-1)).toEqual({ day: dayOf(0), views: 1, saves: 1, contacts: 1 });
    expect(statistics.days.at(-2)).toEqual({ day: dayOf(-1), views: 0, saves: 0, contacts: 0 });
    expect(statistics.days.at(-3)).toEqual({ day: dayOf(-2), views: 2, saves: 0, contacts: 0 });
    expect(statistics.days[0]?.day).toBe(dayOf(-29));
  });

  it('answers another user as if the listing did not exist, and asks a visitor to log in', async () => {
    const owner = await seller(test);
    const other = await seller(test);
    const listed = await listedListing(test, owner);
    const unpaid = await createListing(test, owner);
    refused(await http().get(statisticsOf(listed.id), other.auth), 404, 'PropertyNotFound');
    refused(await http().get(statisticsOf(unpaid.id), other.auth), 404, 'PropertyNotFound');
    expect((await http().get(statisticsOf(listed.id))).statusCode).toBe(401);
    // The owner's own listing that is not public yet: all zeros.
    const own = ok<ListingStatistics>(await http().get(statisticsOf(unpaid.id), owner.auth));
    expect(own).toMatchObject({ views: 0, saves: 0, contacts: 0 });
  });
});
