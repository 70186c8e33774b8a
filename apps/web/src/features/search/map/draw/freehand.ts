import { formatPolygon, type Polygon, type PolygonPoint, readPolygon } from '@krov/contracts/polygon-shape';
import simplify from 'simplify-js';

/**
 * A freehand line drawn on the map turned into the search's area (issue 31): the pointer's path in
 * screen pixels is simplified (Ramer–Douglas–Peucker, simplify-js) to at most 100 corners, a shape
 * too small to mean anything is refused, and the corners become [lng, lat] as the URL and the api
 * carry them. Pure: the map's projection comes in as a function.
 */

/** A point on the map's container, in CSS pixels. */
export interface Pixel {
  x: number;
  y: number;
}

export const freehandLimits = {
  /** The api's most (contracts' polygonLimits.pointsMax). */
  cornersMax: 100,
  /** Pixels a simplified line may stray from the drawn one at first; doubled until few enough corners. */
  tolerance: 2,
  /** Both sides of the shape's box at least this many pixels: a tap or a slip is not an area. */
  sideMin: 24,
  /** The shape's own area at least this many square pixels (a long thin stroke is not one either). */
  areaMin: 600,
} as const;

/** Twice the area the corners enclose, in square pixels (shoelace; a self-crossing line may cancel out). */
function pixelArea(points: readonly Pixel[]): number {
  let sum = 0;
  for (const [index, a] of points.entries()) {
    const b = points[(index + 1) % points.length] as Pixel;
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

/** The path without repeated points (a pointer that rests reports the same spot again). */
function withoutRepeats(path: readonly Pixel[]): Pixel[] {
  return path.filter((point, index) => {
    const before = path[index - 1];
    return !before || before.x !== point.x || before.y !== point.y;
  });
}

/**
 * The drawn path with at most `cornersMax` corners: simplified at a tolerance of a couple of pixels
 * (what the eye cannot tell apart), raised until it fits. The end that meets the start is dropped,
 * as the area closes itself.
 */
export function simplifyPath(
  path: readonly Pixel[],
  cornersMax: number = freehandLimits.cornersMax,
): Pixel[] {
  const points = withoutRepeats(path);
  let tolerance: number = freehandLimits.tolerance;
  let corners = simplify(points, tolerance, true);
  while (corners.length > cornersMax) {
    tolerance *= 2;
    corners = simplify(points, tolerance, true);
  }
  const [first, last] = [corners[0], corners.at(-1)];
  if (corners.length > 3 && first && last && Math.hypot(first.x - last.x, first.y - last.y) <= tolerance)
    corners.pop();
  return corners;
}

/** Why a drawn shape is not taken: too few corners, or too small to be an area. */
export type FreehandProblem = 'tooSmall';

/** Whether corners on screen make an area worth searching (three corners, a box and an area of some size). */
export function isBigEnough(corners: readonly Pixel[]): boolean {
  if (corners.length < 3) return false;
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  const width = Math.max(...xs) - Math.min(...xs);
  const height = Math.max(...ys) - Math.min(...ys);
  return (
    width >= freehandLimits.sideMin &&
    height >= freehandLimits.sideMin &&
    pixelArea(corners) >= freehandLimits.areaMin
  );
}

/**
 * The area as the search's URL holds it (six decimals, read back by the api's rule), or null when
 * the api would refuse it (off the world's coordinates, corners on one line after rounding).
 */
export function areaOf(corners: readonly PolygonPoint[]): Polygon | null {
  return readPolygon(formatPolygon(corners));
}

export type FreehandResult = { area: Polygon } | { problem: FreehandProblem };

/** A finished freehand path → the search's area, or why it is refused. */
export function freehandArea(
  path: readonly Pixel[],
  toLngLat: (point: Pixel) => PolygonPoint,
): FreehandResult {
  const corners = simplifyPath(path);
  if (!isBigEnough(corners)) return { problem: 'tooSmall' };
  const area = areaOf(corners.map(toLngLat));
  return area ? { area } : { problem: 'tooSmall' };
}
