'use client';

import type { BBoxTuple, ListingType } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { apiFiltersOf } from './filters';
import { LazySearchMap } from './map/LazySearchMap';
import { type SearchState, searchHref } from './url-state';

/**
 * The map view (`prikaz=mapa`): the search's map (its code loads only when this shows) with the
 * page's filters; "Search this area" puts the map's box into the URL as the `podrucje` filter, and
 * the map then shows that area's listings, the list's (decision 171).
 */
export function MapPanel({
  listingType,
  place,
  placeBbox,
  state,
}: {
  listingType: ListingType;
  place: string | null;
  /** The place's own box, where the map starts when no area is chosen. */
  placeBbox: BBoxTuple | null;
  state: SearchState;
}) {
  const router = useRouter();
  // The map asks within what it shows, or within the chosen area (SearchMap's `area`).
  const filters = useMemo(() => {
    const { bbox: _, ...rest } = apiFiltersOf(listingType, place, state);
    return rest;
  }, [listingType, place, state]);
  return (
    <div data-testid="search-map">
      <LazySearchMap
        filters={filters}
        initialBbox={state.bbox ?? placeBbox ?? undefined}
        area={state.bbox ?? undefined}
        onSearchArea={(bbox) =>
          router.push(searchHref(listingType, place, { ...state, bbox }), { scroll: false })
        }
      />
    </div>
  );
}
