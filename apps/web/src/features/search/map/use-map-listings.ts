import type { BBoxTuple, MapQueryInput, MapResponse } from '@krov/contracts';
// Its own entry, a module without schemas: browser code takes no values from schema modules (decision 094).
import { cellAlignedBbox } from '@krov/contracts/map-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/client';
import { bboxParam } from './map-view';

/** The search's filters as the map endpoint takes them; the map adds its own box and zoom. */
export type SearchMapFilters = Omit<MapQueryInput, 'bbox' | 'zoom'>;

export interface MapView {
  bbox: BBoxTuple;
  zoom: number;
}

/**
 * The box the map asks about: what it shows grown to whole cells of the api's grid (at most 64 px a
 * side), which the api sums from its cell counts alone (decision 104), and which a map nudged within
 * the same cells asks again word for word (the query cache answers it). When the search is limited
 * to an area ("Search this area"), that area exactly, wherever the map looks: the map and the list
 * then show the same listings (issue 27; decision 171).
 */
export function askedBbox(view: MapView, area?: BBoxTuple): string {
  return bboxParam(area ?? cellAlignedBbox(view.bbox, view.zoom));
}

export const searchMapKeys = {
  all: ['searchMap'] as const,
  listings: (filters: SearchMapFilters, view: MapView, area?: BBoxTuple) =>
    ['searchMap', 'listings', filters, askedBbox(view, area), view.zoom] as const,
  listing: (id: string) => ['searchMap', 'listing', id] as const,
};

export interface MapListings {
  answer: MapResponse | undefined;
  /** The box asked about (`askedBbox`), null before the map has a view. */
  asked: string | null;
  /** The answer shown is for another view or filters, while the current one loads. */
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/**
 * Clusters and price pins of the search for what the map shows (GET /api/properties/map). The
 * previous answer stays on the map while the next loads, so panning does not blank it.
 */
export function useMapListings(
  filters: SearchMapFilters,
  view: MapView | null,
  area: BBoxTuple | undefined,
): MapListings {
  const query = useQuery({
    queryKey: view ? searchMapKeys.listings(filters, view, area) : searchMapKeys.all,
    queryFn: async ({ signal }) => {
      if (!view) throw new Error('no view yet');
      return request(
        'propertiesMap',
        { query: { ...filters, bbox: askedBbox(view, area), zoom: view.zoom } },
        { signal, quiet: true },
      );
    },
    enabled: view !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    answer: query.data,
    asked: view ? askedBbox(view, area) : null,
    loading: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
