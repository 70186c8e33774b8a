import type { MyProperty } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Tab = { items: MyProperty[]; total: number };
const http = () => client(test);
const mine = async (user: Seller, query: string) =>
  ok<Tab>(await http().get(`/api/users/me/properties?${query}`, user.auth));
const ids = (page: Tab) => page.items.map((item) => item.id);
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };

/** `count` different visitors (browsers with their device ids) look at the listing today. */
async function viewedBy(id: string, count: number, tag: string) {
  for (let index = 0; index < count; index += 1) {
    const response = await http().post(`/api/properties/${id}/views`, {
      ...browser,
      'x-deviceid': `device-${tag}-${index}`,
    });
    expect(response.statusCode).toBe(204);
  }
}

describe('GET /api/users/me/properties: what each listing has drawn', () => {
  it('answers views (once the job has counted them), saves and contacts per listing, over every day', async () => {
    const owner = await seller(test);
    const visitors = [await seller(test), await seller(test), await seller(test)];
    const popular = await listedListing(test, owner);
    const quiet = await listedListing(test, owner);
    await viewedBy(popular.id, 3, 'popular');
    // Recorded, not counted yet: the list says what the counters say.
    expect((await mine(owner, 'tab=listed')).items.map((item) => item.stats)).toEqual([
      { views: 0, saves: 0, contacts: 0 },
      { views: 0, saves: 0, contacts: 0 },
    ]);
    await test.jobs.analytics.countViews();
    for (const visitor of visitors.slice(0, 2)) {
      expect((await http().put(`/api/properties/${popular.id}/save`, visitor.auth)).statusCode).toBeLessThan(
        300,
      );
    }
    ok(await http().post(`/api/properties/${popular.id}/phone`, visitors[2]?.auth ?? {}));
    // Another day's views add up with the first day's.
    await advanceClock(test, day, owner);
    await viewedBy(popular.id, 2, 'next-day');
    await test.jobs.analytics.countViews();

    const stats = Object.fromEntries(
      (await mine(owner, 'tab=listed')).items.map((item) => [item.id, item.stats]),
    );
    expect(stats).toEqual({
      [popular.id]: { views: 5, saves: 2, contacts: 1 },
      [quiet.id]: { views: 0, saves: 0, contacts: 0 },
    });
  });

  it('sorts by most viewed, by price both ways, and soonest to expire', async () => {
    const owner = await seller(test);
    const cheap = await listedListing(test, owner, { price: 90_000 });
    await advanceClock(test, day, owner);
    const dear = await listedListing(test, owner, { price: 410_000 });
    await advanceClock(test, day, owner);
    const onRequest = await listedListing(test, owner, { price: null });
    await viewedBy(cheap.id, 4, 'cheap');
    await viewedBy(onRequest.id, 2, 'on-request');
    await test.jobs.analytics.countViews();

    expect(ids(await mine(owner, 'sort=newest'))).toEqual([onRequest.id, dear.id, cheap.id]);
    expect(ids(await mine(owner, 'sort=mostViewed'))).toEqual([cheap.id, onRequest.id, dear.id]);
    // A listing without a price comes last either way.
    expect(ids(await mine(owner, 'sort=priceHigh'))).toEqual([dear.id, cheap.id, onRequest.id]);
    expect(ids(await mine(owner, 'sort=priceLow'))).toEqual([cheap.id, dear.id, onRequest.id]);
    // Published first, so it expires first.
    expect(ids(await mine(owner, 'sort=expiring'))).toEqual([cheap.id, dear.id, onRequest.id]);
  });

  it('finds listings by words of the address or the description, in any case and with or without accents', async () => {
    const owner = await seller(test);
    const titova = await createListing(test, owner, {
      address: 'Maršala Tita 40',
      description: 'Stan iznad ćevabdžinice, blizu Vječne vatre.',
    });
    const grbavica = await createListing(test, owner, {
      address: 'Zagrebačka 12',
      description: 'Grbavica, pogled na Miljacku.',
    });
    const search = async (text: string) => ids(await mine(owner, `tab=unpaid&q=${encodeURIComponent(text)}`));
    expect(await search('marsala')).toEqual([titova.id]);
    expect(await search('CEVABDZINICE tita')).toEqual([titova.id]);
    expect(await search('zagrebacka miljacku')).toEqual([grbavica.id]);
    // Every word must occur; a word that is nowhere finds nothing.
    expect(await search('tita miljacku')).toEqual([]);
    // Nothing but punctuation is no filter.
    expect(await search('%_')).toHaveLength(2);
    const found = await mine(owner, 'tab=unpaid&q=grbavica');
    expect(found.total).toBe(1);
  });

  it('refuses an unknown sort and a search longer than 100 characters', async () => {
    const owner = await seller(test);
    const response = await http().get(
      `/api/users/me/properties?sort=cheapest&q=${'a'.repeat(101)}`,
      owner.auth,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'ValidationErrors',
      validationErrors: [
        { field: 'sort', error: 'Invalid', extra: {} },
        { field: 'q', error: 'MaxLength', extra: { max: 100, count: 101 } },
      ],
    });
  });
});
