import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { samePhotoMaxDistance } from './perceptual-hash.ts';

/**
 * The lookup of a photo's near copies (issue 30, decision 242). Two hashes at most
 * `samePhotoMaxDistance` (4) bits apart agree exactly on at least one of five disjoint bands of the
 * 64 bits (pigeonhole: four differing bits touch at most four bands). So a photo's candidates are
 * the rows equal to it in band 0, 1, 2, 3 or 4 — five equality lookups in five btree expression
 * indexes (`property_photos_phash_band{0..4}_idx`), OR-ed by the planner into one bitmap scan — and
 * the exact distance is counted on those few only.
 *
 * Bands 0–3 are 13 bits, band 4 the remaining 12 (bits 52–63). The shift is arithmetic on the
 * signed bigint; the mask keeps the band's bits only, so the sign does not leak into a band.
 */
export const photoHashBands = [
  { shift: 0, mask: 8191 },
  { shift: 13, mask: 8191 },
  { shift: 26, mask: 8191 },
  { shift: 39, mask: 8191 },
  { shift: 52, mask: 4095 },
] as const;

if (photoHashBands.length !== samePhotoMaxDistance + 1) {
  throw new Error('the pigeonhole needs one band more than the differing bits allowed');
}

/**
 * The SQL of band `index` of a hash column (the index's expression and the query's, written by
 * this one function so the planner matches them: an expression index serves only the same expression).
 */
export function photoHashBandSql(column: SQLWrapper, index: number): SQL {
  const band = photoHashBands[index];
  if (!band) throw new Error(`no band ${index}`);
  return sql`((${column} >> ${sql.raw(String(band.shift))}) & ${sql.raw(String(band.mask))})`;
}

/** Band `index` of a hash, computed here (the value the query compares the indexed expression with). */
export function photoHashBand(hash: bigint, index: number): bigint {
  const band = photoHashBands[index];
  if (!band) throw new Error(`no band ${index}`);
  return (hash >> BigInt(band.shift)) & BigInt(band.mask);
}
