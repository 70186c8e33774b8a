import { randomUUID } from 'node:crypto';
import { type ListingType, type PropertyType, propertyFeatures } from '@krov/contracts';
import { historyQueries } from '../modules/listings/history/history.repository.ts';
import { validityMs } from '../modules/listings/lifecycle.ts';
import { createListingsRepository, type NewProperty } from '../modules/listings/listings.repository.ts';
import { originalPhotoKey, variantPhotoKey } from '../modules/listings/photo-keys.ts';
import { createPhotosRepository } from '../modules/listings/photos.repository.ts';
import { listingPhotoContentType } from '../modules/photos/listing-photo.ts';
import type { Places, PropertyPlace } from '../modules/places/places.service.ts';
import type { Database } from '../platform/db/database.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { demoFreshness } from './demo-freshness.ts';
import { type DemoAgencyOwner, type DemoStatus, demoOwnership } from './demo-owners.ts';
import { makeDemoPhotos } from './demo-photos.ts';
import { demoAddress, demoDescription, type Random, seededRandom } from './demo-texts.ts';

/** Where demo listings go: municipality slugs, how many listings they draw, and their price level. */
const areas: Array<{ slugs: string[]; weight: number; level: number }> = [
  {
    slugs: [
      'centar-sarajevo',
      'stari-grad-sarajevo',
      'novo-sarajevo',
      'novi-grad-sarajevo',
      'ilidza',
      'vogosca',
    ],
    weight: 30,
    level: 1,
  },
  { slugs: ['banja-luka'], weight: 12, level: 0.75 },
  { slugs: ['mostar'], weight: 9, level: 0.75 },
  { slugs: ['tuzla'], weight: 7, level: 0.6 },
  { slugs: ['zenica'], weight: 6, level: 0.55 },
  { slugs: ['bihac'], weight: 4, level: 0.55 },
  { slugs: ['trebinje'], weight: 4, level: 0.7 },
  { slugs: ['neum'], weight: 3, level: 0.9 },
  {
    slugs: ['bijeljina', 'doboj', 'prijedor', 'brcko', 'travnik', 'cazin', 'gorazde', 'konjic', 'livno'],
    weight: 12,
    level: 0.45,
  },
  {
    slugs: ['visoko', 'jajce', 'siroki-brijeg', 'lukavac', 'kakanj', 'bugojno', 'capljina'],
    weight: 8,
    level: 0.4,
  },
];

const dayMs = 24 * 3600 * 1000;
const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** A pin a little off the municipality's seat that still lies inside it (else the seat itself). */
function pinIn(
  places: Places,
  slug: string,
  random: Random,
): { lat: number; lng: number; place: PropertyPlace } | null {
  const municipality = places.bySlug(slug);
  if (!municipality) return null;
  const [lng, lat] = municipality.center;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const pin = { lat: lat + random.between(-0.02, 0.02), lng: lng + random.between(-0.025, 0.025) };
    const place = places.locate(pin);
    if (place?.municipality.slug === slug) return { ...pin, place };
  }
  const place = places.locate({ lat, lng });
  return place ? { lat, lng, place } : null;
}

interface Shape {
  listingType: ListingType;
  propertyType: PropertyType;
  size: number;
  price: number;
}

/** Plausible KM for the place's level: e.g. Sarajevo flats 2 500–4 000 KM/m², rent 600–1 500 KM a month. */
function shapeOf(random: Random, level: number): Shape {
  const propertyType = random.pick<PropertyType>([
    'apartment',
    'apartment',
    'apartment',
    'house',
    'house',
    'office',
    'land',
  ]);
  const listingType: ListingType = propertyType !== 'land' && random.chance(0.3) ? 'rent' : 'sell';
  const size = {
    apartment: random.int(28, 130),
    house: random.int(80, 320),
    office: random.int(20, 250),
    land: round(random.int(300, 5000), 50),
  }[propertyType];
  if (listingType === 'rent') {
    const perMonth = {
      apartment: random.between(600, 1500) * (size / 65),
      house: random.between(900, 2200) * (size / 150),
      office: random.between(10, 22) * size,
      land: 0,
    }[propertyType];
    return { listingType, propertyType, size, price: round(perMonth * level, 50) };
  }
  const perSquareMetre = {
    apartment: random.between(2500, 4000),
    house: random.between(1500, 3000),
    office: random.between(2000, 4200),
    land: random.between(40, 180),
  }[propertyType];
  return { listingType, propertyType, size, price: round(perSquareMetre * size * level, 500) };
}

/** The building columns of a listing of this shape. */
function buildingOf(random: Random, shape: Shape): Partial<NewProperty> {
  if (shape.propertyType === 'land') return { features: [] };
  const flat = shape.propertyType === 'apartment' || shape.propertyType === 'office';
  const totalFloors = flat ? random.int(2, 12) : random.int(1, 3);
  const rooms = Math.max(1, Math.round(shape.size / (flat ? 28 : 40)));
  return {
    bedrooms: shape.propertyType === 'office' ? null : Math.min(rooms, 8),
    bathrooms: Math.max(1, Math.round(rooms / 3)),
    features: propertyFeatures.filter((feature) => random.chance(feature === 'swimming_pool' ? 0.05 : 0.3)),
    constructionYear: random.int(1960, 2025),
    garden: shape.propertyType === 'house' ? round(random.int(100, 1200), 10) : null,
    parkings: random.int(0, 3),
    floor: flat ? random.int(0, totalFloors) : null,
    totalFloors,
  };
}

function statusOf(index: number): DemoStatus {
  const slot = index % 20;
  if (slot === 3) return 'sold';
  if (slot === 7) return 'hidden';
  if (slot === 11) return 'expired';
  if (slot === 15) return 'unpaid';
  return 'listed';
}

/** The lifecycle columns of a demo status, with dates spread over the last weeks. */
function lifecycleOf(status: DemoStatus, random: Random, now: Date): Partial<NewProperty> {
  const at = (days: number) => new Date(now.getTime() - days * dayMs);
  const publishedDaysAgo = random.between(0.05, 28);
  const publishedAt = at(publishedDaysAgo);
  const validUntil = new Date(publishedAt.getTime() + validityMs);
  const created = { createdAt: at(publishedDaysAgo + random.between(0, 2)) };
  switch (status) {
    case 'unpaid':
      return { ...created, status: 'unpaid' };
    case 'expired': {
      const published = at(random.between(31, 70));
      return {
        createdAt: at(75),
        status: 'expired',
        publishedAt: published,
        validUntil: new Date(published.getTime() + validityMs),
      };
    }
    case 'sold':
      return {
        ...created,
        status: 'listed',
        publishedAt,
        validUntil,
        soldAt: at(random.between(0, publishedDaysAgo)),
        soldWhileListed: true,
      };
    case 'listed':
      // Confirmed available within the week, as owners who answer the weekly question are: some
      // today, some days ago (demo-freshness.ts adds one asked and waiting, one hidden unanswered).
      return {
        ...created,
        status,
        publishedAt,
        validUntil,
        confirmedAt: at(random.between(0, Math.min(publishedDaysAgo, 6.5))),
      };
    default:
      return { ...created, status, publishedAt, validUntil, confirmedAt: publishedAt };
  }
}

export interface DemoListingsOptions {
  db: Database;
  storage: ObjectStorage;
  places: Places;
  now: Date;
  ownerIds: readonly string[];
  /**
   * Owners whose listings are their agency's: beyond the private owners' few (demo-owners.ts), the
   * listings go to them in turn, with the agency and, when named, the agent it is assigned to.
   */
  agencyOwners?: readonly DemoAgencyOwner[];
  /** How many listings (about 300 for `npm start`; tests load fewer). */
  count?: number;
  /** Distinct generated photos the listings share. */
  photoPool?: number;
  seed?: number;
}

/**
 * Inserts demo listings straight through the listings repositories (the api's per-user limit is a
 * rule for users, not for the demo), each with 2–4 photos from a pool drawn once per run.
 */
export async function loadDemoListings(options: DemoListingsOptions): Promise<number> {
  const { places, storage, now } = options;
  const random = seededRandom(options.seed ?? 2026);
  const repository = createListingsRepository(options.db);
  const photoRows = createPhotosRepository(options.db);
  const photos = await makeDemoPhotos(random, options.photoPool ?? 20);
  const weighted = areas.flatMap((area) =>
    area.slugs.flatMap((slug) =>
      Array.from({ length: Math.ceil(area.weight / area.slugs.length) }, () => ({ slug, area })),
    ),
  );
  const count = options.count ?? 300;
  const ownerOf = demoOwnership(options.ownerIds, options.agencyOwners ?? []);
  const freshnessOf = demoFreshness(options.ownerIds[0], now);
  let made = 0;
  for (let index = 0; made < count && index < count * 2; index += 1) {
    const { slug, area } = random.pick(weighted);
    const pin = pinIn(places, slug, random);
    if (!pin) continue;
    const shape = shapeOf(random, area.level);
    const { place } = pin;
    const status = statusOf(made);
    const owner = ownerOf(status);
    const row = await repository.insert({
      ...shape,
      ...buildingOf(random, shape),
      ...lifecycleOf(status, random, now),
      hidePrice: random.chance(0.05),
      description: demoDescription(
        random,
        shape.propertyType,
        place.municipality.name,
        shape.listingType === 'rent',
      ),
      address: demoAddress(random),
      lat: pin.lat,
      lng: pin.lng,
      entitySlug: place.entity?.slug ?? null,
      cantonSlug: place.canton?.slug ?? null,
      citySlug: place.city?.slug ?? null,
      municipalitySlug: place.municipality.slug,
      neighbourhoodSlug: place.neighbourhood?.slug ?? null,
      ...owner,
      ...freshnessOf(owner.ownerId, status),
      updatedAt: now,
    });
    const chosen = Array.from({ length: random.int(2, 4) }, () => random.pick(photos));
    const stored = chosen.map((photo) => ({ photo, id: randomUUID() }));
    await Promise.all(
      stored.flatMap(({ photo, id }) => [
        storage.put(originalPhotoKey(row.id, id), photo.clean, listingPhotoContentType),
        ...photo.variants.map((variant) =>
          storage.put(variantPhotoKey(row.id, id, variant.width), variant.data, listingPhotoContentType),
        ),
      ]),
    );
    await photoRows.appendPhotos(
      row.id,
      stored.map(({ photo, id }) => ({
        id,
        originalKey: originalPhotoKey(row.id, id),
        width: photo.width,
        height: photo.height,
      })),
      row.createdAt,
    );
    for (const { photo, id } of stored) {
      await photoRows.setVariants(
        id,
        photo.variants.map((variant) => variant.width),
      );
    }
    made += 1;
  }
  await historyQueries(options.db).adoptUnlineaged();
  return made;
}
