import type { ListingType, PlaceResponse, PlacesResponse } from '@krov/contracts';
import { AppError } from '../../platform/errors/app-error.ts';
import { countsOf, type PlaceCounts } from './place-counts.ts';
import { createPlaceMatcher, rankMatches } from './place-suggestions.ts';
import type { Place, Places } from './places.service.ts';

interface Dependencies {
  places: Pick<Places, 'all' | 'bySlug'>;
  counts: PlaceCounts;
}

/** Place autocomplete and a place's own answer (GET /api/places, GET /api/places/{slug}). */
export function createPlaceSearchService({ places, counts }: Dependencies) {
  // Built on the first suggestion asked for, once per process (place-suggestions.ts).
  const matcher = { match: (q: string) => createPlaceMatcher(places.all()).match(q) };

  /** The containing places, the nearest last. */
  function parentsOf(place: Place): Place[] {
    const parents: Place[] = [];
    for (let at = place.parent; at !== null; ) {
      const parent = places.bySlug(at);
      if (!parent) break;
      parents.unshift(parent);
      at = parent.parent;
    }
    return parents;
  }

  return {
    /** Places matching `q`; their listings counted for one deal when the search is on one. */
    async suggest(q: string, limit: number, listingType?: ListingType): Promise<PlacesResponse> {
      const matches = matcher.match(q);
      if (matches.length === 0) return { items: [] };
      const counted = await counts.get();
      const listings = (place: Place) => {
        const { sell, rent } = countsOf(counted, place.slug, place.kind === 'country');
        return listingType === 'sell' ? sell : listingType === 'rent' ? rent : sell + rent;
      };
      const ranked = rankMatches(matches, (slug) => {
        const place = places.bySlug(slug);
        return place ? listings(place) : 0;
      });
      return {
        items: ranked.slice(0, limit).map(({ place }) => ({
          slug: place.slug,
          name: place.name,
          kind: place.kind,
          parentName: place.parent === null ? null : (places.bySlug(place.parent)?.name ?? null),
          listings: listings(place),
        })),
      };
    },

    async place(slug: string): Promise<PlaceResponse> {
      const place = places.bySlug(slug);
      if (!place) throw new AppError('NotFound');
      const [lng, lat] = place.center;
      const [west, south, east, north] = place.bbox;
      const { sell, rent } = countsOf(await counts.get(), place.slug, place.kind === 'country');
      return {
        slug: place.slug,
        name: place.name,
        kind: place.kind,
        center: { lat, lng },
        bbox: [west, south, east, north],
        parents: parentsOf(place).map(({ slug, name, kind }) => ({ slug, name, kind })),
        listings: { sell, rent },
      };
    },
  };
}

export type PlaceSearchService = ReturnType<typeof createPlaceSearchService>;
