'use client';

import 'leaflet/dist/leaflet.css';
import './map.css';
import type { Location } from '@krov/contracts';
import L, { type Map as LeafletMap, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, useMapEvents, ZoomControl } from 'react-leaflet';
import { BaseLayers } from './BaseLayers';
import { bihBounds } from './bih-outline';
import { streetZoom } from './street-zoom';

/** How close the map comes to a pin it opens with. */
const pinZoom = 15;

/** How far one arrow key moves a focused pin, in screen pixels. */
const keyboardStepPx = 10;

export interface LocationMapLabels {
  map: string;
  marker: string;
  zoomIn: string;
  zoomOut: string;
  boundaries: string;
}

export interface LocationMapProps {
  value: Location | null;
  onChange(location: Location): void;
  labels: LocationMapLabels;
  /** The Leaflet map once it exists, for the controls around it (pin in the middle, my location). */
  onReady?(map: LeafletMap | null): void;
  /** Ids of the texts that explain the map (the hint, the pin's position, an error). */
  describedBy?: string;
  /** Shows the pin without letting it move (a sold listing). */
  readOnly?: boolean;
  /** A click while zoomed out past street level (no pin is placed then). */
  onTooFar?(): void;
}

/** The pin: an inline SVG in a DivIcon, so it needs no image files (Leaflet's default marker does). */
const pinIcon = L.divIcon({
  className: 'krov-pin',
  html: `<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false" style="display:block;filter:drop-shadow(0 2px 2px rgb(0 0 0 / .35))">
    <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#b43a1a" stroke="#fff" stroke-width="2"/>
    <circle cx="16" cy="16" r="5.5" fill="#fff"/>
  </svg>`,
  iconSize: [32, 44],
  iconAnchor: [16, 43],
  tooltipAnchor: [0, -40],
});

/**
 * The listing's map (browser only: loaded through next/dynamic with ssr: false). A click drops
 * the pin, the pin drags, and a focused pin moves with the arrow keys. The country's outline and
 * its big towns are drawn from bundled data (BaseLayers), so the map is usable on its neutral
 * background even when no tile loads.
 */
export default function LocationMap({
  value,
  onChange,
  labels,
  onReady,
  describedBy,
  readOnly = false,
  onTooFar,
}: LocationMapProps) {
  const mapRef = useRef<LeafletMap | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onTooFarRef = useRef(onTooFar);
  onTooFarRef.current = onTooFar;
  // The first view only: later pins move the marker, not the map (a click must not make it jump).
  const [initialCenter] = useState<[number, number] | null>(() => (value ? [value.lat, value.lng] : null));

  const position = useMemo(() => (value ? L.latLng(value.lat, value.lng) : null), [value]);

  // MapContainer passes no aria attributes to its element: they are set on Leaflet's container.
  const describe = (map: LeafletMap) => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', labels.map);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  };
  useEffect(() => {
    if (mapRef.current) describe(mapRef.current);
  });

  useEffect(() => () => onReady?.(null), [onReady]);

  const markerHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const at = (event.target as L.Marker).getLatLng();
        onChangeRef.current(rounded(at));
      },
      add: (event) => {
        const marker = event.target as L.Marker;
        marker.getElement()?.addEventListener('keydown', (keyEvent) => {
          const step = arrowStep(keyEvent.key);
          const map = mapRef.current;
          if (!step || !map || !marker.dragging?.enabled()) return;
          keyEvent.preventDefault();
          keyEvent.stopPropagation(); // the map would pan on the same keys
          const point = map.latLngToContainerPoint(marker.getLatLng()).add(step);
          const next = map.containerPointToLatLng(point);
          marker.setLatLng(next);
          onChangeRef.current(rounded(next));
        });
      },
    }),
    [],
  );

  return (
    <MapContainer
      ref={(map) => {
        if (map && mapRef.current !== map) {
          mapRef.current = map;
          describe(map);
          onReady?.(map);
        }
      }}
      {...(initialCenter ? { center: initialCenter, zoom: pinZoom } : { bounds: bihBounds })}
      zoomControl={false}
      scrollWheelZoom={false}
      className="h-full w-full"
      // Inline, so it wins over leaflet.css (unlayered CSS beats Tailwind's layered utilities).
      style={{ background: '#e2e8f0', fontFamily: 'inherit' }}
    >
      <BaseLayers boundaries={labels.boundaries} />
      <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      {!readOnly && (
        <ClickToPin
          minZoom={streetZoom}
          onPin={(at) => onChangeRef.current(at)}
          onTooFar={() => onTooFarRef.current?.()}
        />
      )}
      {position && (
        <Marker
          position={position}
          icon={pinIcon}
          draggable={!readOnly}
          keyboard={!readOnly}
          autoPan
          title={labels.marker}
          eventHandlers={markerHandlers}
        />
      )}
    </MapContainer>
  );
}

/** A click drops the pin, at street level only: zoomed out, a click cannot say which street. */
function ClickToPin({
  minZoom,
  onPin,
  onTooFar,
}: {
  minZoom: number;
  onPin(at: Location): void;
  onTooFar(): void;
}) {
  const map = useMapEvents({
    click: (event: LeafletMouseEvent) => {
      if (map.getZoom() < minZoom) onTooFar();
      else onPin(rounded(event.latlng));
    },
  });
  return null;
}

function arrowStep(key: string): L.Point | null {
  switch (key) {
    case 'ArrowUp':
      return L.point(0, -keyboardStepPx);
    case 'ArrowDown':
      return L.point(0, keyboardStepPx);
    case 'ArrowLeft':
      return L.point(-keyboardStepPx, 0);
    case 'ArrowRight':
      return L.point(keyboardStepPx, 0);
    default:
      return null;
  }
}

/** Six decimals (about 10 cm) are more than a pin means. */
function rounded(at: L.LatLng): Location {
  return { lat: Math.round(at.lat * 1e6) / 1e6, lng: Math.round(at.lng * 1e6) / 1e6 };
}
