import type { BBoxTuple } from '@krov/contracts';

/**
 * The map's grid (docs/decisions/080-map-cell-pyramid.md): at level L the world is 2^L × 2^L Web
 * Mercator cells. At zoom z a 256 px tile is 2^z of the world's width, so level z + 2 cells are
 * 64 px on the screen: the size of a cluster bubble and the space around it.
 */
export const mapGrid = {
  /** Cells of 64 px: level = zoom + 2. */
  levelsAboveZoom: 2,
  /** The pyramid's levels (the migration's krov_map_finest_level() is the same; a test compares). */
  coarsestLevel: 2,
  finestLevel: 16,
  /** An answer of at most this many listings is all pins: few enough to show each one's price. */
  pinsMax: 100,
} as const;

/** The level whose cells are a cluster's size at this zoom. */
export function displayLevel(zoom: number): number {
  return zoom + mapGrid.levelsAboveZoom;
}

const maxMercatorLat = 85.05112878;

/** The cell column of a longitude (the database decides membership; this only narrows ranges). */
export function cellX(lng: number, level: number): number {
  return Math.floor(((lng + 180) / 360) * 2 ** level);
}

export function cellY(lat: number, level: number): number {
  const clamped = Math.max(-maxMercatorLat, Math.min(maxMercatorLat, lat));
  return Math.floor(((1 - Math.asinh(Math.tan((clamped * Math.PI) / 180)) / Math.PI) / 2) * 2 ** level);
}

export interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The cells that may hold points of the box, one cell wider on each side (rounding never loses one). */
export function cellRange([west, south, east, north]: BBoxTuple, level: number): CellRange {
  const last = 2 ** level - 1;
  const clamp = (value: number) => Math.max(0, Math.min(last, value));
  return {
    x0: clamp(cellX(west, level) - 1),
    x1: clamp(cellX(east, level) + 1),
    // Rows grow southwards.
    y0: clamp(cellY(north, level) - 1),
    y1: clamp(cellY(south, level) + 1),
  };
}

/** A cell as one number, x << 32 | y, the key the database's functions use too. */
export function cellKey(x: number, y: number): bigint {
  return (BigInt(x) << 32n) | BigInt(y);
}
