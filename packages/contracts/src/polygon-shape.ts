/**
 * A drawn area's shape without a schema (issue 31, "Search your way"): `lng lat,lng lat,…` in
 * degrees, 3 to 100 corners, closed automatically (a last corner equal to the first is dropped).
 * Zod-free, so the browser's search URL can read an area by the api's own rule without zod
 * (decision 094); polygon.ts builds `polygonField` on `readPolygon`.
 */
export const polygonLimits = { pointsMin: 3, pointsMax: 100, textMax: 4000 } as const;

/** One corner: [lng, lat]. */
export type PolygonPoint = readonly [lng: number, lat: number];
export type Polygon = readonly PolygonPoint[];

/** Twice the signed area (shoelace): zero for corners on one line. */
export function doubledArea(points: Polygon): number {
  let sum = 0;
  for (const [index, [x1, y1]] of points.entries()) {
    const [x2, y2] = points[(index + 1) % points.length] as PolygonPoint;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

const samePoint = (a: PolygonPoint | undefined, b: PolygonPoint | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** The corners of `lng lat,lng lat,…`, the closing corner dropped; null when it is not that form. */
export function parsePolygon(text: string): Polygon | null {
  const points = text
    .trim()
    .split(',')
    .map((pair) => pair.trim().split(/\s+/).map(Number));
  if (!points.every((pair) => pair.length === 2 && pair.every((n) => Number.isFinite(n)))) return null;
  const corners = points as unknown as PolygonPoint[];
  if (corners.length > 1 && samePoint(corners[0], corners.at(-1))) corners.pop();
  return corners;
}

/** Whether corners make an area the api takes: 3–100 of them, on the globe, not all on one line. */
export function isValidPolygon(points: Polygon): boolean {
  const { pointsMin, pointsMax } = polygonLimits;
  const inRange = points.every(([lng, lat]) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90);
  return inRange && points.length >= pointsMin && points.length <= pointsMax && doubledArea(points) !== 0;
}

/** The area a text describes, by the api's rule (`polygonField`); null when the api would refuse it. */
export function readPolygon(text: string): Polygon | null {
  const trimmed = text.trim();
  if (trimmed.length > polygonLimits.textMax) return null;
  const points = parsePolygon(trimmed);
  return points && isValidPolygon(points) ? points : null;
}

/** The form the api and the web's URL carry: six decimals (about 10 cm) are plenty for a drawn line. */
export function formatPolygon(points: Polygon): string {
  const round = (n: number) => Number(n.toFixed(6));
  return points.map(([lng, lat]) => `${round(lng)} ${round(lat)}`).join(',');
}

/** `[west, south, east, north]` around the corners. */
export function polygonBBox(points: Polygon): readonly [number, number, number, number] {
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
