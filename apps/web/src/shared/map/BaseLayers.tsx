'use client';

import { CircleMarker, Polygon, TileLayer, Tooltip } from 'react-leaflet';
import { bihOutline, bihTowns } from './bih-outline';
import { useMapTiles } from './tiles';

const outlineStyle = {
  color: '#475569',
  weight: 2,
  fillColor: '#ffffff',
  fillOpacity: 0.55,
  interactive: false,
} as const;

const townStyle = {
  color: '#334155',
  weight: 1,
  fillColor: '#334155',
  fillOpacity: 1,
  interactive: false,
} as const;

/**
 * What every map of the site stands on: the deployment's tiles (shared/map/tiles.ts), and above
 * them the country's outline and its big towns from bundled data, so a map is usable on its
 * neutral background when no tile loads (offline, a blocked or unset tile server, the e2e tests).
 * `boundaries` credits the outline's source.
 */
export function BaseLayers({ boundaries }: { boundaries: string }) {
  const tiles = useMapTiles();
  return (
    <>
      {tiles?.url && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
      {bihOutline.map((ring, index) => (
        <Polygon
          key={`${ring[0]?.join()}:${ring.length}`}
          positions={ring}
          // Leaflet reads `interactive` only when the layer is made (pathOptions are restyled
          // later): as a prop, the outline never takes a tap meant for a pin above it.
          interactive={false}
          pathOptions={outlineStyle}
          // One credit for the outline, on its first ring (Leaflet lists each layer's own).
          {...(index === 0 ? { attribution: boundaries } : {})}
        />
      ))}
      {bihTowns.map((town) => (
        <CircleMarker key={town.name} center={town.at} radius={3} interactive={false} pathOptions={townStyle}>
          <Tooltip permanent direction="right" offset={[4, 0]} className="krov-town">
            {town.name}
          </Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}
