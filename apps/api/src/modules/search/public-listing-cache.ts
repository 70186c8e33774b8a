import type { PropertyResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { clockedLru } from '../../platform/clock/clocked-lru.ts';
import { isPublic, type PropertyRow } from '../listings/ports.ts';

/**
 * The public answers of GET /api/properties/{id}, already serialized (docs/decisions.md, Property
 * page). A listing page is read far more often than it changes, and every read used to cost two
 * queries and a validated serialization; on the embedded database each query also blocks the
 * process. An entry lives `ttlMs` at most and is dropped at once when this instance changes the
 * listing (listings' `invalidating`, through the `ListingCaches` view of search-caches.ts), so a
 * visitor sees an edit immediately here and within `ttlMs` on another instance. The owner is never served from it: they see their own listing as it is.
 */
export interface PublicListingCache {
  /**
   * The cached public JSON, when it is fresh, the listing is still public and the viewer is not
   * its owner. UTF-8 bytes: the socket takes them without encoding the text again per request.
   */
  json(id: string, viewerId: string | null): Buffer | undefined;
  /**
   * The cached public JSON of a listing just read as `row` (a search page's), when it was made from
   * the same row: a listing changed elsewhere (another instance) is answered anew, never stale.
   */
  fresh(row: PropertyRow): Buffer | undefined;
  /** Keeps a listing's public answer; returns its JSON. */
  remember(row: PropertyRow, response: PropertyResponse): Buffer;
  forget(id: string): void;
  /**
   * Drops every cached listing of an owner (after any change they made inside a transaction), and
   * every listing of the same offer groups: their `offers` show the owner's price (issue 30).
   */
  forgetOwner(ownerId: string): void;
}

interface Entry {
  /** The row the answer was made from: its owner and its lifecycle state. */
  row: PropertyRow;
  json: Buffer;
}

export interface PublicListingCacheOptions {
  clock: Clock;
  /** How long an answer may be served without looking at the database again; 0 keeps none. */
  ttlMs: number;
  /** How many listings are kept (least recently read go first). */
  maxEntries: number;
}

export function createPublicListingCache({
  clock,
  ttlMs,
  maxEntries,
}: PublicListingCacheOptions): PublicListingCache {
  // 0 keeps nothing: `remember` skips the set.
  const entries = clockedLru<Entry>(clock, ttlMs, maxEntries);
  return {
    json(id, viewerId) {
      const entry = entries.get(id);
      if (!entry || entry.row.ownerId === viewerId) return undefined;
      // Public-ness also ends with time (validity, the days a sold listing stays visible).
      if (!isPublic(entry.row, clock.now())) {
        entries.delete(id);
        return undefined;
      }
      return entry.json;
    },
    fresh(row) {
      const entry = entries.get(row.id);
      return entry && sameRow(entry.row, row) ? entry.json : undefined;
    },
    remember(row, response) {
      const json = Buffer.from(JSON.stringify(response));
      if (ttlMs > 0) entries.set(row.id, { row, json });
      return json;
    },
    forget(id) {
      entries.delete(id);
    },
    forgetOwner(ownerId) {
      const groups = new Set<string>();
      for (const [id, entry] of entries.entries()) {
        if (entry.row.ownerId !== ownerId) continue;
        if (entry.row.offerGroupId) groups.add(entry.row.offerGroupId);
        entries.delete(id);
      }
      if (groups.size === 0) return;
      for (const [id, entry] of entries.entries()) {
        if (entry.row.offerGroupId && groups.has(entry.row.offerGroupId)) entries.delete(id);
      }
    },
  };
}

/** Every column equal (dates by time, arrays by their items): the answer made from one fits the other. */
function sameRow(a: PropertyRow, b: PropertyRow): boolean {
  for (const key of Object.keys(a) as (keyof PropertyRow)[]) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i]))
      continue;
    return false;
  }
  return true;
}
