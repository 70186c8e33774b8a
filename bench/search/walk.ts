import { searchLimits } from '@krov/contracts';

/** A GET that answers status and parsed body: the in-process app's inject, or fetch. */
export type Get = (path: string) => Promise<{ status: number; body: unknown }>;

interface Page {
  items: unknown[];
  nextCursor: string | null;
}

/**
 * The cursor that opens page `target` (of 24) of a search, found by following `nextCursor` the way
 * "load more" does, in steps of 48 where it can (a keyset cursor names the last row, whatever the
 * page size). Returns the deepest page reached when the results end sooner.
 */
export async function cursorForPage(
  get: Get,
  search: string,
  target: number,
): Promise<{ cursor: string | null; page: number }> {
  const pageSize = searchLimits.pageSize;
  let skip = (target - 1) * pageSize;
  let cursor: string | null = null;
  let reached = 1;
  while (skip > 0) {
    const limit = skip >= searchLimits.pageSizeMax ? searchLimits.pageSizeMax : pageSize;
    const path = `/api/properties?${search}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await get(path);
    if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    const answer = body as Page;
    if (!answer.nextCursor || answer.items.length < limit) return { cursor, page: reached };
    cursor = answer.nextCursor;
    skip -= limit;
    reached += limit / pageSize;
  }
  return { cursor, page: reached };
}
