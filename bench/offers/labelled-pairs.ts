/**
 * The labelled set of offer grouping (issue 30): pairs of listings, each labelled "the same
 * property" or not, made the way the market makes them, from one seed (the same pairs every run).
 *
 * Same property: another agency's listing of one flat or house: its pin moved up to 50 m, its size
 * rounded (62.4 → 62 or 60), its rooms sometimes left out, its photos a subset of the first ones
 * re-saved, resized, re-cropped or re-toned, and a few without hashed photos on one side.
 * Near misses: two flats in one building (the same pin, a similar size, another floor or other
 * rooms, the flat across the hall with its own photos), the neighbour's house, and the same flat
 * for rent beside its sale.
 */
import type { PropertyType } from '@krov/contracts';
import type { OfferFacts } from '../../apps/api/src/modules/listings/offers/offer-matcher.ts';
import { perceptualHash } from '../../apps/api/src/platform/images/perceptual-hash.ts';
import { seededRandom } from '../../apps/api/src/seed/demo-texts.ts';
import { type Republishing, republished, scenePhoto } from '../../apps/api/test/scene-images.ts';

export type PairKind =
  | 'agency-copy'
  | 'agency-copy-no-photos'
  | 'other-floor'
  | 'other-rooms'
  | 'across-the-hall'
  | 'other-floor-no-photos'
  | 'neighbour-house'
  | 'rent-beside-sale';

export interface LabelledPair {
  kind: PairKind;
  same: boolean;
  a: OfferFacts;
  b: OfferFacts;
}

/** How many pairs of each kind: 330 of one property, 280 near misses. */
export const pairCounts: Record<PairKind, number> = {
  'agency-copy': 300,
  'agency-copy-no-photos': 30,
  'other-floor': 70,
  'other-rooms': 40,
  'across-the-hall': 60,
  'other-floor-no-photos': 20,
  'neighbour-house': 50,
  'rent-beside-sale': 40,
};

/** Small photos: the hash reads a 32 × 32 copy, and the set is hashed in seconds. */
const photoWidth = 160;
const photoHeight = 108;
const metresPerDegreeLat = 111_320;
const ways: readonly Republishing[] = ['resaved', 'resized', 'cropped', 'toned'];

type Spec = Omit<OfferFacts, 'photoHashes'> & { photos: { scene: number; how: Republishing | null }[] };

/** Hashes each scene (and each re-published copy) once; many pairs share them. */
function hashCache() {
  const hashes = new Map<string, Promise<bigint>>();
  return (scene: number, how: Republishing | null): Promise<bigint> => {
    const key = `${scene}:${how ?? 'original'}`;
    let hash = hashes.get(key);
    if (!hash) {
      hash = scenePhoto(scene, photoWidth, photoHeight).then(async (photo) =>
        perceptualHash(how ? await republished(photo, how) : photo),
      );
      hashes.set(key, hash);
    }
    return hash;
  };
}

/** The pairs, their photos hashed by the real perceptual hash. */
export async function labelledPairs(seed = 30): Promise<LabelledPair[]> {
  const random = seededRandom(seed);
  let nextScene = 1_000 + seed * 10_000;
  let nextId = 0;
  const id = () => {
    nextId += 1;
    return `listing-${nextId}`;
  };
  const scenes = (count: number) =>
    Array.from({ length: count }, () => {
      nextScene += 1;
      return { scene: nextScene, how: null };
    });

  /** Fisher–Yates, drawn from the set's one stream. */
  const shuffled = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let index = out.length - 1; index > 0; index -= 1) {
      const other = random.int(0, index);
      [out[index], out[other]] = [out[other] as T, out[index] as T];
    }
    return out;
  };

  /** A pin moved `metres` in a random direction. */
  const moved = (lat: number, lng: number, metres: number) => {
    const angle = random.next() * 2 * Math.PI;
    const dLat = (metres * Math.sin(angle)) / metresPerDegreeLat;
    const dLng = (metres * Math.cos(angle)) / (metresPerDegreeLat * Math.cos((lat * Math.PI) / 180));
    return { lat: lat + dLat, lng: lng + dLng };
  };

  const property = (propertyType: PropertyType = random.chance(0.8) ? 'apartment' : 'house'): Spec => {
    const flat = propertyType === 'apartment';
    return {
      id: id(),
      advertiser: `agency-${random.int(1, 60)}`,
      listingType: random.chance(0.7) ? 'sell' : 'rent',
      propertyType,
      lat: 43.82 + random.next() * 0.06,
      lng: 18.3 + random.next() * 0.12,
      size: Math.round((flat ? random.between(28, 140) : random.between(70, 260)) * 10) / 10,
      bedrooms: random.int(1, 4),
      bathrooms: random.int(1, 2),
      floor: flat ? random.int(0, 12) : null,
      photos: scenes(random.int(2, 3)),
    };
  };

  /** Another advertiser's listing of the same property. */
  const agencyCopy = (first: Spec, withPhotos: boolean): Spec => {
    const size = random.chance(0.5) ? Math.round(first.size) : Math.round(first.size / 5) * 5;
    const kept = shuffled(first.photos).slice(0, random.int(2, first.photos.length));
    return {
      ...first,
      id: id(),
      advertiser: `${first.advertiser}-other`,
      ...moved(first.lat, first.lng, random.between(0, withPhotos ? 50 : 30)),
      size,
      bathrooms: random.chance(0.25) ? null : first.bathrooms,
      bedrooms: random.chance(0.1) && withPhotos ? null : first.bedrooms,
      floor: first.floor !== null && random.chance(0.1) && withPhotos ? null : first.floor,
      photos: withPhotos ? kept.map(({ scene }) => ({ scene, how: random.pick(ways) })) : [],
    };
  };

  /** Another flat of the same building, photographed on its own. */
  const sameBuilding = (first: Spec, change: 'floor' | 'rooms' | 'none', withPhotos = true): Spec => {
    const floor = first.floor ?? 0;
    return {
      ...first,
      id: id(),
      advertiser: `${first.advertiser}-other`,
      ...moved(first.lat, first.lng, random.between(0, 8)),
      size: Math.round(first.size * random.between(0.97, 1.03) * 10) / 10,
      floor: change === 'floor' ? floor + random.pick([-2, -1, 1, 2]) : first.floor,
      bedrooms: change === 'rooms' ? (first.bedrooms ?? 1) + random.pick([-1, 1]) : first.bedrooms,
      photos: withPhotos ? scenes(random.int(2, 3)) : [],
    };
  };

  const build: Record<PairKind, () => [Spec, Spec]> = {
    'agency-copy': () => {
      const first = property();
      return [first, agencyCopy(first, true)];
    },
    'agency-copy-no-photos': () => {
      const first = property();
      return [first, agencyCopy(first, false)];
    },
    'other-floor': () => {
      const first = property('apartment');
      return [first, sameBuilding(first, 'floor')];
    },
    'other-rooms': () => {
      const first = property('apartment');
      return [first, sameBuilding(first, 'rooms')];
    },
    'across-the-hall': () => {
      const first = property('apartment');
      return [first, sameBuilding(first, 'none')];
    },
    'other-floor-no-photos': () => {
      const first = { ...property('apartment'), photos: [] };
      return [first, sameBuilding(first, 'floor', false)];
    },
    'neighbour-house': () => {
      const first = property('house');
      return [
        first,
        {
          ...first,
          id: id(),
          advertiser: `${first.advertiser}-other`,
          ...moved(first.lat, first.lng, random.between(25, 120)),
          size: Math.round(first.size * random.between(0.96, 1.04)),
          photos: scenes(random.int(2, 3)),
        },
      ];
    },
    'rent-beside-sale': () => {
      const first = { ...property(), listingType: 'sell' as const };
      return [first, { ...agencyCopy(first, true), listingType: 'rent' }];
    },
  };

  const hashOf = hashCache();
  const facts = async ({ photos, ...spec }: Spec): Promise<OfferFacts> => ({
    ...spec,
    photoHashes: await Promise.all(photos.map(({ scene, how }) => hashOf(scene, how))),
  });
  const specs = (Object.entries(pairCounts) as [PairKind, number][]).flatMap(([kind, count]) =>
    Array.from({ length: count }, () => ({ kind, pair: build[kind]() })),
  );
  return Promise.all(
    specs.map(async ({ kind, pair: [a, b] }) => ({
      kind,
      same: kind.startsWith('agency-copy'),
      a: await facts(a),
      b: await facts(b),
    })),
  );
}
