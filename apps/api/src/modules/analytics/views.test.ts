import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';

let test: TestApp;
let owner: Seller;
let buyer: Seller;
beforeAll(async () => {
  test = await createTestApp();
  buyer = await seller(test);
});
// A fresh owner per test: a private user lists 5 at most.
beforeEach(async () => {
  owner = await seller(test);
});
afterAll(() => test.close());

const http = () => client(test);
const url = (id: string, path = '') => `/api/properties/${id}${path ? `/${path}` : ''}`;
const counters = (id: string) => createAnalyticsRepository(test.database.db).dailyCounters(id);
const today = () => test.clock.now().toISOString().slice(0, 10);

describe('POST /api/properties/{id}/views', () => {
  it('counts a visitor once per listing per day, by user or device; bots and the owner not', async () => {
    const property = await listedListing(test, owner);
    const view = (headers: Record<string, string>) => http().post(url(property.id, 'views'), headers);
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
    for (let index = 0; index < 2; index += 1) {
      expect((await view({ ...browser, 'x-deviceid': 'device-a' })).statusCode).toBe(204);
      expect((await view({ ...browser, cookie: 'device_id=device-b' })).statusCode).toBe(204);
      expect((await view({ ...browser, ...buyer.auth })).statusCode).toBe(204);
      expect((await view({ ...browser, ...owner.auth })).statusCode).toBe(204);
      expect((await view({ 'user-agent': 'Googlebot/2.1', 'x-deviceid': 'bot' })).statusCode).toBe(204);
      expect((await view({ 'user-agent': 'Chrome-Lighthouse', 'x-deviceid': 'audit' })).statusCode).toBe(204);
      expect((await view(browser)).statusCode).toBe(204);
    }
    expect(await test.jobs.analytics.countViews()).toBe(3);
    // The same visitors again the same day, after the job ran: still counted once.
    await view({ ...browser, 'x-deviceid': 'device-a' });
    expect(await test.jobs.analytics.countViews()).toBe(0);
    expect(await counters(property.id)).toMatchObject([{ day: today(), views: 3 }]);

    await advanceClock(test, day, owner, buyer);
    await view({ ...browser, 'x-deviceid': 'device-a' });
    await view({ ...browser, 'x-deviceid': 'device-a' });
    await test.jobs.analytics.countViews();
    expect((await counters(property.id)).map((row) => row.views)).toEqual([3, 1]);
  });

  it('counts nothing for a listing that is not public', async () => {
    const unpaid = await createListing(test, owner);
    refused(await http().post(url(unpaid.id, 'views'), { 'x-deviceid': 'x' }), 404, 'PropertyNotFound');
  });
});
