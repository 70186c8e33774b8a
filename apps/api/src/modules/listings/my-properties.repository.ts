import type { ListingStats, ListingStatus, MyPropertiesSort } from '@krov/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { propertyDailyCounters } from '../analytics/analytics.schema.ts';
import { foldedWords } from '../places/place-folding.ts';
import type { PropertyRow } from './listings.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';

export interface MyPropertiesPage {
  status: ListingStatus;
  sort: MyPropertiesSort;
  /** What the owner typed; every folded word must occur in the address or the description. */
  text: string | undefined;
  limit: number;
  offset: number;
}

/**
 * /me/properties' list: one tab of the owner's listings with what each has drawn (the daily
 * counters of the analytics module, added up), searched by words and sorted as the owner asks.
 * An owner has at most a few hundred listings (the agency limit), so the counters are summed over
 * the owner's rows on every read, never kept twice.
 */
export function createMyPropertiesRepository(db: Database) {
  return {
    async page(ownerId: string, page: MyPropertiesPage) {
      const totals = db
        .select({
          propertyId: propertyDailyCounters.propertyId,
          views: sql<number>`sum(${propertyDailyCounters.views})::int`.as('views'),
          saves: sql<number>`sum(${propertyDailyCounters.saves})::int`.as('saves'),
          // A contact is someone who reached the owner: a phone reveal (and, with messaging, a chat).
          contacts:
            sql<number>`sum(${propertyDailyCounters.contacts} + ${propertyDailyCounters.phoneReveals})::int`.as(
              'contacts',
            ),
        })
        .from(propertyDailyCounters)
        .innerJoin(properties, eq(properties.id, propertyDailyCounters.propertyId))
        .where(eq(properties.ownerId, ownerId))
        .groupBy(propertyDailyCounters.propertyId)
        .as('totals');

      const conditions: SQL[] = [
        eq(properties.ownerId, ownerId),
        eq(properties.status, page.status),
        isNull(properties.deletedAt),
      ];
      // Folded words are [a-z0-9] only: nothing in them is a LIKE wildcard.
      for (const word of foldedWords(page.text ?? '')) {
        conditions.push(
          sql`krov_fold(${properties.address} || ' ' || ${properties.description}) like ${`%${word}%`}`,
        );
      }
      const where = and(...conditions);
      const views = sql`coalesce(${totals.views}, 0)`;
      const orders: Record<MyPropertiesSort, SQL[]> = {
        newest: [desc(properties.createdAt), desc(properties.id)],
        expiring: [
          sql`${properties.validUntil} asc nulls last`,
          desc(properties.createdAt),
          desc(properties.id),
        ],
        mostViewed: [sql`${views} desc`, desc(properties.createdAt), desc(properties.id)],
        priceHigh: [sql`${properties.price} desc nulls last`, desc(properties.id)],
        priceLow: [sql`${properties.price} asc nulls last`, asc(properties.id)],
      };

      const rows = await db
        .select({
          ...listingColumns,
          statViews: sql<number>`coalesce(${totals.views}, 0)::int`,
          statSaves: sql<number>`coalesce(${totals.saves}, 0)::int`,
          statContacts: sql<number>`coalesce(${totals.contacts}, 0)::int`,
        })
        .from(properties)
        .leftJoin(totals, eq(totals.propertyId, properties.id))
        .where(where)
        .orderBy(...orders[page.sort])
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(properties).where(where);
      return {
        rows: rows.map(({ statViews, statSaves, statContacts, ...row }) => ({
          row: row as PropertyRow,
          stats: { views: statViews, saves: statSaves, contacts: statContacts } satisfies ListingStats,
        })),
        total: total?.count ?? 0,
      };
    },
  };
}

export type MyPropertiesRepository = ReturnType<typeof createMyPropertiesRepository>;
