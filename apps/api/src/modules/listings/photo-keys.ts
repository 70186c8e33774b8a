/**
 * Where a listing's photos live in storage: one folder per listing, so deleting a listing
 * removes its folder (storage.deletePrefix) and nothing else. Keys are never reused (every
 * upload gets a new photo id), which lets /api/files serve them with an immutable cache.
 */
export const photoFolder = (propertyId: string) => `properties/${propertyId}/`;

/** The clean original: WebP, metadata dropped, at most 1600 px; the variants are made from it. */
export const originalPhotoKey = (propertyId: string, photoId: string) =>
  `${photoFolder(propertyId)}${photoId}.webp`;

export const variantPhotoKey = (propertyId: string, photoId: string, width: number) =>
  `${photoFolder(propertyId)}${photoId}-${width}.webp`;

/** Every listing's folder lies under this one. */
export const photosRoot = 'properties/';

/** The photo a stored key belongs to (its original or a variant), or null for a key not of ours. */
export function photoIdOfKey(key: string): string | null {
  const match = /^properties\/[0-9a-f-]{36}\/([0-9a-f-]{36})(?:-\d+)?\.webp$/.exec(key);
  return match?.[1] ?? null;
}
