import type { Location, propertyPlace } from '@krov/contracts';
import type { z } from 'zod';
import { loadPlacesData, type Place, type PlaceKind } from './places.data.ts';
import { distanceMeters, polygonContains } from './places.geometry.ts';

export type { Place, PlaceKind } from './places.data.ts';

/** Where a pin is: entity, canton, city, municipality and neighbourhood, each `{slug, name}` or null. */
export type PropertyPlace = z.infer<typeof propertyPlace>;
export type PlaceRef = PropertyPlace['municipality'];

/** docs/product/DECISIONS.md: a listing's neighbourhood is the nearest neighbourhood point within 2 km of its pin. */
export const neighbourhoodRadiusMeters = 2000;

/** The slugs a listing stores (see listings.schema.ts), turned back into names by `fromSlugs`. */
export interface PlaceSlugs {
  entity: string | null;
  canton: string | null;
  city: string | null;
  municipality: string;
  neighbourhood: string | null;
}

export interface Places {
  /**
   * The place of a pin: the municipality whose polygon contains it, its city, canton and entity
   * up its parent chain, and its neighbourhood (see docs/decisions.md, Listings). Null outside
   * Bosnia and Herzegovina (the caller answers AddressNotValid).
   */
  locate(location: Location): PropertyPlace | null;
  /** A place by its slug, or null. */
  bySlug(slug: string): Place | null;
  /** The name of a place by its slug, or null for an unknown slug. */
  name(slug: string): string | null;
  /** Every place, ordered by kind and then by slug (the file's order). */
  all(): readonly Place[];
  /**
   * The slugs of the municipalities a place lies in or covers: a municipality itself, a
   * neighbourhood's own, every one under an entity, canton or city, all of them for the country;
   * empty for an unknown slug. The search uses it to read its covering index by municipality.
   */
  municipalitiesOf(slug: string): readonly string[];
  /** A listing's stored slugs as a PropertyPlace; null when the municipality is unknown. */
  fromSlugs(slugs: PlaceSlugs): PropertyPlace | null;
  /** The data set's version (places.data.ts): a new one asks the listings to be located again. */
  readonly version: string;
}

export function createPlaces(): Places {
  const data = loadPlacesData();
  const bySlug = new Map(data.places.map((place) => [place.slug, place]));
  // Slug order, so a pin exactly on a shared border always resolves to the same municipality.
  const municipalities = data.boundaries
    .filter((boundary) => boundary.kind === 'municipality')
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const neighbourhoodsOf = new Map<string, Place[]>();
  for (const place of data.places) {
    if (place.kind !== 'neighbourhood' || place.parent === null) continue;
    const list = neighbourhoodsOf.get(place.parent) ?? [];
    list.push(place);
    neighbourhoodsOf.set(place.parent, list);
  }

  // Each place's municipalities, once: a municipality counts under itself and every ancestor.
  const municipalitiesUnder = new Map<string, string[]>();
  for (const place of data.places) {
    if (place.kind !== 'municipality') continue;
    for (let at: string | null = place.slug; at !== null; ) {
      const list = municipalitiesUnder.get(at) ?? [];
      list.push(place.slug);
      municipalitiesUnder.set(at, list);
      at = bySlug.get(at)?.parent ?? null;
    }
  }

  const ref = (place: Place | undefined | null): PlaceRef | null =>
    place ? { slug: place.slug, name: place.name } : null;

  /** The nearest ancestor of the kind (the place itself excluded). */
  function ancestor(place: Place, kind: PlaceKind): Place | null {
    for (let at = place.parent; at !== null; ) {
      const parent = bySlug.get(at);
      if (!parent) return null;
      if (parent.kind === kind) return parent;
      at = parent.parent;
    }
    return null;
  }

  /**
   * The nearest neighbourhood point of the municipality within the radius; ties go to the lower slug.
   * A village counts only when nearer than the municipality's seat (its centre): a flat in the town
   * of Travnik, whose own name is the municipality's, is not named by the village past its edge
   * (decision 265). City quarters and towns are not villages and count as before.
   */
  function neighbourhood(municipality: Place, point: readonly [number, number]): Place | null {
    const seatDistance = distanceMeters(point, municipality.center);
    let best: Place | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of neighbourhoodsOf.get(municipality.slug) ?? []) {
      const distance = distanceMeters(point, candidate.center);
      if (distance > neighbourhoodRadiusMeters) continue;
      if (candidate.village && distance >= seatDistance) continue;
      if (distance < bestDistance || (distance === bestDistance && best && candidate.slug < best.slug)) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  }

  return {
    locate({ lat, lng }) {
      // NaN fails every bbox comparison, so it lands outside too.
      const point = [lng, lat] as const;
      // The municipalities tile the country, so a point in none of them is outside it.
      const boundary = municipalities.find((b) => polygonContains(b.geometry, b.bbox, point));
      const municipality = boundary && bySlug.get(boundary.slug);
      if (!municipality) return null;
      return {
        entity: ref(ancestor(municipality, 'entity')),
        canton: ref(ancestor(municipality, 'canton')),
        city: ref(ancestor(municipality, 'city')),
        municipality: { slug: municipality.slug, name: municipality.name },
        neighbourhood: ref(neighbourhood(municipality, point)),
      };
    },
    bySlug: (slug) => bySlug.get(slug) ?? null,
    name: (slug) => bySlug.get(slug)?.name ?? null,
    all: () => data.places,
    version: data.version,
    municipalitiesOf(slug) {
      const place = bySlug.get(slug);
      if (place?.kind === 'neighbourhood') return place.parent === null ? [] : [place.parent];
      return municipalitiesUnder.get(slug) ?? [];
    },

    fromSlugs(slugs) {
      const municipality = ref(bySlug.get(slugs.municipality));
      if (!municipality) return null;
      const refOf = (slug: string | null) => (slug === null ? null : ref(bySlug.get(slug)));
      return {
        entity: refOf(slugs.entity),
        canton: refOf(slugs.canton),
        city: refOf(slugs.city),
        municipality,
        neighbourhood: refOf(slugs.neighbourhood),
      };
    },
  };
}
