import type { ListingType, PropertyFeature, PropertyType } from '@krov/contracts';
import { flatPricePerM2 } from './municipalities.ts';
import type { Pin, Zone } from './pins.ts';
import { clamp, type MarketRandom } from './random.ts';

/** What is for sale or rent, how big, for how much, and the building's details. */
export interface Shape {
  listingType: ListingType;
  propertyType: PropertyType;
  size: number;
  /** KM; for rent, a month. */
  price: number;
  bedrooms: number | null;
  bathrooms: number | null;
  features: PropertyFeature[];
  constructionYear: number | null;
  garden: number | null;
  parkings: number | null;
  floor: number | null;
  totalFloors: number | null;
}

/** Flats fill the towns; houses the outskirts; land and houses the countryside. */
const typeMix: Record<Zone, Record<PropertyType, number>> = {
  core: { apartment: 0.76, house: 0.08, office: 0.12, land: 0.04 },
  outskirts: { apartment: 0.3, house: 0.45, office: 0.06, land: 0.19 },
  rural: { apartment: 0.03, house: 0.47, office: 0.02, land: 0.48 },
};

/** The share let rather than sold, per type (flats and offices rent often, land almost never). */
const rentShare: Record<PropertyType, number> = { apartment: 0.4, house: 0.2, office: 0.5, land: 0.03 };

/** Median size (m²) and the spread of its log, with the bounds a real listing stays within. */
const sizes: Record<PropertyType, { median: number; sigma: number; min: number; max: number }> = {
  apartment: { median: 60, sigma: 0.35, min: 18, max: 260 },
  house: { median: 150, sigma: 0.4, min: 45, max: 700 },
  office: { median: 85, sigma: 0.8, min: 12, max: 3000 },
  land: { median: 1100, sigma: 1.0, min: 150, max: 60_000 },
};

/** Price per m² relative to a flat in the same place (land: absolute, below). */
const typePriceFactor: Record<Exclude<PropertyType, 'land'>, number> = {
  apartment: 1,
  house: 0.72,
  office: 1.15,
};
/** A month's rent per m², as a share of the asking price per m² (about 0.4 % a month). */
const rentPerSalePrice: Record<PropertyType, number> = {
  apartment: 0.0042,
  house: 0.0034,
  office: 0.0055,
  land: 0.0004,
};
const zonePriceFactor: Record<Zone, number> = { core: 1, outskirts: 0.78, rural: 0.55 };

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function featuresOf(random: MarketRandom, type: PropertyType, rent: boolean, totalFloors: number | null) {
  if (type === 'land') return [];
  const chance: Record<PropertyFeature, number> = {
    apartment: {
      furnished: rent ? 0.8 : 0.4,
      balcony: 0.6,
      garden: 0.05,
      elevator: (totalFloors ?? 0) >= 5 ? 0.85 : 0.1,
      attic: 0.03,
      garage: 0.18,
      swimming_pool: 0.005,
    },
    house: {
      furnished: rent ? 0.7 : 0.3,
      balcony: 0.45,
      garden: 0.75,
      elevator: 0.01,
      attic: 0.35,
      garage: 0.5,
      swimming_pool: 0.05,
    },
    office: {
      furnished: 0.3,
      balcony: 0.1,
      garden: 0.02,
      elevator: 0.5,
      attic: 0.02,
      garage: 0.2,
      swimming_pool: 0,
    },
  }[type];
  return (Object.keys(chance) as PropertyFeature[]).filter((feature) => random.chance(chance[feature]));
}

/** Rooms that fit the size: a studio under 30 m², about one bedroom per 22 m² after the living room. */
function roomsOf(random: MarketRandom, type: PropertyType, size: number) {
  if (type === 'land') return { bedrooms: null, bathrooms: null };
  if (type === 'office') return { bedrooms: null, bathrooms: clamp(1 + Math.floor(size / 180), 1, 6) };
  const perBedroom = type === 'apartment' ? 22 : 32;
  const bedrooms = clamp(
    Math.round((size - 18) / perBedroom + random.normal() * 0.3),
    0,
    type === 'house' ? 9 : 6,
  );
  const bathrooms = clamp(1 + Math.floor(size / (type === 'apartment' ? 95 : 110)), 1, 5);
  return { bedrooms: type === 'house' ? Math.max(1, bedrooms) : bedrooms, bathrooms };
}

/** A listing's shape for a pin: its type by zone, size by type, price by type, place and zone. */
export function shapeFor(random: MarketRandom, pin: Pin, municipalitySlug: string): Shape {
  const propertyType = random.pickWeighted(typeMix[pin.zone]);
  const listingType: ListingType = random.chance(rentShare[propertyType]) ? 'rent' : 'sell';
  const rent = listingType === 'rent';
  const bounds = sizes[propertyType];
  const rawSize = clamp(random.logNormal(bounds.median, bounds.sigma), bounds.min, bounds.max);
  const size = propertyType === 'land' ? round(rawSize, 10) : Math.round(rawSize * 10) / 10;

  // Prices fall with distance from the centre (a quarter by 6 km) and vary ±20 % listing to listing.
  const distanceFactor = 1 - 0.25 * Math.min(1, pin.kmFromCentre / 6);
  const flat = flatPricePerM2(municipalitySlug) * zonePriceFactor[pin.zone] * distanceFactor;
  const perM2Sale =
    propertyType === 'land'
      ? (flat / 3000) * (pin.zone === 'rural' ? 18 : 110)
      : flat * typePriceFactor[propertyType];
  const noise = random.logNormal(1, 0.2);
  const price = rent
    ? round(size * perM2Sale * rentPerSalePrice[propertyType] * noise, 10)
    : round(size * perM2Sale * noise, size * perM2Sale > 200_000 ? 1000 : 500);

  const building = propertyType !== 'land';
  const flatLike = propertyType === 'apartment' || propertyType === 'office';
  const totalFloors = !building
    ? null
    : flatLike
      ? random.int(pin.zone === 'core' ? 3 : 1, 14)
      : random.int(1, 3);
  const floor = flatLike && totalFloors !== null ? random.int(0, totalFloors) : null;
  return {
    listingType,
    propertyType,
    size,
    price,
    ...roomsOf(random, propertyType, size),
    features: featuresOf(random, propertyType, rent, totalFloors),
    constructionYear: building ? clamp(Math.round(1995 + random.normal() * 22), 1900, 2026) : null,
    garden: propertyType === 'house' ? round(random.logNormal(400, 0.7), 10) : null,
    parkings: building ? random.int(0, propertyType === 'house' ? 3 : 2) : null,
    floor,
    totalFloors,
  };
}
