import { polygonField } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { areaOf, freehandArea, isBigEnough, type Pixel, simplifyPath } from './freehand';

/** A circle drawn by a steady hand: `steps` pointer positions around (cx, cy). */
function circle(steps: number, radius = 100, cx = 200, cy = 200): Pixel[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: cx + radius * Math.cos((2 * Math.PI * i) / steps),
    y: cy + radius * Math.sin((2 * Math.PI * i) / steps),
  }));
}

/** A made-up projection: 1000 pixels a degree from Sarajevo's corner, y growing southward. */
const toLngLat = ({ x, y }: Pixel) => [18 + x / 1000, 44 - y / 1000] as const;

describe('a freehand path', () => {
  it('keeps at most 100 corners however long the line, and still looks like what was drawn', () => {
    for (const steps of [50, 400, 5000]) {
      const corners = simplifyPath(circle(steps, 300));
      expect(corners.length).toBeLessThanOrEqual(100);
      expect(corners.length).toBeGreaterThanOrEqual(8);
      for (const { x, y } of corners) expect(Math.abs(Math.hypot(x - 200, y - 200) - 300)).toBeLessThan(1e-6);
    }
    // A wiggly line (a trembling finger) needs a coarser tolerance to fit, and gets it.
    const wiggly = circle(3000, 300).map(({ x, y }, i) => ({ x: x + (i % 2) * 6, y: y - (i % 3) * 6 }));
    expect(simplifyPath(wiggly).length).toBeLessThanOrEqual(100);
    expect(simplifyPath(circle(400), 12).length).toBeLessThanOrEqual(12);
  });

  it('drops repeated points and the end that returns to the start (the area closes itself)', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
      { x: 1, y: 1 },
    ];
    expect(simplifyPath(square)).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ]);
  });

  it('refuses a tap, a slip, a stroke and a tiny loop as too small', () => {
    expect(isBigEnough(simplifyPath([{ x: 5, y: 5 }]))).toBe(false);
    expect(
      isBigEnough(
        simplifyPath([
          { x: 5, y: 5 },
          { x: 200, y: 9 },
        ]),
      ),
    ).toBe(false);
    const stroke = [
      { x: 0, y: 0 },
      { x: 300, y: 2 },
      { x: 0, y: 4 },
    ];
    expect(isBigEnough(simplifyPath(stroke))).toBe(false);
    expect(isBigEnough(simplifyPath(circle(60, 8)))).toBe(false);
    expect(isBigEnough(simplifyPath(circle(60, 40)))).toBe(true);
    expect(freehandArea(circle(60, 8), toLngLat)).toEqual({ problem: 'tooSmall' });
  });

  it('becomes the area the api takes: [lng, lat] corners with six decimals', () => {
    const result = freehandArea(circle(500, 150), toLngLat);
    if (!('area' in result)) throw new Error('expected an area');
    expect(result.area.length).toBeGreaterThanOrEqual(3);
    expect(result.area.length).toBeLessThanOrEqual(100);
    for (const [lng, lat] of result.area) {
      expect(lng).toBeCloseTo(Number(lng.toFixed(6)), 9);
      expect(lng).toBeGreaterThanOrEqual(18.05 - 1e-9);
      expect(lng).toBeLessThanOrEqual(18.35 + 1e-9);
      expect(lat).toBeGreaterThanOrEqual(43.65 - 1e-9);
      expect(lat).toBeLessThanOrEqual(43.95 + 1e-9);
    }
    const text = result.area.map(([lng, lat]) => `${lng} ${lat}`).join(',');
    expect(polygonField.parse(text)).toEqual(result.area);
  });

  it('an edited area is refused when its corners fall on one line', () => {
    expect(
      areaOf([
        [18.1, 43.8],
        [18.2, 43.8],
        [18.3, 43.8],
      ]),
    ).toBeNull();
    expect(
      areaOf([
        [18.1, 43.8],
        [18.2, 43.8],
        [18.15, 43.9],
      ]),
    ).toHaveLength(3);
  });
});
