import type { PropertyResponse } from '@krov/contracts';

/** A listing's photo as the api answers it (its WebP variants by width). */
export type ListingPhoto = PropertyResponse['photos'][number];

/** `srcset` of a photo from its WebP variants ("…-320.webp 320w, …"). */
export function photoSrcSet(photo: ListingPhoto): string | undefined {
  if (photo.variants.length === 0) return undefined;
  return [...photo.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The widest variant (the 1600 one once made): the viewer's and Open Graph's image. */
export function largestVariant(photo: ListingPhoto | undefined): string | null {
  if (!photo) return null;
  const [widest] = [...photo.variants].sort((a, b) => b.width - a.width);
  return widest?.url ?? null;
}

/** The cover: the first photo whose variants are made (one still being processed has no image yet). */
export function coverPhoto(listing: PropertyResponse): ListingPhoto | undefined {
  return listing.photos.find((photo) => photo.variants.length > 0);
}

/** Names of the place from the smallest up, without repeats ("Koševo, Centar Sarajevo, Sarajevo"). */
export function placeNames(listing: PropertyResponse): string[] {
  const { neighbourhood, municipality, city } = listing.place;
  return [neighbourhood?.name, municipality.name, city?.name].filter(
    (name, index, all): name is string => Boolean(name) && all.indexOf(name) === index,
  );
}
