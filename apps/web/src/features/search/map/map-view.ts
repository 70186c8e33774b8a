import type { BBoxTuple, Language } from '@krov/contracts';
import { type Polygon, polygonBBox } from '@krov/contracts/polygon-shape';
import { formatKm } from '@/shared/format/format-price';

/**
 * Decimals of a box sent to the api or handed to the search: 3 (about 100 m), rounded outward so
 * the box still holds everything on screen. Small enough for a readable URL, and a map nudged by
 * a few pixels asks the same question again (the query cache answers it).
 */
export const bboxDecimals = 3;

export interface LatLngBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box [west, south, east, north] of what the map shows, rounded outward to `decimals` and kept
 * inside the world's coordinates (a map zoomed far out reports longitudes past ±180).
 */
export function roundedBbox({ west, south, east, north }: LatLngBox, decimals = bboxDecimals): BBoxTuple {
  const scale = 10 ** decimals;
  // toFixed trims the float noise of the division (43.856 rather than 43.856000000000002).
  const down = (value: number) => Number((Math.floor(value * scale + 1e-9) / scale).toFixed(decimals));
  const up = (value: number) => Number((Math.ceil(value * scale - 1e-9) / scale).toFixed(decimals));
  return [
    clamp(down(west), -180, 180),
    clamp(down(south), -90, 90),
    clamp(up(east), -180, 180),
    clamp(up(north), -90, 90),
  ];
}

/**
 * The box around a drawn area, rounded outward like the map's: where the map starts, and what it
 * asks about (the api keeps what lies inside the area itself).
 */
export function drawnAreaBox(area: Polygon): BBoxTuple {
  const [west, south, east, north] = polygonBBox(area);
  return roundedBbox({ west, south, east, north });
}

/** The `bbox` query parameter of the contracts: "west,south,east,north". */
export function bboxParam(bbox: BBoxTuple): string {
  return bbox.join(',');
}

/** The map's zoom as the api takes it: a whole number from 0 to 20 (Leaflet's may be fractional). */
export function apiZoom(zoom: number): number {
  return clamp(Math.round(zoom), 0, 20);
}

/** A pin's label: the price in KM the way the language writes it, or `onRequest` (null: hidden or not given). */
export function pinLabel(price: number | null, language: Language, onRequest: string): string {
  return price === null ? onRequest : formatKm(price, language);
}

/** Leaflet's [[south, west], [north, east]] of a contracts box. */
export function leafletBounds([west, south, east, north]: BBoxTuple): [[number, number], [number, number]] {
  return [
    [south, west],
    [north, east],
  ];
}

/** Two boxes the same after rounding (a view the map already shows). */
export function sameBbox(a: BBoxTuple | null | undefined, b: BBoxTuple | null | undefined): boolean {
  if (!a || !b) return false;
  return a.every((value, index) => Math.abs(value - (b[index] ?? Number.NaN)) < 1e-9);
}
