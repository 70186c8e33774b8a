'use client';

import type { Polygon, PolygonPoint } from '@krov/contracts/polygon-shape';
import L, { type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useMemo } from 'react';
import { Marker, Polygon as PolygonLayer } from 'react-leaflet';
import { areaLayer, editedAreaStyle } from './area-outline';

/** A corner's handle: a white dot with the area's colour, in a box a finger can take (search-map.css). */
const handleIcon = L.divIcon({ className: 'krov-area-handle', iconSize: [28, 28] });

/**
 * The area being edited: its outline follows the corners, each corner a handle to drag (Leaflet's
 * draggable markers take mouse, finger and pen alike). Moves stay here until "Gotovo".
 */
export function AreaEditor({
  corners,
  onMove,
  cornerLabel,
}: {
  corners: Polygon;
  onMove(index: number, point: PolygonPoint): void;
  cornerLabel(number: number): string;
}) {
  const positions = useMemo(() => corners.map(([lng, lat]) => [lat, lng] as [number, number]), [corners]);
  return (
    <>
      <PolygonLayer positions={positions} pathOptions={editedAreaStyle} {...areaLayer('krov-edited-area')} />
      {positions.map((position, index) => (
        <CornerHandle
          // Corners are never added or removed while editing: the index is the corner.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          index={index}
          position={position}
          label={cornerLabel(index + 1)}
          onMove={onMove}
        />
      ))}
    </>
  );
}

function CornerHandle({
  index,
  position,
  label,
  onMove,
}: {
  index: number;
  position: [number, number];
  label: string;
  onMove(index: number, point: PolygonPoint): void;
}) {
  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      drag: (event) => {
        const { lng, lat } = (event.target as LeafletMarker).getLatLng();
        onMove(index, [lng, lat]);
      },
    }),
    [index, onMove],
  );
  return (
    <Marker
      position={position}
      icon={handleIcon}
      draggable
      title={label}
      alt={label}
      eventHandlers={eventHandlers}
      // Above the price pins, which stay on the map while the area is edited.
      zIndexOffset={1000}
    />
  );
}
