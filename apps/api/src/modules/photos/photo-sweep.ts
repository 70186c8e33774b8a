import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage, StoredObject } from '../../platform/storage/storage.ts';
import type { PhotosRepository } from '../listings/ports.ts';
import { photoIdOfKey, photosRoot } from '../listings/ports.ts';

/** A file younger than this is left alone: an upload stores its files before its rows commit. */
export const sweepGraceMs = 60 * 60 * 1000;
const batchSize = 500;

/**
 * Removes stored photo files that no photo owns any more (docs/decisions/128-photo-work-survives-a-crash.md):
 * what a crash leaves between a photo's files and its row (an upload killed before its rows
 * committed, a delete killed after its row went), and the half-written files of a write cut short.
 * Only files written before `olderThan` are judged; a listing's whole folder is the deletion job's.
 * Answers how many it removed.
 */
export async function sweepOrphanedPhotos({
  storage,
  photos,
  olderThan,
  log,
}: {
  storage: ObjectStorage;
  photos: Pick<PhotosRepository, 'existingIds'>;
  olderThan: Date;
  log: FastifyBaseLogger;
}): Promise<number> {
  let removed = 0;
  let batch: Array<StoredObject & { photoId: string }> = [];

  async function judge(): Promise<void> {
    const owned = await photos.existingIds([...new Set(batch.map((object) => object.photoId))]);
    for (const object of batch) {
      if (owned.has(object.photoId)) continue;
      await storage.delete(object.key);
      removed += 1;
    }
    batch = [];
  }

  for await (const object of storage.list(photosRoot)) {
    if (object.modifiedAt >= olderThan) continue;
    if (object.leftover) {
      await storage.deleteLeftover(object.key);
      removed += 1;
      continue;
    }
    const photoId = photoIdOfKey(object.key);
    if (!photoId) {
      log.warn({ key: object.key }, 'a stored file under the photos is not a photo of ours: left alone');
      continue;
    }
    batch.push({ ...object, photoId });
    if (batch.length >= batchSize) await judge();
  }
  if (batch.length > 0) await judge();
  if (removed > 0) log.info({ removed }, 'orphaned photo files removed');
  return removed;
}
