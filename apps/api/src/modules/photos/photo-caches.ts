import type { ListingCaches, PhotosRepository } from '../listings/ports.ts';

/**
 * The photo rows with the listings' caches kept honest (the owner's transactions drop theirs in
 * listings): a photo made ready changes its listing's public answer, so the variants job's write
 * drops that answer and the search's totals after it (listings' public-listing-cache.ts).
 */
export function forgettingPhotos(
  photos: PhotosRepository,
  caches: Pick<ListingCaches, 'forget' | 'clearSearchTotals'>,
): PhotosRepository {
  return {
    ...photos,
    async setVariants(photoId, widths, phash) {
      const photo = await photos.setVariants(photoId, widths, phash);
      if (photo) {
        caches.forget(photo.propertyId);
        caches.clearSearchTotals();
      }
      return photo;
    },
  };
}
