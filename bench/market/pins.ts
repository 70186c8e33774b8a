import type { Location } from '@krov/contracts';
import type { Place, Places, PropertyPlace } from '../../apps/api/src/modules/places/places.service.ts';
import { alwaysUrban, urbanity } from './municipalities.ts';
import type { MarketRandom } from './random.ts';

/** Where in its municipality a listing lies: the town's core, its outskirts, or the countryside. */
export type Zone = 'core' | 'outskirts' | 'rural';

export interface Pin extends Location {
  zone: Zone;
  /** Distance from the municipality's seat, km (prices fall with it). */
  kmFromCentre: number;
  /** Derived by the api's own `places.locate`, exactly as a listing's place is derived when it is saved. */
  place: PropertyPlace;
}

const kmPerDegreeLat = 111.32;

/** The chances of each zone: towns put most listings in their core, villages in the fields. */
export function zoneWeights(slug: string): Record<Zone, number> {
  if (alwaysUrban.has(slug)) return { core: 0.8, outskirts: 0.2, rural: 0 };
  const u = urbanity(slug);
  return { core: 0.3 + 0.45 * u, outskirts: 0.3, rural: 0.4 - 0.35 * u };
}

/** The core's radius (km, one standard deviation): 0.7 km for a small town, 2.5 km for a city. */
function coreKm(slug: string): number {
  return 0.7 + 1.8 * urbanity(slug);
}

/**
 * Pins a listing inside the municipality: near its seat or one of its neighbourhood points (core),
 * farther out (outskirts), or anywhere in its polygon (rural). A draw that falls outside the
 * municipality is drawn again; the place comes from `places.locate`, so the stored slugs are the
 * ones the api itself would derive from that pin.
 */
export function pinIn(
  places: Places,
  municipality: Place,
  neighbourhoods: readonly Place[],
  random: MarketRandom,
): Pin {
  const slug = municipality.slug;
  const wanted = random.pickWeighted(zoneWeights(slug));
  const [seatLng, seatLat] = municipality.center;
  const kmPerDegreeLng = kmPerDegreeLat * Math.cos((seatLat * Math.PI) / 180);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    // After many misses (a thin municipality), fall back to the core, which hugs the seat.
    const zone: Zone = attempt < 30 ? wanted : 'core';
    let lat: number;
    let lng: number;
    if (zone === 'rural') {
      const [west, south, east, north] = municipality.bbox;
      lng = random.between(west, east);
      lat = random.between(south, north);
    } else {
      const aroundNeighbourhood = zone === 'core' && neighbourhoods.length > 0 && random.chance(0.65);
      const [centreLng, centreLat] = aroundNeighbourhood
        ? random.pick(neighbourhoods).center
        : [seatLng, seatLat];
      const sigmaKm = aroundNeighbourhood ? 0.7 : zone === 'core' ? coreKm(slug) : coreKm(slug) * 3;
      lat = centreLat + (random.normal() * sigmaKm) / kmPerDegreeLat;
      lng = centreLng + (random.normal() * sigmaKm) / kmPerDegreeLng;
    }
    lat = Math.round(lat * 1e6) / 1e6;
    lng = Math.round(lng * 1e6) / 1e6;
    const place = places.locate({ lat, lng });
    if (place?.municipality.slug !== slug) continue;
    const kmFromCentre = Math.hypot((lat - seatLat) * kmPerDegreeLat, (lng - seatLng) * kmPerDegreeLng);
    return { lat, lng, zone, kmFromCentre, place };
  }
  // Every seat lies inside its own polygon (apps/api/data/places/README.md).
  const place = places.locate({ lat: seatLat, lng: seatLng });
  if (!place) throw new Error(`the seat of ${slug} is outside Bosnia and Herzegovina`);
  return { lat: seatLat, lng: seatLng, zone: 'core', kmFromCentre: 0, place };
}
