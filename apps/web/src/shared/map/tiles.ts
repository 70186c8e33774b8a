import { useEffect, useState } from 'react';

export interface MapTiles {
  /** A Leaflet URL template ({z}/{x}/{y}); empty when the deployment serves no tiles. */
  url: string;
  /** The tile server's credit (HTML), shown in the map's corner. */
  attribution: string;
}

/** The web's own answer (app/map-tiles.json/route.ts), on the page's origin. */
export const mapTilesPath = '/map-tiles.json';

const noTiles: MapTiles = { url: '', attribution: '' };

let asked: Promise<MapTiles> | undefined;

/**
 * The map tiles of this deployment (MAP_TILE_URL and MAP_TILE_ATTRIBUTION, read by the web server
 * at run time, so one build serves any tile server), asked once per page load. When the answer
 * does not come, none: maps draw Bosnia's outline under the tiles, so they stay usable without
 * them, and when the tile server does not answer.
 */
export function mapTiles(): Promise<MapTiles> {
  asked ??= fetch(mapTilesPath, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return noTiles;
      const answer: Partial<MapTiles> = await response.json();
      return { url: answer.url ?? '', attribution: answer.attribution ?? '' };
    })
    .catch(() => noTiles);
  return asked;
}

/** The tiles once known (null until then). */
export function useMapTiles(): MapTiles | null {
  const [tiles, setTiles] = useState<MapTiles | null>(null);
  useEffect(() => {
    let live = true;
    void mapTiles().then((found) => {
      if (live) setTiles(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return tiles;
}
