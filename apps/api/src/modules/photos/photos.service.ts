import { randomUUID } from 'node:crypto';
import { isAllowed, listingLimits, type PropertyResponse, photoVariantWidths } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type {
  ListingAccess,
  ListingsRepository,
  ListingsTransaction,
  NewPhoto,
  PhotoKind,
  PhotosRepository,
  PropertyRow,
} from '../listings/ports.ts';
import {
  originalPhotoKey,
  toPropertyResponse,
  type ViewDependencies,
  variantPhotoKey,
} from '../listings/ports.ts';
import { cleanListingPhoto, inspectListingPhoto, listingPhotoContentType } from './listing-photo.ts';
import { photoVariantsJob } from './photos.jobs.ts';

interface Dependencies extends ViewDependencies {
  repository: Pick<ListingsRepository, 'transaction'>;
  photos: Pick<PhotosRepository, 'photosOf'>;
  access: Pick<ListingAccess, 'owned' | 'respond'>;
  storage: ObjectStorage;
  queue: Pick<JobQueue, 'send'>;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
}

/** One uploaded file, read only when the service gets to it (multipart streams files in order). */
export type Upload = () => Promise<Buffer>;

/** How many of each kind a listing may hold: 30 photos, 10 floor plans. */
const maxOf: Record<PhotoKind, number> = {
  photo: listingLimits.photosMax,
  floor_plan: listingLimits.floorPlansMax,
};

/** More photos than a listing may hold: a field error on `photos`, like any other bound. */
const tooMany = (kind: PhotoKind, count: number) =>
  fieldError('photos', 'LessThanOrEqual', { max: maxOf[kind], value: count });

/**
 * A listing's photos: upload (cleaned and stored at once; the variants come from a job),
 * reorder, cover and delete. Photo changes are edits: a sold listing refuses them.
 */
export function createPhotosService(deps: Dependencies) {
  const { repository, photos, access, storage, queue, events, clock } = deps;

  async function editable(id: string, ownerId: string): Promise<PropertyRow> {
    const row = await access.owned(id, ownerId);
    if (!isAllowed(row, 'edit')) throw new AppError('ActionForbidden');
    return row;
  }

  /** Inside the owner's transaction: the listing is still there, still editable, with these photos (both kinds). */
  async function lockedPhotos(tx: ListingsTransaction, id: string, ownerId: string) {
    const row = await tx.listings.byId(id);
    if (!row || row.ownerId !== ownerId) throw new AppError('PropertyNotFound');
    if (!isAllowed(row, 'edit')) throw new AppError('ActionForbidden');
    return tx.photos.photosOf([id]);
  }

  /** The ids of one kind, in their order. */
  const idsOf = (photos: readonly { id: string; kind: PhotoKind }[], kind: PhotoKind) =>
    photos.filter((photo) => photo.kind === kind).map((photo) => photo.id);

  /** The listing after a photo change, announced. */
  async function changed(id: string, ownerId: string): Promise<PropertyResponse> {
    await events.emit('listing.photos-changed', { listingId: id });
    return access.respond(await access.owned(id, ownerId));
  }

  async function removeFiles(propertyId: string, photoId: string): Promise<void> {
    await storage.delete(originalPhotoKey(propertyId, photoId));
    for (const width of photoVariantWidths) await storage.delete(variantPhotoKey(propertyId, photoId, width));
  }

  return {
    /**
     * Adds the uploaded photos after the existing ones, all or none: each is checked by its
     * content, cleaned (WebP, no metadata) and stored before any is recorded, and a refused
     * one (or one past the 30 of a listing) leaves the listing as it was.
     */
    async addPhotos(
      id: string,
      ownerId: string,
      uploads: AsyncIterable<Upload>,
      kind: PhotoKind = 'photo',
    ): Promise<PropertyResponse> {
      await editable(id, ownerId);
      const existing = idsOf(await photos.photosOf([id]), kind).length;
      const added: NewPhoto[] = [];
      try {
        for await (const read of uploads) {
          if (existing + added.length + 1 > maxOf[kind]) throw tooMany(kind, existing + added.length + 1);
          const bytes = await read();
          await inspectListingPhoto(bytes);
          const clean = await cleanListingPhoto(bytes);
          const photoId = randomUUID();
          const key = originalPhotoKey(id, photoId);
          await storage.put(key, clean.data, listingPhotoContentType);
          added.push({ id: photoId, originalKey: key, width: clean.width, height: clean.height });
        }
        if (added.length === 0) throw fieldError('photos', 'Required');
        const property = await repository.transaction(ownerId, async (tx) => {
          const count = idsOf(await lockedPhotos(tx, id, ownerId), kind).length + added.length;
          if (count > maxOf[kind]) throw tooMany(kind, count);
          await tx.photos.appendPhotos(id, added, clock.now(), kind);
          // The variants job commits with the photos (a crash cannot leave them never made); the
          // answer is read in the same transaction, as stored now (not ready).
          const photoIds = added.map((photo) => photo.id);
          await queue.send(photoVariantsJob, { photoIds }, { transaction: tx.jobs });
          const row = await tx.listings.byId(id);
          if (!row) throw new AppError('PropertyNotFound');
          return toPropertyResponse(row, await tx.photos.photosOf([id]), 'owner', deps);
        });
        await events.emit('listing.photos-changed', { listingId: id });
        return property;
      } catch (error) {
        for (const photo of added) await removeFiles(id, photo.id);
        throw error;
      }
    },

    /**
     * A new order naming every photo of the listing exactly once (the first becomes the cover), or
     * every floor plan: the kind of the ids named.
     */
    async reorderPhotos(id: string, ownerId: string, photoIds: readonly string[]): Promise<PropertyResponse> {
      await editable(id, ownerId);
      await repository.transaction(ownerId, async (tx) => {
        const all = await lockedPhotos(tx, id, ownerId);
        const kind = all.find((photo) => photo.id === photoIds[0])?.kind ?? 'photo';
        const current = idsOf(all, kind);
        const exact =
          photoIds.length === current.length &&
          new Set(photoIds).size === photoIds.length &&
          photoIds.every((photoId) => current.includes(photoId));
        if (!exact) throw fieldError('photoIds', 'Invalid');
        await tx.photos.setOrder(id, photoIds);
      });
      return changed(id, ownerId);
    },

    /** The cover is the first photo: choosing one moves it to the front. A floor plan is never the cover. */
    async chooseCover(id: string, ownerId: string, photoId: string): Promise<PropertyResponse> {
      await editable(id, ownerId);
      await repository.transaction(ownerId, async (tx) => {
        const current = idsOf(await lockedPhotos(tx, id, ownerId), 'photo');
        if (!current.includes(photoId)) throw new AppError('NotFound');
        await tx.photos.setOrder(id, [photoId, ...current.filter((other) => other !== photoId)]);
      });
      return changed(id, ownerId);
    },

    /** Removes a photo (or a floor plan) and its files; the rest of its kind close up behind it. */
    async deletePhoto(id: string, ownerId: string, photoId: string): Promise<PropertyResponse> {
      await editable(id, ownerId);
      await repository.transaction(ownerId, async (tx) => {
        const all = await lockedPhotos(tx, id, ownerId);
        const current = idsOf(all, all.find((photo) => photo.id === photoId)?.kind ?? 'photo');
        if (!current.includes(photoId) || !(await tx.photos.deletePhoto(id, photoId))) {
          throw new AppError('NotFound');
        }
        await tx.photos.setOrder(
          id,
          current.filter((other) => other !== photoId),
        );
      });
      await removeFiles(id, photoId);
      return changed(id, ownerId);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
