import type { AdminReportItem, AdminReportsResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
  waitForPhotosReady,
} from '../../../test/listings-fixtures.ts';
import { type Republishing, republished, scenePhoto } from '../../../test/scene-images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withdrawPhotoReuseFlagsWithin } from './index.ts';

/**
 * Reused photos (issue 30): the same photo in listings of different owners flags the newer one in
 * the queue (reason photo_reuse, the matched listing named); it stays public until an admin decides.
 * Each test draws its own scenes (seeds), so no test's photos match another's.
 */
let test: TestApp;
let admin: Seller;
beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const queue = async (status = 'open') =>
  ok<AdminReportsResponse>(
    await client(test).get(`/api/admin/reports?status=${status}&subject=listing`, admin.auth),
  );
const itemOf = async (id: string, status = 'open'): Promise<AdminReportItem | undefined> =>
  (await queue(status)).items.find((item) => item.id === id);

/**
 * Each listing of these tests is another flat (a size 10 m² from every other's): a stolen photo
 * shows a flat that is not the one it was taken of. Alike in every fact, they would be offers of
 * one property, which the offer grouping joins and the check leaves alone (tested below).
 */
let nextSize = 40;

/** A listed listing of `owner` with these photos, once the photo job made them ready (and checked them). */
async function listingWith(owner: Seller, address: string, photos: Buffer[], size?: number) {
  nextSize += 10;
  const listing = await listedListing(test, owner, { address, size: size ?? nextSize });
  ok(
    await uploadPhotos(
      test,
      owner,
      listing.id,
      photos.map((bytes) => ({ bytes })),
    ),
    201,
  );
  await waitForPhotosReady(test, owner, listing.id);
  return listing;
}

const copyOf = async (seed: number, how: Republishing) => republished(await scenePhoto(seed), how);

describe('the same photo in another owner’s listing', () => {
  it('flags the newer listing, naming the older; one flag however many matches; public meanwhile', async () => {
    const first = await seller(test);
    const second = await seller(test);
    const older = await listingWith(first, 'Originalna 1', [await scenePhoto(4001), await scenePhoto(4002)]);
    await advanceClock(test, 60_000, first, second, admin);
    const newer = await listingWith(second, 'Kopirana 2', [
      await scenePhoto(4003),
      await copyOf(4001, 'resaved'),
    ]);

    const item = await itemOf(newer.id);
    expect(item).toMatchObject({
      subject: 'listing',
      count: 1,
      reasons: { photo_reuse: 1 },
      system: true,
      listing: { id: newer.id, address: 'Kopirana 2', status: 'listed' },
      photoReuse: { listingId: older.id, address: 'Originalna 1' },
    });
    expect(item?.photoReuse?.distance).toBeLessThanOrEqual(4);
    expect(await itemOf(older.id)).toBeUndefined();
    // A second copied photo adds nothing: still one open flag.
    ok(await uploadPhotos(test, second, newer.id, [{ bytes: await copyOf(4002, 'resized') }]), 201);
    await waitForPhotosReady(test, second, newer.id);
    expect((await itemOf(newer.id))?.count).toBe(1);
    // Public until an admin decides.
    expect((await client(test).get(`/api/properties/${newer.id}`)).statusCode).toBe(200);
  });

  it('an older listing whose photos are checked later flags the newer one, not itself', async () => {
    const first = await seller(test);
    const second = await seller(test);
    const older = await listingWith(first, 'Starija 1', [await scenePhoto(4101)]);
    await advanceClock(test, 60_000, first, second, admin);
    const newer = await listingWith(second, 'Novija 2', [await copyOf(4102, 'toned')]);
    expect(await itemOf(newer.id)).toBeUndefined();
    // The older listing's owner adds the original of the photo the newer one published.
    ok(await uploadPhotos(test, first, older.id, [{ bytes: await scenePhoto(4102) }]), 201);
    await waitForPhotosReady(test, first, older.id);
    expect((await itemOf(newer.id))?.photoReuse?.listingId).toBe(older.id);
    expect(await itemOf(older.id)).toBeUndefined();
  });

  it('a dismissed flag is not raised again for the same pair; a third owner’s copy is', async () => {
    const [first, second, third] = [await seller(test), await seller(test), await seller(test)];
    const original = await listingWith(first, 'Prva 1', [await scenePhoto(4201)]);
    await advanceClock(test, 60_000, first, second, third, admin);
    const copy = await listingWith(second, 'Druga 2', [await copyOf(4201, 'resaved')]);
    ok(
      await client(test).post(`/api/admin/reports/${copy.id}/resolve`, admin.auth, {
        action: 'dismiss',
        reason: 'Ista agencija, provjereno.',
      }),
    );
    ok(await uploadPhotos(test, second, copy.id, [{ bytes: await copyOf(4201, 'resized') }]), 201);
    await waitForPhotosReady(test, second, copy.id);
    expect(await itemOf(copy.id)).toBeUndefined();
    expect((await itemOf(copy.id, 'resolved'))?.photoReuse?.listingId).toBe(original.id);
    await advanceClock(test, 60_000, third, admin);
    const another = await listingWith(third, 'Treća 3', [await copyOf(4201, 'toned')]);
    expect((await itemOf(another.id))?.reasons).toEqual({ photo_reuse: 1 });
  });
});

describe('not a reuse', () => {
  it('the same owner reusing his photo, or a different photo of the same kind', async () => {
    const owner = await seller(test);
    const other = await seller(test);
    await listingWith(owner, 'Vlastita 1', [await scenePhoto(4301)]);
    const again = await listingWith(owner, 'Vlastita 2', [await copyOf(4301, 'resaved')]);
    const different = await listingWith(other, 'Druga soba 3', [await scenePhoto(4302)]);
    expect(await itemOf(again.id)).toBeUndefined();
    expect(await itemOf(different.id)).toBeUndefined();
  });

  it('two agencies’ offers of one property (one offer group): not flagged, and a flag raised before grouping is withdrawn', async () => {
    const [first, second, third] = [await seller(test), await seller(test), await seller(test)];
    const groupOf = async (id: string) => {
      const { rows } = (await test.database.db.execute(
        sql`select offer_group_id as "group" from properties where id = ${id}`,
      )) as unknown as { rows: Array<{ group: string | null }> };
      return rows[0]?.group ?? null;
    };
    // The same flat (every fact alike) with the same photo: the grouping joins them after hashing,
    // before the check, so the second is an offer, not a reuse.
    const lead = await listingWith(first, 'Grupa 1', [await scenePhoto(4401)], 64.5);
    await advanceClock(test, 60_000, second, third, admin);
    const offer = await listingWith(second, 'Grupa 2', [await copyOf(4401, 'resaved')], 64.5);
    expect(await groupOf(offer.id)).not.toBeNull();
    expect(await groupOf(offer.id)).toBe(await groupOf(lead.id));
    expect(await itemOf(offer.id)).toBeUndefined();

    // A third listing with another size is another flat: flagged. Its size corrected, the regrouping
    // joins it to the group, and in the group's transaction the flag is withdrawn.
    await advanceClock(test, 60_000, third, admin);
    const late = await listingWith(third, 'Grupa 3', [await copyOf(4401, 'resized')], 90);
    expect((await itemOf(late.id))?.photoReuse?.listingId).toBe(lead.id);
    await test.database.db.execute(sql`update properties set size = 64.5 where id = ${late.id}`);
    await test.jobs.offers.regroupListing(late.id);
    expect(await groupOf(late.id)).toBe(await groupOf(lead.id));
    expect(await itemOf(late.id)).toBeUndefined();
    // Withdrawn, not resolved: nothing of it stays in the queue's history either.
    expect(await withdrawPhotoReuseFlagsWithin(test.database.db, [lead.id, offer.id, late.id])).toEqual([]);
  });
});
