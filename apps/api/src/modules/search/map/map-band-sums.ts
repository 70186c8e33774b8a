import type { BBoxTuple } from '@krov/contracts';
import type { CellSum, Kinds, MapRepository } from './map.repository.ts';
import { priceBandFinestLevel, splitByBands } from './map-price-bands.ts';
import { CellSums, sumFromPyramid } from './map-pyramid.ts';

/**
 * Sums a box's public listings within a price filter by display cell (docs/decisions/080-map-cell-pyramid.md):
 * the bands wholly inside the filter from the pyramid's band cells, as sumFromPyramid sums the
 * cells, and the parts of the (at most two) bands the filter's ends cut read point by point by
 * price. Each listing falls in exactly one of those price ranges, so none is counted twice.
 */
export async function sumWithPriceBands(
  repository: Pick<MapRepository, 'bandCells' | 'lapsed' | 'pointsByCell' | 'pricedByCell'>,
  query: { bbox: BBoxTuple; level: number; kinds: Kinds; now: Date; pointsReadMax: number },
  price: { min: number | undefined; max: number | undefined },
): Promise<CellSum[]> {
  const { whole, partial } = splitByBands(price.min, price.max);
  const sums = new CellSums();
  if (whole) {
    const wholeBands: Parameters<typeof sumFromPyramid>[0] = {
      cells: (level, range, kinds, within) => repository.bandCells(level, range, kinds, whole, within),
      lapsed: (bbox, kinds, now) => repository.lapsed(bbox, kinds, now, whole.prices),
      pointsByCell: (boxes, kinds, now, level) =>
        repository.pointsByCell(boxes, kinds, now, level, whole.prices),
    };
    const cells = await sumFromPyramid(wholeBands, { ...query, finestLevel: priceBandFinestLevel });
    for (const cell of cells) sums.add(cell, 0);
  }
  for (const prices of partial) {
    const { bbox, kinds, now, level } = query;
    for (const piece of await repository.pricedByCell(bbox, kinds, now, level, prices)) sums.add(piece, 0);
  }
  return sums.values();
}
