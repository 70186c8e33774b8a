import type { AdminReportsResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../../test/agency-fixtures.ts';
import { client, ok, type Seller, seller } from '../../../../test/listings-fixtures.ts';
import { north, offerOf, offerStates } from '../../../../test/offers-fixtures.ts';
import { refused } from '../../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** "Not the same property" (issue 30, decision 247): apart at once, for good, and reviewed by an admin. */
let test: TestApp;
let admin: Seller;
beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const notSame = (id: string, by: Seller, otherPropertyId: string) =>
  client(test).post(`/api/properties/${id}/not-same-property`, by.auth, { otherPropertyId });

describe('an advertiser says two grouped listings are not the same property', () => {
  it('takes them apart at once, keeps them apart, and puts one item into the moderation queue', async () => {
    const ownerA = await seller(test);
    const ownerB = await seller(test);
    const a = await offerOf(test, ownerA, 200_000, { location: north(6_000) });
    const b = await offerOf(test, ownerB, 205_000, { location: north(6_010) });
    expect((await offerStates(test, [a.id]))[0]?.group).not.toBeNull();

    expect((await notSame(b.id, ownerB, a.id)).statusCode).toBe(204);
    const apart = [
      { id: a.id, group: null, lead: true },
      { id: b.id, group: null, lead: true },
    ];
    expect(await offerStates(test, [a.id, b.id])).toEqual(apart);
    // Said twice, and both regrouped again: still apart, still one item.
    expect((await notSame(b.id, ownerB, a.id)).statusCode).toBe(204);
    await test.jobs.offers.regroupListing(a.id);
    await test.jobs.offers.regroupListing(b.id);
    expect(await offerStates(test, [a.id, b.id])).toEqual(apart);

    const queue = ok<AdminReportsResponse>(
      await client(test).get('/api/admin/reports?subject=listing', admin.auth),
    );
    const item = queue.items.find((entry) => entry.id === b.id);
    expect(item).toMatchObject({ system: true, count: 1, reasons: { not_same_property: 1 } });
    expect(item?.latest[0]?.text).toBe(`otherPropertyId: ${a.id}`);

    // The admin's dismiss (the advertiser was right) closes the item and keeps the pair apart.
    ok(
      await client(test).post(`/api/admin/reports/${b.id}/resolve`, admin.auth, {
        action: 'dismiss',
        reason: 'Različiti stanovi.',
      }),
    );
    await test.jobs.offers.regroupListing(b.id);
    expect(await offerStates(test, [a.id, b.id])).toEqual(apart);
  });

  it("another user's listing, or another listing that is not public, answers as if it did not exist", async () => {
    const owner = await seller(test);
    const stranger = await seller(test);
    const mine = await offerOf(test, owner, 300_000, { location: north(7_000) });
    const theirs = await offerOf(test, stranger, 301_000, { location: north(7_010) });
    const before = await offerStates(test, [mine.id, theirs.id]);
    expect(before[0]?.group).not.toBeNull();
    refused(await notSame(theirs.id, owner, mine.id), 404, 'PropertyNotFound');
    refused(await notSame(mine.id, owner, '00000000-0000-4000-8000-000000000000'), 404, 'PropertyNotFound');
    refused(await notSame(mine.id, owner, mine.id), 404, 'PropertyNotFound');
    expect(await offerStates(test, [mine.id, theirs.id])).toEqual(before);
  });
});
