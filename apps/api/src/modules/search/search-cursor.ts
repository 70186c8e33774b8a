import { createHash } from 'node:crypto';
import type { SearchFilters, SortOption } from '@krov/contracts';
import { fieldError } from '../../platform/errors/app-error.ts';

/**
 * The search's page cursor: opaque to clients (base64url of JSON), it carries the sort it belongs
 * to and the last row's key and id. The key is PostgreSQL's own text of the value (a timestamp to
 * the microsecond, an exact decimal), so reading it back loses nothing a JavaScript Date or
 * number would. It also carries the first page's total, which later pages answer instead of
 * counting again (the count is most of a page's database time at 1 000 000 listings; "load more"
 * keeps showing the number the visitor saw), and a fingerprint of the filters it was made for, so
 * a cursor sent with other filters is refused rather than answered with the wrong total.
 */
export interface SearchCursor {
  sort: SortOption;
  key: string;
  id: string;
  total: number;
  totalExact: boolean;
  filters: string;
}

/** The filters' fingerprint: the same for the same filters in any order of keys or list items. */
export function filtersFingerprint(filters: SearchFilters & { groupOffers?: boolean }): string {
  const canonical = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}

/** What PostgreSQL writes for a timestamptz (ISO DateStyle) or a numeric (Infinity for "on request"). */
const keyPatterns = {
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})$/,
  numeric: /^(-?\d{1,20}(\.\d{1,6})?|-?Infinity)$/,
} as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pattern lets "2026-02-31" through; PostgreSQL would refuse it with an error, not a 400. */
function realDate(text: string): boolean {
  const [year, month, day, hour, minute, second] = (text.match(/\d+/g) ?? []).map(Number) as number[];
  const date = new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month as number) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function encodeCursor(cursor: SearchCursor): string {
  const fields = [
    cursor.sort,
    cursor.key,
    cursor.id,
    cursor.total,
    cursor.totalExact ? 1 : 0,
    cursor.filters,
  ];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/**
 * The cursor of a page of this sort, key type and filters; anything else (malformed, edited, or from
 * another sort or search) is `Invalid` on the field, as a schema failure would be.
 */
export function decodeCursor(
  raw: string,
  sort: SortOption,
  keyType: keyof typeof keyPatterns,
  filters: string,
): SearchCursor {
  const invalid = fieldError('cursor', 'Invalid');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parsed) || parsed.length !== 6) throw invalid;
  const [cursorSort, key, id, total, exact, cursorFilters] = parsed as unknown[];
  if (cursorSort !== sort || cursorFilters !== filters) throw invalid;
  if (!Number.isSafeInteger(total) || (total as number) < 0 || (exact !== 0 && exact !== 1)) throw invalid;
  if (typeof key !== 'string' || !keyPatterns[keyType].test(key)) throw invalid;
  if (keyType === 'timestamptz' && !realDate(key)) throw invalid;
  if (typeof id !== 'string' || !uuidPattern.test(id)) throw invalid;
  return { sort, key, id, total: total as number, totalExact: exact === 1, filters };
}
