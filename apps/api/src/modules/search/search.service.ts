import { type PropertyResponse, type SearchQuery, type SearchResponse, searchLimits } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ListingAccess } from '../listings/ports.ts';
import type { Places } from '../places/ports.ts';
import type { PublicListingCache } from './public-listing-cache.ts';
import type { SearchRepository, SearchRow } from './search.repository.ts';
import { type AgencyLookup, groupsOffers, type SearchPlace } from './search-conditions.ts';
import type { SearchCountCache } from './search-count-cache.ts';
import { decodeCursor, encodeCursor, filtersFingerprint } from './search-cursor.ts';
import { sortKeyTypes } from './search-sorts.ts';

interface Dependencies {
  repository: SearchRepository;
  access: Pick<ListingAccess, 'respondAll'>;
  places: Pick<Places, 'bySlug' | 'municipalitiesOf'>;
  clock: Clock;
  /** Listings' public JSON, shared with the property page (public-listing-cache.ts). */
  listingJson: Pick<PublicListingCache, 'fresh' | 'remember'>;
  agencies: AgencyLookup;
  /** Recent totals by filter set (search-count-cache.ts). */
  totals: SearchCountCache;
  /** The total is exact up to here, a lower bound above (contracts' searchLimits; tests lower it). */
  totalExactMax?: number;
}

const itemsStart = Buffer.from('{"items":[');
const comma = Buffer.from(',');

/**
 * GET /api/properties: public listings by the filters, in keyset pages of one sort, with the total.
 * The answer is bytes: each item is its listing's public JSON, the property page's own, reused
 * while the listing's row is unchanged (no photo query, no serializing, no encoding again).
 */
export function createSearchService(deps: Dependencies) {
  const { repository, access, places, clock, listingJson, totals } = deps;

  /** Each row's public JSON: from the cache when made from the same row, else made (one photo query). */
  async function itemsJson(rows: readonly SearchRow[]): Promise<Buffer[]> {
    const listings = rows.map(({ sortKey: _, ...row }) => row);
    const cached = listings.map((row) => listingJson.fresh(row));
    const missing = listings.filter((_, index) => cached[index] === undefined);
    const answers = await access.respondAll(missing, 'public');
    const made = new Map(
      missing.map((row, index) => [row.id, listingJson.remember(row, answers[index] as PropertyResponse)]),
    );
    return listings.map((row, index) => cached[index] ?? (made.get(row.id) as Buffer));
  }
  const exactMax = deps.totalExactMax ?? searchLimits.totalExactMax;

  /** The place a slug names; unknown is NotFound (the page of a place that does not exist). */
  function placeOf(slug: string | undefined): SearchPlace | null {
    if (slug === undefined) return null;
    const place = places.bySlug(slug);
    if (!place) throw new AppError('NotFound');
    return { kind: place.kind, slug: place.slug, municipalities: places.municipalitiesOf(place.slug) };
  }

  return {
    async search(query: SearchQuery): Promise<Buffer> {
      const { sort, cursor, limit, groupOffers, ...filters } = query;
      const grouped = groupsOffers(groupOffers, filters);
      // Every listing is another answer than one per property: its cursors and totals are apart.
      const fingerprint = filtersFingerprint(groupOffers === false ? { ...filters, groupOffers } : filters);
      const last = cursor === undefined ? null : decodeCursor(cursor, sort, sortKeyTypes[sort], fingerprint);
      const agencyId =
        filters.agency === undefined ? null : await deps.agencies.approvedIdBySlug(filters.agency);
      const where = { filters, place: placeOf(filters.place), now: clock.now(), agencyId, grouped };
      // A first page counts on another connection while the page is read and its items are made:
      // the request takes about the longer of the two, not their sum (decision 111). A later page
      // answers the first page's total (the cursor carries it). A drawn area's page counts as it
      // reads (decision 268).
      const inArea = filters.polygon !== undefined;
      const counting =
        last || inArea
          ? null
          : settled(totals.through(fingerprint, () => repository.countUpTo(where, exactMax + 1)));
      // One row more says whether another page follows.
      const pageQuery = { ...where, sort, after: last, limit: limit + 1 };
      const area = inArea ? await repository.areaPage(pageQuery) : null;
      const rows = area ? area.rows : await repository.page(pageQuery);
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      const items = await itemsJson(page);
      let total: { total: number; totalExact: boolean };
      if (last) total = { total: last.total, totalExact: last.totalExact };
      else {
        // A first page that holds everything is its own total.
        const counted = area
          ? area.total
          : more
            ? await (counting as Promise<() => number>).then((count) => count())
            : page.length;
        total = { total: Math.min(counted, exactMax), totalExact: counted <= exactMax };
      }
      const end = page.at(-1);
      const rest: Omit<SearchResponse, 'items'> = {
        ...total,
        nextCursor:
          more && end
            ? encodeCursor({ sort, key: end.sortKey, id: end.id, ...total, filters: fingerprint })
            : null,
      };
      return Buffer.concat([
        itemsStart,
        ...items.flatMap((item, index) => (index === 0 ? [item] : [comma, item])),
        Buffer.from(`],${JSON.stringify(rest).slice(1)}`),
      ]);
    },
  };
}

/**
 * A promise that never rejects: it holds a function that returns the value or throws the error when
 * called, so a count nobody awaits (the page failed, or held everything) is never an unhandled rejection.
 */
function settled<T>(promise: Promise<T>): Promise<() => T> {
  return promise.then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );
}

export type SearchService = ReturnType<typeof createSearchService>;
