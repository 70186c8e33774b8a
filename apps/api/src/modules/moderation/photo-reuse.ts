import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ListingsRepository, PhotosRepository } from '../listings/ports.ts';
import { createPhotoReuseRepository } from './photo-reuse.repository.ts';

interface Dependencies {
  db: Database;
  /** The listing checked: its owner, its offer group, when it was made. */
  listings: Pick<ListingsRepository, 'anyById'>;
  /** Its photos' hashes, and the lookup of the same photo in other owners' listings (decision 242). */
  photos: Pick<PhotosRepository, 'photosOf' | 'samePhotosAs'>;
  clock: Clock;
}

interface Listing {
  id: string;
  createdAt: Date;
}

/** The later made of two listings (the id breaks a tie): the one that copied, most likely. */
const newer = (a: Listing, b: Listing) =>
  a.createdAt.getTime() !== b.createdAt.getTime() ? (a.createdAt > b.createdAt ? a : b) : a.id > b.id ? a : b;

/**
 * Reused photos (issue 30, decisions 243, 244): once a listing's new photos are hashed, each is
 * looked up in other owners' listings (the offers of its own offer group left out); a match flags
 * the NEWER of the two listings with the system's report `photo_reuse`, naming the other listing
 * and photo. One open flag per listing; a pair an admin already decided is not raised again. The
 * listing stays public until an admin decides in the queue.
 */
export function createPhotoReuseFlags(deps: Dependencies) {
  const flags = createPhotoReuseRepository(deps.db);
  return {
    /** Checks the listing's hashed photos; answers the listings it flagged now. */
    async check(propertyId: string): Promise<string[]> {
      const listing = await deps.listings.anyById(propertyId);
      if (!listing || listing.deletedAt) return [];
      const flagged: string[] = [];
      const settled = new Set<string>();
      for (const photo of await deps.photos.photosOf([propertyId])) {
        if (photo.phash === null) continue;
        const matches = await deps.photos.samePhotosAs(photo.phash, {
          ownerId: listing.ownerId,
          offerGroupId: listing.offerGroupId,
        });
        for (const match of matches) {
          const other = { id: match.propertyId, createdAt: match.propertyCreatedAt };
          const target = newer(listing, other);
          const flaggedIsThis = target.id === listing.id;
          const matchedId = flaggedIsThis ? other.id : listing.id;
          // One flag per listing: the closest match names it; a pair already decided is skipped.
          if (settled.has(target.id)) continue;
          if ((await flags.decidedAgainst(target.id)).has(matchedId)) continue;
          settled.add(target.id);
          const made = await flags.flag({
            propertyId: target.id,
            photoId: flaggedIsThis ? photo.id : match.photoId,
            matchedPropertyId: matchedId,
            matchedPhotoId: flaggedIsThis ? match.photoId : photo.id,
            distance: match.distance,
            at: deps.clock.now(),
          });
          if (made) flagged.push(target.id);
        }
      }
      return flagged;
    },
  };
}

export type PhotoReuseFlags = ReturnType<typeof createPhotoReuseFlags>;

/**
 * For the offer grouping (issue 30, decision 244), in its transaction once it grouped listings:
 * the open photo_reuse flags between listings of the group are withdrawn (removed from the queue),
 * since photos are hashed and checked before a new listing is grouped. Answers the listings unflagged.
 */
export function withdrawPhotoReuseFlagsWithin(tx: Database, groupPropertyIds: readonly string[]) {
  return createPhotoReuseRepository(tx).withdrawWithin(groupPropertyIds);
}
