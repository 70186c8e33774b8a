import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  createListing,
  ok,
  seller,
  uploadPhotos,
  waitForPhotosReady,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { propertyPhotos } from '../listings/listings.schema.ts';
import { originalPhotoKey, variantPhotoKey } from '../listings/ports.ts';

// What a crash can leave between photo files and their rows is swept (issue 13, 11): files no
// photo owns and half-written leftovers, once older than the grace; owned files stay.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage().list(prefix)) keys.push(object.key);
  return keys.sort();
}
const storage = () => createLocalStorage(path.join(test.config.dataDir, 'uploads'));

describe('the photo sweep', () => {
  it('removes files no photo owns and leftovers, keeps every owned file, and spares what is recent', async () => {
    const user = await seller(test);
    const listing = await createListing(test, user);
    expect(
      (
        await uploadPhotos(test, user, listing.id, [
          { bytes: await jpeg(900, 600) },
          { bytes: await jpeg(800, 600) },
        ])
      ).statusCode,
    ).toBe(201);
    const ready = await waitForPhotosReady(test, user, listing.id);
    const [kept, deleted] = ready.photos;
    if (!kept || !deleted) throw new Error('two photos were uploaded');
    const folder = `properties/${listing.id}/`;
    const ownedKeys = (await keysUnder(folder)).filter((key) => key.includes(kept.id));
    expect(ownedKeys.length).toBeGreaterThan(1);

    // A delete killed after its row went: the files stay behind.
    await test.database.db.delete(propertyPhotos).where(eq(propertyPhotos.id, deleted.id));
    // An upload killed before its rows committed, and a write cut short before its rename.
    const stray = randomUUID();
    await storage().put(originalPhotoKey(listing.id, stray), Buffer.from('stray'), 'image/webp');
    const root = path.join(test.config.dataDir, 'uploads');
    await writeFile(path.join(root, `${variantPhotoKey(listing.id, kept.id, 320)}.777.tmp`), 'half');

    // Everything is younger than an hour: the periodic run's cutoff spares it all.
    expect(await test.jobs.photos.sweepPhotos()).toBe(0);
    // Judged as of now (as an hour later would): only the owned files remain.
    const removed = await test.jobs.photos.sweepPhotos(new Date(Date.now() + 1_000));
    expect(await keysUnder(folder)).toEqual(ownedKeys);
    expect(removed).toBeGreaterThanOrEqual(3);
    // The listing's photo is still served.
    const listingNow = ok<{ photos: { id: string; ready: boolean }[] }>(
      await test.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers: user.auth }),
    );
    expect(listingNow.photos.map((photo) => [photo.id, photo.ready])).toContainEqual([kept.id, true]);
    // A second run finds nothing.
    expect(await test.jobs.photos.sweepPhotos(new Date(Date.now() + 1_000))).toBe(0);
  });
});
