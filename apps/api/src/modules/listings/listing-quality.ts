import type { PropertyQualityResponse, PropertyType, QualityFixKey } from '@krov/contracts';

/**
 * A listing's quality score (issue 29, decision 223): what a buyer needs to judge it without a
 * phone call, as points. Pure: the same facts always score the same.
 */
export interface QualityFacts {
  photoCount: number;
  /** The pin is more than `placePointMeters` from every point of the places it lies in. */
  pinAtStreetLevel: boolean;
  propertyType: PropertyType;
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  description: string;
  /** When its advertiser last said it is available (lifecycle.ts confirmationAt). */
  confirmedAt: Date | null;
  now: Date;
}

/** A pin this close to a place's own point was most likely left where choosing the place put it. */
export const placePointMeters = 25;

const dayMs = 24 * 3600 * 1000;

/**
 * Each part's weight. A floor plan (10) joins when floor plans can be uploaded (issue 31): until
 * then its points are out of the maximum, so no owner is shown a fix they cannot make.
 */
export const qualityWeights: Readonly<Record<QualityFixKey, number>> = {
  photos: 30,
  street_pin: 15,
  size_rooms: 15,
  description: 15,
  confirmation: 15,
};
/** Photos count one by one up to this many. */
export const photosForFull = 8;
/** A description this long (trimmed) earns its full points; from `descriptionForHalf`, half. */
export const descriptionForFull = 300;
export const descriptionForHalf = 100;
/** A confirmation younger than this counts (the weekly question's cycle). */
export const confirmationFreshMs = 7 * dayMs;

const maximum = Object.values(qualityWeights).reduce((sum, weight) => sum + weight, 0);

/** The share (0–1) of each part earned. */
function earned(facts: QualityFacts): Record<QualityFixKey, number> {
  const length = facts.description.trim().length;
  const roomsApply = facts.propertyType === 'apartment' || facts.propertyType === 'house';
  const roomsFilled = !roomsApply || (facts.bedrooms !== null && facts.bathrooms !== null);
  const age = facts.confirmedAt
    ? facts.now.getTime() - facts.confirmedAt.getTime()
    : Number.POSITIVE_INFINITY;
  return {
    photos: Math.min(facts.photoCount, photosForFull) / photosForFull,
    street_pin: facts.pinAtStreetLevel ? 1 : 0,
    size_rooms: facts.size !== null && facts.size > 0 && roomsFilled ? 1 : 0,
    description: length >= descriptionForFull ? 1 : length >= descriptionForHalf ? 0.5 : 0,
    confirmation: age < confirmationFreshMs ? 1 : 0,
  };
}

/** Points on the 0–100 scale for `weight` points of the maximum. */
const scaled = (weight: number) => (weight * 100) / maximum;

/** The score and the fixes that would raise it, the biggest first (ties in the table's order). */
export function qualityOf(facts: QualityFacts): PropertyQualityResponse {
  const shares = earned(facts);
  const keys = Object.keys(qualityWeights) as QualityFixKey[];
  const total = keys.reduce((sum, key) => sum + scaled(qualityWeights[key] * shares[key]), 0);
  const fixes = keys
    .map((key) => ({ key, points: Math.round(scaled(qualityWeights[key] * (1 - shares[key]))) }))
    .filter((fix) => fix.points > 0)
    .sort((a, b) => b.points - a.points);
  return { score: Math.round(total), fixes };
}
