import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createListing,
  ok,
  seller,
  uploadPhotos,
  waitForPhotosReady,
} from '../../../test/listings-fixtures.ts';
import { scenePhoto } from '../../../test/scene-images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hammingDistance, perceptualHash } from '../../platform/images/perceptual-hash.ts';
import { createPhotosRepository } from '../listings/photos.repository.ts';

/** Issue 30: every listing photo's perceptual hash, made by the photo job or, for older photos, the backfill. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const photoRows = (propertyId: string) => createPhotosRepository(test.database.db).photosOf([propertyId]);
/** The cleaned original as the api serves it: what the hash is made of. */
const servedOriginal = async (propertyId: string, photoId: string) =>
  (await client(test).get(`/api/files/properties/${propertyId}/${photoId}.webp`)).rawPayload;

describe('the photo job hashes each uploaded photo', () => {
  it('stores the hash of the cleaned original, near the camera file’s own', async () => {
    const owner = await seller(test);
    const listing = await createListing(test, owner);
    const camera = await scenePhoto(3001);
    ok(
      await uploadPhotos(test, owner, listing.id, [{ bytes: camera }, { bytes: await scenePhoto(3002) }]),
      201,
    );
    await waitForPhotosReady(test, owner, listing.id);
    const [first, second] = await photoRows(listing.id);
    expect(first?.phash).toBe(await perceptualHash(await servedOriginal(listing.id, first?.id as string)));
    expect(hammingDistance(first?.phash as bigint, await perceptualHash(camera))).toBeLessThanOrEqual(4);
    // Two different rooms: two different hashes, far apart.
    expect(hammingDistance(first?.phash as bigint, second?.phash as bigint)).toBeGreaterThan(8);
  });
});

describe('the backfill hashes photos stored without a hash', () => {
  it('in batches after the last id, until none is left; the job is needed only then', async () => {
    const owner = await seller(test);
    const listing = await createListing(test, owner);
    const files = [await scenePhoto(3011), await scenePhoto(3012), await scenePhoto(3013)];
    ok(
      await uploadPhotos(
        test,
        owner,
        listing.id,
        files.map((bytes) => ({ bytes })),
      ),
      201,
    );
    await waitForPhotosReady(test, owner, listing.id);
    const made = new Map((await photoRows(listing.id)).map((photo) => [photo.id, photo.phash]));
    expect(await test.jobs.photos.hashesMissing()).toBe(false);

    // Photos from before the hash (as the demo seed stores them): no hash, variants made.
    await test.database.db.execute(
      sql`update property_photos set phash = null where property_id = ${listing.id}`,
    );
    expect(await test.jobs.photos.hashesMissing()).toBe(true);
    const cursors: (string | null)[] = [];
    let cursor: string | null | undefined;
    do {
      cursor = await test.jobs.photos.backfillHashes(cursor ?? undefined, 2);
      cursors.push(cursor);
    } while (cursor);
    // A full batch of two answers where to go on; the rest (one) ends it.
    expect(cursors).toHaveLength(2);
    const after = await photoRows(listing.id);
    expect(after).toHaveLength(3);
    expect(after.every((photo) => photo.phash === made.get(photo.id))).toBe(true);
    expect(await test.jobs.photos.hashesMissing()).toBe(false);
  });
});
