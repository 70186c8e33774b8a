import type { SearchFilters, SortOption } from '@krov/contracts';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import type { PropertyRow } from '../listings.repository.ts';
import { listingColumns, properties, propertyPhotos } from '../listings.schema.ts';
import { type SearchPlace, searchCondition } from './search-conditions.ts';
import { after, orderBy, sortOrder } from './search-sorts.ts';

/** What one search asks: the filters (their place already found), the time the public rule uses. */
export interface SearchWhere {
  filters: SearchFilters;
  place: SearchPlace | null;
  now: Date;
}

export interface SearchPageQuery extends SearchWhere {
  sort: SortOption;
  /** The last row of the previous page, from the cursor. */
  after: { key: string; id: string } | null;
  limit: number;
}

/** A listing of a page and its sort key as PostgreSQL writes it (the next cursor is made from the last). */
export type SearchRow = PropertyRow & { sortKey: string };

/** The search's SQL: a keyset page and the bounded count (docs/search-indexes.md has their plans). */
export function createSearchRepository(db: Database) {
  return {
    async page(query: SearchPageQuery): Promise<SearchRow[]> {
      const order = sortOrder(properties, query.sort);
      return db
        .select({ ...listingColumns, sortKey: sql<string>`(${order.key})::text` })
        .from(properties)
        .where(
          and(
            searchCondition(properties, query.filters, query.place, query.now),
            query.after ? after(properties, order, query.after) : undefined,
          ),
        )
        .orderBy(orderBy(properties, order))
        .limit(query.limit);
    },

    /** The matching listings, counted up to `upTo` (a count never reads more rows than that). */
    async countUpTo(where: SearchWhere, upTo: number): Promise<number> {
      const matching = db
        .select({ one: sql`1` })
        .from(properties)
        .where(searchCondition(properties, where.filters, where.place, where.now))
        .limit(upTo)
        .as('matching');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
      return row?.count ?? 0;
    },

    /** Planner statistics of the tables the search reads (search.jobs.ts says why). */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze ${properties}, ${propertyPhotos}`);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
