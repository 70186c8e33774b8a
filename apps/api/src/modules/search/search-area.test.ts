import type { Polygon } from '@krov/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaReadsMax, bandRunsOf } from './search-area.ts';

/** Inside or on the edge of a polygon (even-odd rule; points on an edge count as inside). */
function inside([x, y]: readonly [number, number], polygon: Polygon): boolean {
  let crossings = false;
  for (const [index, [x1, y1]] of polygon.entries()) {
    const [x2, y2] = polygon[(index + 1) % polygon.length] as readonly [number, number];
    const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    const between =
      Math.min(y1, y2) <= y && y <= Math.max(y1, y2) && Math.min(x1, x2) <= x && x <= Math.max(x1, x2);
    if (cross === 0 && between) return true;
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) / (y2 - y1)) * (x2 - x1)) crossings = !crossings;
  }
  return crossings;
}

/** Whether the band runs hold a point as PostgreSQL files it in the area index (floor(lat * 100)). */
const held = (point: readonly [number, number], polygon: Polygon) =>
  bandRunsOf(polygon).some(
    (run) =>
      run.first <= Math.floor(point[1] * 100) &&
      Math.floor(point[1] * 100) <= run.last &&
      run.west <= point[0] &&
      point[0] <= run.east,
  );

const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true });

describe('bandRunsOf: a drawn area as runs of the area index (decision 268)', () => {
  it('holds every point inside the area, its corners and edges included', () => {
    const corner = fc.tuple(coordinate(18.2, 18.5), coordinate(43.7, 43.95));
    fc.assert(
      fc.property(
        fc.array(corner, { minLength: 3, maxLength: 12 }),
        fc.array(corner, { maxLength: 40 }),
        (polygon, points) => {
          for (const point of [...polygon, ...points].filter((each) => inside(each, polygon))) {
            expect(held(point, polygon), JSON.stringify({ point, polygon })).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads each band over the area’s own longitudes there, not its box’s', () => {
    // A triangle pointing north: the higher the band, the narrower its run.
    const triangle: Polygon = [
      [18.3, 43.8],
      [18.5, 43.8],
      [18.4, 43.85],
    ];
    const runs = bandRunsOf(triangle);
    expect(runs.map((run) => [run.first, run.last])).toEqual([
      [4380, 4380],
      [4381, 4381],
      [4382, 4382],
      [4383, 4383],
      [4384, 4384],
      [4385, 4385],
    ]);
    expect((runs[0] as { east: number }).east - (runs[0] as { west: number }).west).toBeCloseTo(0.2, 6);
    expect((runs[4] as { east: number }).east - (runs[4] as { west: number }).west).toBeCloseTo(0.04, 6);
    expect(
      held(
        [18.31, 43.845],
        runs.length
          ? [
              [18.3, 43.8],
              [18.5, 43.8],
              [18.4, 43.85],
            ]
          : [],
      ),
    ).toBe(false);
  });

  it('reads an area larger than the country in at most 64 runs, still holding all of it', () => {
    const country: Polygon = [
      [10, 40],
      [25, 40],
      [25, 48],
      [10, 48],
    ];
    const runs = bandRunsOf(country);
    expect(runs.length).toBeLessThanOrEqual(areaReadsMax);
    expect(runs[0]?.first).toBe(4000);
    expect(runs.at(-1)?.last).toBe(4800);
    for (const [index, run] of runs.entries()) {
      if (index > 0) expect(run.first).toBe((runs[index - 1]?.last ?? 0) + 1);
    }
  });
});
