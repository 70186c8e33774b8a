import type { BBoxTuple } from './search.ts';

/**
 * The map's grid (docs/decisions/080-map-cell-pyramid.md): at level L the world is 2^L × 2^L Web
 * Mercator cells. At zoom z a 256 px tile is 2^z of the world's width, so level z + 2 cells are
 * 64 px on the screen: the size of a cluster bubble and the space around it. The api counts by
 * these cells; a client that asks for a box of whole cells (`cellAlignedBbox`) gets its answer from
 * the cell counts alone, without reading listings at the box's edges (decision 104).
 */
export const mapGrid = {
  /** Cells of 64 px: level = zoom + 2. */
  levelsAboveZoom: 2,
  /** The pyramid's levels (the migration's krov_map_finest_level() is the same; a test compares). */
  coarsestLevel: 2,
  finestLevel: 18,
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

/** The cell row of a latitude; rows grow southwards. */
export function cellY(lat: number, level: number): number {
  const clamped = Math.max(-maxMercatorLat, Math.min(maxMercatorLat, lat));
  return Math.floor(((1 - Math.asinh(Math.tan((clamped * Math.PI) / 180)) / Math.PI) / 2) * 2 ** level);
}

/** The western edge of column x (x + 1 gives the eastern one). */
export function cellWest(x: number, level: number): number {
  return (x / 2 ** level) * 360 - 180;
}

/** The northern edge of row y (y + 1 gives the southern one). */
export function cellNorth(y: number, level: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** level))) * 180) / Math.PI;
}

/**
 * Nine decimals, never inwards. Not six: coordinates often have six (a pin, an import), and a box
 * edge rounded to six lay on them, taking in listings of the next cell by a sliver, which the api
 * then had to read one by one. Nine decimals are a tenth of a millimetre.
 */
const nano = 1e9;
const down = (value: number) => Math.floor(value * nano) / nano;
const up = (value: number) => Math.ceil(value * nano) / nano;

/**
 * The box grown outward to whole cells of the zoom's display level (at most one 64 px cell on each
 * side), in nine decimals, inside the world's coordinates. Every cell the api counts for it lies
 * wholly inside, so the answer comes from the cell counts alone; the box only grows, so everything
 * the map shows is still in it.
 */
export function cellAlignedBbox([west, south, east, north]: BBoxTuple, zoom: number): BBoxTuple {
  const level = displayLevel(zoom);
  const last = 2 ** level - 1;
  const column = (lng: number) => Math.max(0, Math.min(last, cellX(lng, level)));
  const row = (lat: number) => Math.max(0, Math.min(last, cellY(lat, level)));
  return [
    Math.max(-180, down(cellWest(column(west), level))),
    Math.max(-90, down(cellNorth(row(south) + 1, level))),
    Math.min(180, up(cellWest(column(east) + 1, level))),
    Math.min(90, up(cellNorth(row(north), level))),
  ];
}
