import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../../test/accounts-fixtures.ts';
import { client, createListing, ok, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { savedSearches } from './alerts.schema.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('a listing that meets more instant searches than one statement can carry', () => {
  it('tells every one of them (a statement takes at most 65 535 parameters)', async () => {
    const owner = await seller(test);
    // An unverified address: the notifications are stored, no e-mail goes out for them.
    const { id: userId } = await registeredUser(test);
    const searches = 10_000;
    // Searches with no filter meet every listing; inserted as rows (the api keeps 50 per user).
    await test.database.db.execute(sql`
      insert into ${savedSearches} (user_id, filters, notify_frequency)
      select ${userId}::uuid, '{}'::jsonb, 'instant' from generate_series(1, ${searches})`);
    test.clock.advance(1_000);

    const listing = await createListing(test, owner);
    ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
    await test.jobs.alerts.matchListing(listing.id);

    const [stored] = await test.database.db
      .select({ count: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(stored?.count).toBe(searches);
  }, 120_000);
});
