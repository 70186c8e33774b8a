'use client';

import type { BBoxTuple, ListingType } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { apiFiltersOf, withDrawnArea, withSearchedBox } from './filters';
import { LazySearchMap } from './map/LazySearchMap';
import { type SearchState, searchHref } from './url-state';

/**
 * The map view (`prikaz=mapa`): the search's map (its code loads only when this shows) with the
 * page's filters; "Search this area" puts the map's box into the URL as the `podrucje` filter, and
 * the map then shows that area's listings, the list's (decision 171). An area drawn on the map goes
 * into the URL as `nacrtano` instead (decision 261): one area at a time, each replacing the other.
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
  // The map asks within what it shows, or within the chosen area (SearchMap's `area`); a drawn
  // area stays in the filters, and the api keeps what lies inside it.
  const filters = useMemo(() => {
    const { bbox: _, ...rest } = apiFiltersOf(listingType, place, state);
    return rest;
  }, [listingType, place, state]);
  const go = (next: SearchState) => router.push(searchHref(listingType, place, next), { scroll: false });
  return (
    <div data-testid="search-map">
      <LazySearchMap
        filters={filters}
        initialBbox={state.bbox ?? placeBbox ?? undefined}
        area={state.bbox ?? undefined}
        drawnArea={state.polygon}
        onSearchArea={(bbox) => go(withSearchedBox(state, bbox))}
        onDrawnArea={(area) => go(withDrawnArea(state, area))}
      />
    </div>
  );
}
