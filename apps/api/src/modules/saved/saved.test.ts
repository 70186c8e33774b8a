import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  client,
  createListing,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAnalyticsRepository } from '../analytics/analytics.repository.ts';

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

describe('saving', () => {
  it('saves once however often, counts one save, and unsaves', async () => {
    const property = await listedListing(test, owner);
    const save = url(property.id, 'save');
    expect(ok(await http().get(save, buyer.auth))).toEqual({ saved: false });
    expect(ok(await http().put(save, buyer.auth))).toEqual({ saved: true });
    expect(ok(await http().put(save, buyer.auth))).toEqual({ saved: true });
    expect(ok(await http().get(save, buyer.auth))).toEqual({ saved: true });
    expect(await counters(property.id)).toMatchObject([{ saves: 1 }]);
    // Another user does not see the buyer's save.
    expect(ok(await http().get(save, owner.auth))).toEqual({ saved: false });

    expect(ok(await http().delete(save, buyer.auth))).toEqual({ saved: false });
    expect(ok(await http().delete(save, buyer.auth))).toEqual({ saved: false });
    expect(ok(await http().get(save, buyer.auth))).toEqual({ saved: false });
    expect(await counters(property.id)).toMatchObject([{ saves: 1 }]);
  });

  it('needs a login, and a public listing', async () => {
    const property = await listedListing(test, owner);
    refused(await http().put(url(property.id, 'save')), 401, 'Unauthorized');
    refused(await http().get(url(property.id, 'save')), 401, 'Unauthorized');
    const unpaid = await createListing(test, owner);
    refused(await http().put(url(unpaid.id, 'save'), buyer.auth), 404, 'PropertyNotFound');
    refused(await http().put(url(unpaid.id, 'save'), owner.auth), 404, 'PropertyNotFound');
  });
});
