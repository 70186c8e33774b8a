import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';
import type { BBox } from './places.data.ts';

/** Mean Earth radius (IUGG), metres. */
const earthRadius = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two `[lng, lat]` points (haversine). */
export function distanceMeters(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = radians(b[1] - a[1]);
  const dLng = radians(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function bboxContains(bbox: BBox, point: readonly [number, number]): boolean {
  const [lng, lat] = point;
  return lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3];
}

/** Inside the polygon or on its edge; holes count as outside. */
export function polygonContains(
  geometry: Polygon | MultiPolygon,
  bbox: BBox,
  point: readonly [number, number],
): boolean {
  return bboxContains(bbox, point) && booleanPointInPolygon([point[0], point[1]], geometry);
}
