import { type BBoxTuple, cellX, cellY } from '@krov/contracts';

// The grid itself is shared with the clients (packages/contracts map-grid.ts): they align their
// boxes to its cells.
export { cellX, cellY, displayLevel, mapGrid } from '@krov/contracts';

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
