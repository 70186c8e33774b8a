'use client';

import 'leaflet/dist/leaflet.css';
import '@/shared/map/map.css';
import './search-map.css';
import type { BBoxTuple } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { BaseLayers } from '@/shared/map/BaseLayers';
import { bihBounds } from '@/shared/map/bih-outline';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { MapMarkers } from './MapMarkers';
import { MapStatus } from './MapStatus';
import { leafletBounds } from './map-view';
import { SelectedListing } from './SelectedListing';
import { type MapView, type SearchMapFilters, useMapListings } from './use-map-listings';
import { ViewTracker } from './ViewTracker';

export type { SearchMapFilters } from './use-map-listings';

export interface SearchMapProps {
  /** The search's filters (the api's names); the map asks for them within what it shows. */
  filters: SearchMapFilters;
  /** "Search this area": the box the map shows, [west, south, east, north] rounded outward to 3 decimals. */
  onSearchArea(bbox: BBoxTuple): void;
  /**
   * The box to show: on mount, and again whenever it changes to a box other than the last one
   * handed to onSearchArea (so a new place moves the map, its own search does not). All of
   * Bosnia and Herzegovina when not given.
   */
  initialBbox?: BBoxTuple | undefined;
  className?: string;
}

/**
 * The search's map (browser only: load it with next/dynamic, see LazySearchMap): clusters with
 * their counts and price pins from GET /api/properties/map for the view and zoom shown; a click
 * on a cluster zooms to its listings, on a pin shows that listing's card. Once the user has moved
 * the map, "Search this area" hands its box to the search. Tiles come from the deployment's
 * MAP_TILE_URL, over the bundled outline of the country, so the map is of use without them.
 */
export default function SearchMap(props: SearchMapProps) {
  return (
    <QueryProvider>
      <SearchMapView {...props} />
    </QueryProvider>
  );
}

function SearchMapView({ filters, onSearchArea, initialBbox, className }: SearchMapProps) {
  const t = useTranslations('searchMap');
  const tMap = useTranslations('properties.map');
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const searched = useRef<BBoxTuple | null>(null);
  const listings = useMapListings(filters, view);

  const onView = useCallback((next: MapView, byUser: boolean) => {
    setView(next);
    if (byUser) setMoved(true);
  }, []);

  const searchArea = () => {
    if (!view) return;
    searched.current = view.bbox;
    setMoved(false);
    onSearchArea(view.bbox);
  };

  return (
    <div
      className={
        className ?? 'relative h-[70vh] min-h-96 w-full overflow-hidden rounded-2xl border border-slate-200'
      }
    >
      <MapContainer
        bounds={initialBbox ? leafletBounds(initialBbox) : bihBounds}
        zoomControl={false}
        className="h-full w-full"
        // Inline, so it wins over leaflet.css (unlayered CSS beats Tailwind's layered utilities).
        style={{ background: '#e2e8f0', fontFamily: 'inherit' }}
      >
        <BaseLayers boundaries={tMap('boundaries')} />
        <ZoomControl position="topleft" zoomInTitle={tMap('zoomIn')} zoomOutTitle={tMap('zoomOut')} />
        <ViewTracker label={t('label')} target={initialBbox} searched={searched.current} onView={onView} />
        <MapMarkers answer={listings.answer} selected={selected} onSelect={setSelected} />
      </MapContainer>
      {moved && view && (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <button
            type="button"
            onClick={searchArea}
            className="pointer-events-auto rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('searchArea')}
          </button>
        </div>
      )}
      <MapStatus listings={listings} view={view} />
      {selected && <SelectedListing id={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
