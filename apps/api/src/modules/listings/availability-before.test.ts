import type { SearchResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingUrl, mine as mineOf, minute } from '../../../test/availability-fixtures.ts';
import { advanceClock, client, day, listedListing, ok, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { confirmationAt } from './lifecycle.ts';

/**
 * Listings from before confirmations existed (decision 230): migration 0031 backfills nothing, so
 * their `confirmed_at` is null and their last renewal, else their publication, stands for it, in
 * the answers, the weekly question and the search's `confirmed` filter alike.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const at = (iso: string) => new Date(iso);

describe('a listing confirmed before confirmations existed', () => {
  it('confirmationAt: the confirmation, else the last renewal, else the publication', () => {
    const published = at('2026-10-01T10:00:00Z');
    const renewed = at('2026-10-20T10:00:00Z');
    const confirmed = at('2026-10-25T10:00:00Z');
    expect(confirmationAt({ confirmedAt: confirmed, renewedAt: renewed, publishedAt: published })).toEqual(
      confirmed,
    );
    expect(confirmationAt({ confirmedAt: null, renewedAt: renewed, publishedAt: published })).toEqual(
      renewed,
    );
    expect(confirmationAt({ confirmedAt: null, renewedAt: null, publishedAt: published })).toEqual(published);
    expect(confirmationAt({ confirmedAt: null, renewedAt: null, publishedAt: null })).toBeNull();
  });

  it('counts its publication: said in the answers, found by the filter, asked at day 7 of it', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner, { address: 'Prije potvrda 1' });
    // As a row written before migration 0031 reads: no confirmation of its own.
    await test.database.db.execute(sql`update properties set confirmed_at = null where id = ${listing.id}`);
    const publishedAt = (await mineOf(test, owner, listing.id)).publishedAt;
    expect(publishedAt).not.toBeNull();

    const shown = ok(await client(test).get(listingUrl(listing.id)));
    expect(shown.confirmedAt).toBe(publishedAt);
    const found = ok<SearchResponse>(
      await client(test).get('/api/properties?confirmedWithinDays=7&sort=confirmed'),
    );
    expect(found.items.map((item) => item.id)).toContain(listing.id);

    await advanceClock(test, 7 * day - minute, owner);
    await test.jobs.listings.askDue();
    expect((await mineOf(test, owner, listing.id)).confirmBy).toBeNull();
    const stale = ok<SearchResponse>(
      await client(test).get('/api/properties?confirmedWithinDays=6&sort=confirmed'),
    );
    expect(stale.items.map((item) => item.id)).not.toContain(listing.id);

    test.clock.advance(minute);
    await test.jobs.listings.askDue();
    expect((await mineOf(test, owner, listing.id)).confirmBy).not.toBeNull();
  });
});
