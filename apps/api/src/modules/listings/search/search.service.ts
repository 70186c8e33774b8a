import { type SearchQuery, type SearchResponse, searchLimits } from '@krov/contracts';
import type { Clock } from '../../../platform/clock/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { Places } from '../../places/places.service.ts';
import type { ListingAccess } from '../listing-access.ts';
import type { SearchRepository } from './search.repository.ts';
import type { SearchPlace } from './search-conditions.ts';
import { decodeCursor, encodeCursor } from './search-cursor.ts';
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
      const last = cursor === undefined ? null : decodeCursor(cursor, sort, sortKeyTypes[sort]);
      const where = { filters, place: placeOf(filters.place), now: clock.now() };
      // One row more than the page says whether another page follows.
      const rows = await repository.page({ ...where, sort, after: last, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      // A first page that holds everything is its own total: no count query.
      const counted = last === null && !more ? page.length : await repository.countUpTo(where, exactMax + 1);
      const end = page.at(-1);
      return {
        items: await access.respondAll(page, 'public'),
        total: Math.min(counted, exactMax),
        totalExact: counted <= exactMax,
        nextCursor: more && end ? encodeCursor({ sort, key: end.sortKey, id: end.id }) : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
