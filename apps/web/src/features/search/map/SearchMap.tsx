'use client';

import 'leaflet/dist/leaflet.css';
import '@/shared/map/map.css';
import './search-map.css';
import type { BBoxTuple } from '@krov/contracts';
import type { Polygon } from '@krov/contracts/polygon-shape';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { MapContainer, Polygon as PolygonLayer, Rectangle, ZoomControl } from 'react-leaflet';
import { BaseLayers } from '@/shared/map/BaseLayers';
import { bihBounds } from '@/shared/map/bih-outline';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { AreaEditor } from './draw/AreaEditor';
import { areaLayer, drawnAreaStyle } from './draw/area-outline';
import { DrawArea } from './draw/DrawArea';
import { useAreaTools } from './draw/use-area-tools';
import { MapMarkers, type MapSide } from './MapMarkers';
import { MapStatus } from './MapStatus';
import { drawnAreaBox, leafletBounds } from './map-view';
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
  /**
   * The area the search is limited to ("Search this area", the `podrucje` filter): the map then
   * shows the same listings as the list, not those around it (issue 27), and outlines the area.
   */
  area?: BBoxTuple | undefined;
  /**
   * The area drawn on the map (`nacrtano`, issue 31): outlined, the map shows only what lies inside,
   * and its box is the one to show instead of `initialBbox` (computed here, off /buy's first load).
   */
  drawnArea?: Polygon | undefined;
  /** A drawn, edited or cleared (undefined) area for the search. */
  onDrawnArea(area: Polygon | undefined): void;
}

/** The searched area's outline: drawn only, never a target (a tap goes to the map beneath). */
const areaOutline = { color: '#b43a1a', weight: 2, dashArray: '6 6', fill: false, interactive: false };

/**
 * The search's map (browser only: load it with next/dynamic, see LazySearchMap): clusters with
 * their counts and price pins from GET /api/properties/map for the view and zoom shown; a click
 * on a cluster zooms to its listings, on a pin shows that listing's card. Once the user has moved
 * the map, "Search this area" hands its box to the search. Tiles come from the deployment's
 * MAP_TILE_URL, over the bundled outline of the country, so the map is of use without them.
 */
/**
 * The map's box: on a phone the screen's whole width and height under the header (the page's
 * padding undone), on wider screens a framed box. LazySearchMap's placeholder has its size.
 */
const searchMapBoxClasses =
  'relative -mx-4 h-[calc(100dvh-var(--spacing-header))] min-h-96 overflow-hidden border-y border-slate-200 bg-slate-200 sm:mx-0 sm:h-[70vh] sm:w-full sm:rounded-2xl sm:border';

export default function SearchMap(props: SearchMapProps) {
  return (
    <QueryProvider>
      <SearchMapView {...props} />
    </QueryProvider>
  );
}

function SearchMapView({ filters, onSearchArea, initialBbox, area, drawnArea, onDrawnArea }: SearchMapProps) {
  const startBox = drawnArea ? drawnAreaBox(drawnArea) : initialBbox;
  const t = useTranslations('searchMap');
  const tMap = useTranslations('properties.map');
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<{ id: string; side: MapSide } | null>(null);
  const searched = useRef<BBoxTuple | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  // The map asks within the drawn area's box (the api then keeps what lies inside the area itself).
  const askedArea = useMemo(() => area ?? (drawnArea && drawnAreaBox(drawnArea)), [area, drawnArea]);
  const listings = useMapListings(filters, view, askedArea);
  const tools = useAreaTools(
    drawnArea,
    useCallback(
      (next: Polygon | undefined) => {
        // The map stays where it is for the area it was drawn on (ViewTracker's `searched`).
        searched.current = next ? drawnAreaBox(next) : null;
        setMoved(false);
        onDrawnArea(next);
      },
      [onDrawnArea],
    ),
  );
  const onSelect = useCallback((id: string, side: MapSide) => setSelected({ id, side }), []);

  const closeCard = () => {
    const id = selected?.id;
    setSelected(null);
    // Back to the pin the card was opened from (its marker element, the keyboard's button).
    const pin = id ? box.current?.querySelector(`[data-pin-id="${CSS.escape(id)}"]`) : null;
    (pin?.closest('.leaflet-marker-icon') as HTMLElement | null)?.focus();
  };

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
    // Not a stacking context itself: the phone's sheet (fixed) must rise above the page's banners.
    <div ref={box} className={searchMapBoxClasses}>
      {/* The keyboard's way past the marks: the same search's list, under the map (SearchPage). */}
      <a
        href="#search-results-title"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-14 focus:z-20 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-md focus:ring-2 focus:ring-brand-600"
      >
        {t('skipToList')}
      </a>
      <MapContainer
        ref={setMap}
        bounds={startBox ? leafletBounds(startBox) : bihBounds}
        zoomControl={false}
        className="h-full w-full"
        // Inline, so it wins over leaflet.css (unlayered CSS beats Tailwind's layered utilities).
        style={{ background: '#e2e8f0', fontFamily: 'inherit' }}
      >
        <BaseLayers boundaries={tMap('boundaries')} />
        <ZoomControl position="topleft" zoomInTitle={tMap('zoomIn')} zoomOutTitle={tMap('zoomOut')} />
        <ViewTracker label={t('label')} target={startBox} searched={searched.current} onView={onView} />
        {area && <Rectangle bounds={leafletBounds(area)} pathOptions={areaOutline} interactive={false} />}
        {tools.mode === 'editing' ? (
          <AreaEditor
            corners={tools.corners}
            onMove={tools.moveCorner}
            cornerLabel={(number) => t('corner', { number })}
          />
        ) : (
          tools.shown && (
            <PolygonLayer
              positions={tools.shown.map(([lng, lat]) => [lat, lng] as [number, number])}
              pathOptions={drawnAreaStyle}
              {...areaLayer('krov-drawn-area')}
            />
          )
        )}
        <MapMarkers answer={listings.answer} selected={selected?.id ?? null} onSelect={onSelect} />
      </MapContainer>
      <DrawArea map={map} tools={tools} hasArea={tools.shown !== undefined} />
      {moved && view && tools.mode === 'idle' && (
        // Under the area's buttons on a phone, beside them on wider screens.
        <div className="pointer-events-none absolute inset-x-0 top-16 z-10 flex justify-center sm:top-3">
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
      {selected && (
        <SelectedListing
          key={selected.id}
          id={selected.id}
          pinSide={selected.side}
          mapBox={box}
          onClose={closeCard}
        />
      )}
    </div>
  );
}
