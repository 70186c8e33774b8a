import { searchLimits, searchQuery } from '@krov/contracts';
import type { Places } from '../../apps/api/src/modules/places/places.service.ts';
import { createSearchRepository } from '../../apps/api/src/modules/search/search.repository.ts';
import { encodeCursor, filtersFingerprint } from '../../apps/api/src/modules/search/search-cursor.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';

/**
 * The cursor that opens page `target` (of 24) of a search, made as the api makes it: the search's
 * own repository reads the rows before that page in one query, and the api's `encodeCursor` names
 * the last, with the first page's total as a cursor carries it (so page 500 costs what it costs
 * after "load more", which does not count again). Following "load more" 250 times gives the same
 * cursor (plan.ts checks it on a shallow page). Returns the deepest page that exists when the
 * results end sooner.
 */
export async function cursorAt(
  db: Database,
  places: Pick<Places, 'bySlug'>,
  search: string,
  target: number,
): Promise<{ cursor: string | null; page: number }> {
  const {
    sort,
    cursor: _cursor,
    limit: _limit,
    ...filters
  } = searchQuery.parse(Object.fromEntries(new URLSearchParams(search)));
  const found = filters.place === undefined ? null : places.bySlug(filters.place);
  if (filters.place !== undefined && !found) throw new Error(`unknown place ${filters.place}`);
  const before = (target - 1) * searchLimits.pageSize;
  const repository = createSearchRepository(db);
  const where = { filters, place: found ? { kind: found.kind, slug: found.slug } : null, now: new Date() };
  const counted = await repository.countUpTo(where, searchLimits.totalExactMax + 1);
  const total = {
    total: Math.min(counted, searchLimits.totalExactMax),
    totalExact: counted <= searchLimits.totalExactMax,
    filters: filtersFingerprint(filters),
  };
  const rows = await repository.page({
    ...where,
    sort,
    after: null,
    // One row more says whether the target page has any.
    limit: before + 1,
  });
  // Where the results end sooner: the last page that still starts with a row.
  const pages = Math.min(target - 1, Math.floor((rows.length - 1) / searchLimits.pageSize));
  const last = rows[pages * searchLimits.pageSize - 1];
  if (pages === 0 || !last) return { cursor: null, page: 1 };
  return { cursor: encodeCursor({ sort, key: last.sortKey, id: last.id, ...total }), page: pages + 1 };
}
