import type { BBoxTuple } from '@krov/contracts';
import type { CellSum, Kinds, MapRepository } from './map.repository.ts';
import { cellRange } from './map-grid.ts';

/**
 * By default, straddling cells holding at most this many listings are read point by point at once rather than
 * a level finer: a few thousand points cost about a millisecond through the points' GiST index,
 * while each finer level of a city's edges cost 4–17 ms at 1 000 000 listings (Sarajevo at zoom 12,
 * bench/BENCHMARKS.md, tenth run).
 */
export const pointsReadMax = 4_000;

/**
 * Sums the public listings of a box by display cell from the cell-count pyramid
 * (docs/decisions/081-map-exact-counts.md). A pyramid cell whose listings all lie in the box is taken
 * whole; one that straddles the box's edge is replaced by its children, level by level, until the
 * straddling cells are few enough (pointsReadMax) or the finest, then read point by point. A cell that holds a listing which lapsed
 * before the expire job turned it is corrected: its count and centroid without it, its extent kept.
 */
export async function sumFromPyramid(
  repository: Pick<MapRepository, 'cells' | 'lapsed' | 'pointsByCell'>,
  query: {
    bbox: BBoxTuple;
    level: number;
    kinds: Kinds;
    now: Date;
    pointsReadMax: number;
    /** The pyramid's finest level (the price bands stop coarser than the cells). */
    finestLevel: number;
  },
): Promise<CellSum[]> {
  const { bbox, kinds, now, pointsReadMax, finestLevel } = query;
  const display = query.level;
  const lapsed = await repository.lapsed(bbox, kinds, now);
  const sums = new CellSums();
  let level = display;
  let within: { level: number; xs: number[]; ys: number[] } | null = null;
  let straddling: CellSum[] = [];
  for (;;) {
    const cells = await repository.cells(level, cellRange(bbox, level), kinds, within);
    const unresolved: CellSum[] = [];
    for (const cell of cells) {
      if (disjoint(cell, bbox)) continue;
      const whole = wholeCell(cell, bbox, lapsed);
      if (whole) sums.add(whole, level - display);
      else unresolved.push(cell);
    }
    const toRead = unresolved.reduce((sum, cell) => sum + cell.count, 0);
    if (unresolved.length === 0 || level === finestLevel || toRead <= pointsReadMax) {
      straddling = unresolved;
      break;
    }
    within = { level, xs: unresolved.map((cell) => cell.x), ys: unresolved.map((cell) => cell.y) };
    level += 1;
  }
  // Extents of different cells never overlap, so no point is read twice.
  if (straddling.length > 0) {
    const pieces = straddling.map((cell) => intersection(cell, bbox));
    for (const piece of await repository.pointsByCell(pieces, kinds, now, display)) sums.add(piece, 0);
  }
  return sums.values();
}

/** Display cells being summed from pieces of finer levels. */
export class CellSums {
  readonly #byCell = new Map<string, CellSum>();

  /** Adds a piece of a cell `finer` levels below the display level. */
  add(piece: CellSum, finer: number): void {
    const x = piece.x >> finer;
    const y = piece.y >> finer;
    const key = `${x},${y}`;
    const sum = this.#byCell.get(key);
    if (!sum) {
      this.#byCell.set(key, { ...piece, x, y });
      return;
    }
    sum.count += piece.count;
    sum.sumLat += piece.sumLat;
    sum.sumLng += piece.sumLng;
    sum.south = Math.min(sum.south, piece.south);
    sum.north = Math.max(sum.north, piece.north);
    sum.west = Math.min(sum.west, piece.west);
    sum.east = Math.max(sum.east, piece.east);
  }

  values(): CellSum[] {
    return [...this.#byCell.values()];
  }
}

interface Point {
  lat: number;
  lng: number;
}

function disjoint(cell: CellSum, [west, south, east, north]: BBoxTuple): boolean {
  return cell.east < west || cell.west > east || cell.north < south || cell.south > north;
}

function inside(cell: CellSum, [west, south, east, north]: BBoxTuple): boolean {
  return cell.west >= west && cell.east <= east && cell.south >= south && cell.north <= north;
}

/**
 * A cell's sum when all of its listings lie in the box, less the lapsed ones inside it; null when it
 * straddles the box and must be read finer. A lapsed listing on the extent's edge leaves the extent
 * as it was: an outer bound of the cell's public listings until the expire job recounts the cell
 * (within a minute), which a cluster's bbox may be (decision 081); reading the cell finer for an
 * exact edge cost a level of reads per lapsed listing.
 */
function wholeCell(cell: CellSum, bbox: BBoxTuple, lapsed: readonly Point[]): CellSum | null {
  if (!inside(cell, bbox)) return null;
  // A point within a cell's extent belongs to that cell: extents of different cells never overlap.
  const within = lapsed.filter(
    (p) => p.lat >= cell.south && p.lat <= cell.north && p.lng >= cell.west && p.lng <= cell.east,
  );
  if (within.length === 0) return cell;
  return {
    ...cell,
    count: cell.count - within.length,
    sumLat: within.reduce((sum, p) => sum - p.lat, cell.sumLat),
    sumLng: within.reduce((sum, p) => sum - p.lng, cell.sumLng),
  };
}

function intersection(cell: CellSum, [west, south, east, north]: BBoxTuple): BBoxTuple {
  return [
    Math.max(cell.west, west),
    Math.max(cell.south, south),
    Math.min(cell.east, east),
    Math.min(cell.north, north),
  ];
}
