import { listingTypes, propertyTypes, type SearchFilters, type SortOption } from '@krov/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { listingColumns, properties, propertyPhotos } from '../listings/listings.schema.ts';
import type { PropertyRow } from '../listings/ports.ts';
import { areaRows } from './search-area.ts';
import { type SearchPlace, searchCondition } from './search-conditions.ts';
import { after, orderBy, sortOrder } from './search-sorts.ts';

/** What one search asks: the filters (their place already found), the time the public rule uses. */
export interface SearchWhere {
  filters: SearchFilters;
  place: SearchPlace | null;
  now: Date;
  /** The approved agency `filters.agency` names (null: none). */
  agencyId?: string | null;
  /** One listing per property, its best offer (groupsOffers in search-conditions.ts). */
  grouped?: boolean;
}

export interface SearchPageQuery extends SearchWhere {
  sort: SortOption;
  /** The last row of the previous page, from the cursor. */
  after: { key: string; id: string } | null;
  limit: number;
}

/** A listing of a page and its sort key as PostgreSQL writes it (the next cursor is made from the last). */
export type SearchRow = PropertyRow & { sortKey: string };

/**
 * The sorts whose order says little about a place: walking the price or size index for Sarajevo's
 * flats reads the whole country's large plots and houses first (1.2 s at 1 000 000 listings), while
 * the place's own walks (placeMatches) stop after a page each. The relevant
 * and date orders are independent of the filters, so their walk stops after a page's worth of rows.
 */
function placeSortedBySearch(sort: SortOption): boolean {
  return sort !== 'relevant' && sort !== 'newest' && sort !== 'oldest';
}

/**
 * A price range again, on the price sort's key (the price, a hidden or missing one as ±infinity):
 * redundant with the filter on the price itself, which it never widens, but it is the index's
 * column, so the walk starts at the bound instead of reading every dearer (or cheaper) listing first.
 */
function priceBoundsOnKey(query: SearchPageQuery): SQL[] {
  if (query.sort !== 'price_asc' && query.sort !== 'price_desc') return [];
  const { key } = sortOrder(properties, query.sort);
  const { priceMin, priceMax } = query.filters;
  return [
    ...(priceMin === undefined ? [] : [sql`${key} >= ${priceMin}::numeric`]),
    ...(priceMax === undefined ? [] : [sql`${key} <= ${priceMax}::numeric`]),
  ];
}

/** Above this many (municipality, listing type, property type) walks, one sorted read is cheaper. */
const placeWalksMax = 40;

/**
 * The ids and sort keys a place's price or size page is taken from. Few enough (municipality,
 * listing type, property type) combinations: one ordered walk of the place sort index per
 * combination, each stopping after a page (`limit` rows), merged by the caller's top-n. More: every
 * match from the covering place index, `offset 0` keeping the planner from walking the country's
 * sort index instead (docs/decisions/109-search-place-sort-walks.md).
 */
function placeMatches(query: SearchPageQuery, matching: SQL | undefined, key: SQL): SQL {
  const municipalities = query.place?.municipalities ?? [];
  const listing = query.filters.listingType ? [query.filters.listingType] : listingTypes;
  const types = query.filters.propertyType?.length ? query.filters.propertyType : propertyTypes;
  const walks = municipalities.length * listing.length * types.length;
  if (walks > placeWalksMax) {
    return sql`select ${properties.id} as id, ${key} as key from ${properties} where ${matching} offset 0`;
  }
  const order = orderBy(properties, sortOrder(properties, query.sort));
  const branches = municipalities.flatMap((municipality) =>
    listing.flatMap((listingType) =>
      types.map(
        (propertyType) => sql`(select ${properties.id} as id, ${key} as key from ${properties}
          where ${and(
            matching,
            eq(properties.municipalitySlug, municipality),
            eq(properties.listingType, listingType),
            eq(properties.propertyType, propertyType),
          )}
          order by ${order} limit ${query.limit})`,
      ),
    ),
  );
  return sql.join(branches, sql` union all `);
}

/** The search's SQL: a keyset page and the bounded count (docs/search-indexes.md has their plans). */
export function createSearchRepository(db: Database) {
  return {
    async page(query: SearchPageQuery): Promise<SearchRow[]> {
      const order = sortOrder(properties, query.sort);
      const matching = and(
        searchCondition(properties, query.filters, query.place, query.now, query.agencyId, query.grouped),
        ...priceBoundsOnKey(query),
        query.after ? after(properties, order, query.after) : undefined,
      );
      const columns = { ...listingColumns, sortKey: sql<string>`(${order.key})::text` };
      if (!query.place?.municipalities?.length || !placeSortedBySearch(query.sort)) {
        // Read in the sort's own index, stopping after `limit` matches.
        return db
          .select(columns)
          .from(properties)
          .where(matching)
          .orderBy(orderBy(properties, order))
          .limit(query.limit);
      }
      const direction = sql.raw(`${order.direction} nulls ${order.nulls}`);
      const pageIds = sql`select m.id from (${placeMatches(query, matching, order.key)}) as m
        order by m.key ${direction}, m.id ${direction} limit ${query.limit}`;
      return db
        .select(columns)
        .from(properties)
        .where(sql`${properties.id} in (${pageIds})`)
        .orderBy(orderBy(properties, order))
        .limit(query.limit);
    },

    /**
     * A drawn area's page and its total in one statement (decision 268): every listing inside the
     * area is read to be sorted anyway, so counting them there costs nothing more, where a count
     * of its own walked the area's index a second time. The page's ids are chosen from the area index's
     * columns (index-only reads band by band, search-area.ts), then only those rows are read.
     */
    async areaPage(query: SearchPageQuery): Promise<{ rows: SearchRow[]; total: number }> {
      const order = sortOrder(properties, query.sort);
      const matching = and(
        searchCondition(properties, query.filters, query.place, query.now, query.agencyId, query.grouped),
        ...priceBoundsOnKey(query),
        query.after ? after(properties, order, query.after) : undefined,
      );
      const direction = sql.raw(`${order.direction} nulls ${order.nulls}`);
      const inside = areaRows(
        properties,
        sql`${properties.id} as id, ${order.key} as key`,
        matching,
        query.filters,
      );
      const picked = sql`(select m.id, count(*) over ()::int as total from (${inside}) as m
        order by m.key ${direction}, m.id ${direction} limit ${query.limit}) as picked`;
      const rows = await db
        .select({
          ...listingColumns,
          sortKey: sql<string>`(${order.key})::text`,
          total: sql<number>`picked.total`,
        })
        .from(properties)
        .innerJoin(picked, sql`picked.id = ${properties.id}`)
        .orderBy(orderBy(properties, order));
      return {
        rows: rows.map(({ total: _, ...row }) => row),
        total: rows[0]?.total ?? 0,
      };
    },

    /** The matching listings, counted up to `upTo` (a count never reads more rows than that). */
    async countUpTo(where: SearchWhere, upTo: number): Promise<number> {
      const matching = db
        .select({ one: sql`1` })
        .from(properties)
        .where(
          searchCondition(properties, where.filters, where.place, where.now, where.agencyId, where.grouped),
        )
        .limit(upTo)
        .as('matching');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
      return row?.count ?? 0;
    },

    /**
     * Planner statistics of the tables the search reads, and their visibility maps, which let the
     * covering indexes answer without reading the table (search.jobs.ts says why).
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`vacuum (analyze) ${properties}, ${propertyPhotos}`);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
