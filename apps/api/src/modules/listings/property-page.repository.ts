import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { historyQueries } from './history/history.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';
import { publicAt } from './visibility.ts';

/** What similar listings are looked for with (docs/product/DECISIONS.md, Listings: similar listings). */
export interface SimilarQuery {
  id: string;
  listingType: 'sell' | 'rent';
  propertyType: 'house' | 'apartment' | 'land' | 'office';
  size: number;
  price: number | null;
  /** The municipality, the city or the canton. */
  area: { municipalitySlug: string } | { citySlug: string } | { cantonSlug: string };
  tolerance: number;
  /** Already found by a nearer rule. */
  excluded: readonly string[];
  limit: number;
  now: Date;
}

/** The SQL of the property page's list of similar public listings (the newest ones are the search's). */
export function createPropertyPageRepository(db: Database) {
  return {
    /** The lineage's asking prices, oldest first (history/). */
    priceHistory: (lineageId: string) => historyQueries(db).ofLineage(lineageId),
    /** The asking prices of several lineages (a property's offers), oldest first, each naming its listing. */
    priceHistories: (lineageIds: readonly string[]) => historyQueries(db).ofLineages(lineageIds),

    /** Public listings like the given one, newest first (the caller widens the area and the tolerance). */
    async similar(query: SimilarQuery) {
      // Exact decimal bounds in SQL (numeric): 0.7 × 100 is 70, not 70.00000000000001.
      const low = (1 - query.tolerance).toFixed(4);
      const high = (1 + query.tolerance).toFixed(4);
      const within = (column: typeof properties.size | typeof properties.price, value: number) =>
        sql`${column} between ${value}::numeric * ${low}::numeric and ${value}::numeric * ${high}::numeric`;
      const area =
        'municipalitySlug' in query.area
          ? eq(properties.municipalitySlug, query.area.municipalitySlug)
          : 'citySlug' in query.area
            ? eq(properties.citySlug, query.area.citySlug)
            : eq(properties.cantonSlug, query.area.cantonSlug);
      return db
        .select(listingColumns)
        .from(properties)
        .where(
          and(
            publicAt(properties, query.now),
            ne(properties.id, query.id),
            query.excluded.length > 0 ? notInArray(properties.id, [...query.excluded]) : undefined,
            eq(properties.listingType, query.listingType),
            eq(properties.propertyType, query.propertyType),
            area,
            within(properties.size, query.size),
            query.price === null ? undefined : within(properties.price, query.price),
          ),
        )
        .orderBy(desc(properties.publishedAt), desc(properties.id))
        .limit(query.limit);
    },
  };
}

export type PropertyPageRepository = ReturnType<typeof createPropertyPageRepository>;
