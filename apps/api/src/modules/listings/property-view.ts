import type { PropertyFeature, PropertyOffer, PropertyResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Places } from '../places/ports.ts';
import { confirmationAt } from './lifecycle.ts';
import { listingQuality } from './listing-quality-of-row.ts';
import type { PropertyRow } from './listings.repository.ts';
import { variantPhotoKey } from './photo-keys.ts';
import type { PhotoRow } from './photos.repository.ts';

export interface ViewDependencies {
  /** Names the listing's places; their own points tell a pin left on one (the owner's quality score). */
  places: Pick<Places, 'fromSlugs' | 'bySlug'>;
  /** The owner's quality score counts a confirmation's age to now. */
  clock: Pick<Clock, 'now'>;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
}

/** Who looks: the owner sees everything, anyone else a hidden price as null. */
export type Viewer = 'owner' | 'public';

export function toPhotoResponse(photo: PhotoRow, fileUrl: (key: string) => string) {
  return {
    id: photo.id,
    variants: [...photo.variantWidths]
      .sort((a, b) => a - b)
      .map((width) => ({ width, url: fileUrl(variantPhotoKey(photo.propertyId, photo.id, width)) })),
    width: photo.width,
    height: photo.height,
    position: photo.position,
    // The job makes every variant at once, so one recorded width means the photo is ready.
    ready: photo.variantWidths.length > 0,
  };
}

/** A stored listing as the api answers it (packages/contracts propertyResponse). */
export function toPropertyResponse(
  row: PropertyRow,
  photos: readonly PhotoRow[],
  viewer: Viewer,
  deps: ViewDependencies,
  /** The property's offers (property-offers.ts); none when it is the only one. */
  offers: readonly PropertyOffer[] = [],
): PropertyResponse {
  const place = deps.places.fromSlugs({
    entity: row.entitySlug,
    canton: row.cantonSlug,
    city: row.citySlug,
    municipality: row.municipalitySlug,
    neighbourhood: row.neighbourhoodSlug,
  }) ?? {
    // A slug the places data no longer knows: still answer, named by its slug.
    entity: null,
    canton: null,
    city: null,
    municipality: { slug: row.municipalitySlug, name: row.municipalitySlug },
    neighbourhood: null,
  };
  return {
    id: row.id,
    status: row.status,
    soldAt: row.soldAt?.toISOString() ?? null,
    listingType: row.listingType,
    propertyType: row.propertyType,
    size: row.size,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    features: row.features as PropertyFeature[],
    constructionYear: row.constructionYear,
    garden: row.garden,
    parkings: row.parkings,
    floor: row.floor,
    totalFloors: row.totalFloors,
    price: row.hidePrice && viewer !== 'owner' ? null : row.price,
    hidePrice: row.hidePrice,
    description: row.description,
    address: row.address,
    location: { lat: row.lat, lng: row.lng },
    place,
    photos: photos
      .filter((photo) => photo.propertyId === row.id && photo.kind === 'photo')
      .map((p) => toPhotoResponse(p, deps.fileUrl)),
    floorPlans: photos
      .filter((photo) => photo.propertyId === row.id && photo.kind === 'floor_plan')
      .map((p) => toPhotoResponse(p, deps.fileUrl)),
    videoUrl: row.videoUrl,
    tourUrl: row.tourUrl,
    ownerId: row.ownerId,
    agentId: row.agentId,
    validUntil: row.validUntil?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    confirmedAt: confirmationAt(row)?.toISOString() ?? null,
    // The question and its outcome are the owner's business; the public sees only the confirmation.
    confirmBy: viewer === 'owner' && row.status === 'listed' ? (row.confirmBy?.toISOString() ?? null) : null,
    hiddenReason:
      viewer === 'owner' && row.status === 'hidden' && row.hiddenUnconfirmedAt ? 'unconfirmed' : null,
    quality: viewer === 'owner' ? listingQuality(row, deps) : null,
    offers: [...offers],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
