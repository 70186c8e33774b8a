import type { ListingType, PropertyType } from '@krov/contracts';
import { hammingDistance } from '../../../platform/images/perceptual-hash.ts';

/** What the matcher knows of a listing: its facts, who advertises it, its photos' hashes. */
export interface OfferFacts {
  id: string;
  /** The agency when it has one, else the owner: one advertiser never offers one property twice. */
  advertiser: string;
  listingType: ListingType;
  propertyType: PropertyType;
  lat: number;
  lng: number;
  /** m². */
  size: number;
  bedrooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  /** The perceptual hashes of its photos that the photo job has hashed (none yet: empty). */
  photoHashes: readonly bigint[];
}

/**
 * The thresholds, calibrated on the labelled set (bench/offers, decision 245): agencies move a pin
 * up to ~50 m and round a size to 5 m² (28.4 → 30 is 5.3 %); a re-cropped copy of a photo lies up
 * to 12 bits from its original, a different room from 9 on, so one pair of photos says little and
 * the two best pairs say much: copies measured 0–14.5 apart that way, other flats 19.5 and more.
 */
export const offerThresholds = {
  maxDistanceMetres: 75,
  maxSizeDifference: 0.08,
  /** The mean distance of the two listings' best pairs of photos (one pair when one has one photo). */
  maxPhotoDistance: 16,
  /** Without photos on both sides the facts decide alone, and must be nearer and complete. */
  factsOnly: { maxDistanceMetres: 40, maxSizeDifference: 0.03 },
} as const;

const earthRadiusMetres = 6_371_000;

/** Metres between two pins (equirectangular: exact enough at tens of metres). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRadians = Math.PI / 180;
  const x = (b.lng - a.lng) * toRadians * Math.cos(((a.lat + b.lat) / 2) * toRadians);
  const y = (b.lat - a.lat) * toRadians;
  return Math.hypot(x, y) * earthRadiusMetres;
}

/** |a − b| relative to the larger size. */
export function sizeDifference(a: number, b: number): number {
  const larger = Math.max(a, b);
  return larger === 0 ? 0 : Math.abs(a - b) / larger;
}

/** Equal where both are known; an unknown fact neither joins nor separates. */
const agrees = (a: number | null, b: number | null) => a === null || b === null || a === b;

/**
 * How alike two listings' photos are: for each photo of the one with fewer, its nearest photo of
 * the other; the mean of the two nearest of those. Null when either has none.
 */
export function photoDistance(a: readonly bigint[], b: readonly bigint[]): number | null {
  if (a.length === 0 || b.length === 0) return null;
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  const nearest = fewer
    .map((hash) => Math.min(...more.map((other) => hammingDistance(hash, other))))
    .sort((x, y) => x - y);
  const best = nearest.slice(0, 2);
  return best.reduce((sum, value) => sum + value, 0) / best.length;
}

/**
 * Whether two listings are offers of the same property (decision 245): the same listing and
 * property type (a flat for sale and the same flat for rent are two searches' results), different
 * advertisers, pins and sizes close, rooms and floor equal where both know them, and photos alike
 * when both have hashed photos; without them, the facts must be nearer and name rooms (and the
 * floor of a flat or an office) on both sides.
 */
export function sameProperty(a: OfferFacts, b: OfferFacts): boolean {
  if (a.id === b.id || a.advertiser === b.advertiser) return false;
  if (a.listingType !== b.listingType || a.propertyType !== b.propertyType) return false;
  if (!agrees(a.bedrooms, b.bedrooms) || !agrees(a.bathrooms, b.bathrooms) || !agrees(a.floor, b.floor))
    return false;
  const distance = distanceMetres(a, b);
  const sizes = sizeDifference(a.size, b.size);
  const photos = photoDistance(a.photoHashes, b.photoHashes);
  if (photos !== null)
    return (
      distance <= offerThresholds.maxDistanceMetres &&
      sizes <= offerThresholds.maxSizeDifference &&
      photos <= offerThresholds.maxPhotoDistance
    );
  const storeyed = a.propertyType === 'apartment' || a.propertyType === 'office';
  return (
    distance <= offerThresholds.factsOnly.maxDistanceMetres &&
    sizes <= offerThresholds.factsOnly.maxSizeDifference &&
    a.bedrooms !== null &&
    b.bedrooms !== null &&
    (!storeyed || (a.floor !== null && b.floor !== null))
  );
}
