import { describe, expect, it } from 'vitest';
import { type BBoxTuple, cellAlignedBbox, cellNorth, cellWest, cellX, cellY, displayLevel } from './index.ts';

const sarajevo: BBoxTuple = [18.391, 43.838, 18.437, 43.871];
const bosnia: BBoxTuple = [15.7, 42.5, 19.7, 45.3];

describe('cellAlignedBbox', () => {
  it('grows a box outward to whole cells of the display level, at most one cell a side', () => {
    for (const box of [sarajevo, bosnia]) {
      for (const zoom of [3, 7, 8, 12, 14, 16, 20]) {
        const level = displayLevel(zoom);
        const [west, south, east, north] = cellAlignedBbox(box, zoom);
        expect(west <= box[0] && south <= box[1] && east >= box[2] && north >= box[3]).toBe(true);
        // Each edge is a cell's edge, to nine decimals outward.
        const x0 = cellX(box[0], level);
        const x1 = cellX(box[2], level);
        const y0 = cellY(box[3], level);
        const y1 = cellY(box[1], level);
        expect(west).toBeCloseTo(cellWest(x0, level), 8);
        expect(east).toBeCloseTo(cellWest(x1 + 1, level), 8);
        expect(north).toBeCloseTo(cellNorth(y0, level), 8);
        expect(south).toBeCloseTo(cellNorth(y1 + 1, level), 8);
        expect(west).toBeLessThanOrEqual(cellWest(x0, level));
        expect(north).toBeGreaterThanOrEqual(cellNorth(y0, level));
      }
    }
  });

  it('nine decimals at most, inside the world', () => {
    const [west, south, east, north] = cellAlignedBbox([-180, -85, 180, 85], 1);
    expect([west, south, east, north]).toEqual([-180, expect.any(Number), 180, expect.any(Number)]);
    expect(south).toBeGreaterThanOrEqual(-90);
    expect(north).toBeLessThanOrEqual(90);
    for (const value of cellAlignedBbox(sarajevo, 13)) {
      expect(Math.abs(value * 1e9 - Math.round(value * 1e9))).toBeLessThan(1e-3);
    }
  });
});
