import { and, desc, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { soldVisibleMs } from './lifecycle.ts';
import { properties, propertyDailyCounters, propertyViews, savedProperties } from './listings.schema.ts';

/** lifecycle.ts isPublic as SQL: listed and valid, or sold while listed within the last 30 days. */
export function publicAt(now: Date): SQL {
  return and(
    eq(properties.status, 'listed'),
    isNull(properties.deletedAt),
    or(
      and(isNull(properties.soldAt), gt(properties.validUntil, now)),
      and(
        eq(properties.soldWhileListed, true),
        gt(properties.soldAt, new Date(now.getTime() - soldVisibleMs)),
      ),
    ),
  ) as SQL;
}

/** What similar listings are looked for with (docs/product/DECISIONS.md, Listings: similar listings). */
export interface SimilarQuery {
  id: string;
  listingType: 'sell' | 'rent';
  propertyType: 'house' | 'apartment' | 'land' | 'office';
  size: number;
  price: number | null;
  /** Same municipality, else same city. */
  area: { municipalitySlug: string } | { citySlug: string };
  tolerance: number;
  limit: number;
  now: Date;
}

/** The SQL of the property page: saving, views, similar and newest listings. */
export function propertyPageQueries(db: Database) {
  return {
    /** Saves once; answers whether this call stored it (false: it was saved already). */
    async save(userId: string, propertyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(savedProperties)
        .values({ userId, propertyId, createdAt: now })
        .onConflictDoNothing()
        .returning({ propertyId: savedProperties.propertyId });
      return rows.length > 0;
    },

    async unsave(userId: string, propertyId: string): Promise<void> {
      await db
        .delete(savedProperties)
        .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
    },

    async isSaved(userId: string, propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ propertyId: savedProperties.propertyId })
        .from(savedProperties)
        .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
      return row !== undefined;
    },

    /** One view of the day; a repeat by the same visitor on the same day is ignored. */
    async recordView(propertyId: string, visitor: string, day: string): Promise<void> {
      await db.insert(propertyViews).values({ propertyId, visitor, day }).onConflictDoNothing();
    },

    /**
     * Adds the views not yet counted to the daily counters in one statement (rows are marked,
     * not deleted, so a repeat on the same day still finds its row), then drops the rows of
     * days before `today`, which no repeat can match any more. Answers how many views it counted.
     */
    async countViews(today: string): Promise<number> {
      const result = await db.execute(sql`
        with marked as (
          update ${propertyViews} set counted = true
          where not ${propertyViews.counted}
          returning ${propertyViews.propertyId} as property_id, ${propertyViews.day} as day
        ), added as (
          -- A data-modifying CTE runs whether or not the select reads it.
          insert into ${propertyDailyCounters} (property_id, day, views)
          select property_id, day, count(*)::int from marked group by property_id, day
          on conflict (property_id, day)
          do update set views = ${propertyDailyCounters}.views + excluded.views
        )
        select count(*)::int as views from marked`);
      await db
        .delete(propertyViews)
        .where(and(eq(propertyViews.counted, true), sql`${propertyViews.day} < ${today}`));
      // node-postgres and PGlite both answer { rows }.
      const { rows } = result as unknown as { rows: Array<{ views: number }> };
      return Number(rows[0]?.views ?? 0);
    },

    /** Public listings like the given one, newest first (the caller falls back from municipality to city). */
    async similar(query: SimilarQuery) {
      // Exact decimal bounds in SQL (numeric): 0.7 × 100 is 70, not 70.00000000000001.
      const low = (1 - query.tolerance).toFixed(4);
      const high = (1 + query.tolerance).toFixed(4);
      const within = (column: typeof properties.size | typeof properties.price, value: number) =>
        sql`${column} between ${value}::numeric * ${low}::numeric and ${value}::numeric * ${high}::numeric`;
      const area =
        'municipalitySlug' in query.area
          ? eq(properties.municipalitySlug, query.area.municipalitySlug)
          : eq(properties.citySlug, query.area.citySlug);
      return db
        .select()
        .from(properties)
        .where(
          and(
            publicAt(query.now),
            ne(properties.id, query.id),
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

    /** The newest public listings (by publishing). */
    async newest(now: Date, limit: number) {
      return db
        .select()
        .from(properties)
        .where(publicAt(now))
        .orderBy(desc(properties.publishedAt), desc(properties.id))
        .limit(limit);
    },
  };
}
