import { type SearchQuery, type SearchResponse, searchLimits } from '@krov/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { Places } from '../../places/places.service.ts';
import type { ListingAccess } from '../listing-access.ts';
import type { SearchRepository } from './search.repository.ts';
import type { SearchPlace } from './search-conditions.ts';
import { decodeCursor, encodeCursor, filtersFingerprint } from './search-cursor.ts';
import { sortKeyTypes } from './search-sorts.ts';

interface Dependencies {
  repository: SearchRepository;
  access: Pick<ListingAccess, 'respondAll'>;
  places: Pick<Places, 'bySlug' | 'municipalitiesOf'>;
  clock: Clock;
  /** The total is exact up to here, a lower bound above (contracts' searchLimits; tests lower it). */
  totalExactMax?: number;
}

/** GET /api/properties: public listings by the filters, in keyset pages of one sort, with the total. */
export function createSearchService(deps: Dependencies) {
  const { repository, access, places, clock } = deps;
  const exactMax = deps.totalExactMax ?? searchLimits.totalExactMax;

  /** The place a slug names; unknown is NotFound (the page of a place that does not exist). */
  function placeOf(slug: string | undefined): SearchPlace | null {
    if (slug === undefined) return null;
    const place = places.bySlug(slug);
    if (!place) throw new AppError('NotFound');
    return { kind: place.kind, slug: place.slug, municipalities: places.municipalitiesOf(place.slug) };
  }

  return {
    async search(query: SearchQuery): Promise<SearchResponse> {
      const { sort, cursor, limit, ...filters } = query;
      const fingerprint = filtersFingerprint(filters);
      const last = cursor === undefined ? null : decodeCursor(cursor, sort, sortKeyTypes[sort], fingerprint);
      const where = { filters, place: placeOf(filters.place), now: clock.now() };
      // One row more says whether another page follows.
      const rows = await repository.page({ ...where, sort, after: last, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      // A later page answers the first page's total (the cursor carries it); a first page that
      // holds everything is its own total; any other first page counts, up to the bound.
      let total: { total: number; totalExact: boolean };
      if (last) total = { total: last.total, totalExact: last.totalExact };
      else {
        const counted = more ? await repository.countUpTo(where, exactMax + 1) : page.length;
        total = { total: Math.min(counted, exactMax), totalExact: counted <= exactMax };
      }
      const end = page.at(-1);
      return {
        items: await access.respondAll(page, 'public'),
        ...total,
        nextCursor:
          more && end
            ? encodeCursor({ sort, key: end.sortKey, id: end.id, ...total, filters: fingerprint })
            : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
