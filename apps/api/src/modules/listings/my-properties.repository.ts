import type { ListingStatus } from '@krov/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { foldedWords } from '../places/place-folding.ts';
import type { PropertyRow } from './listings.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';

/** The orders the database sorts by itself ("most viewed" needs the counters: the service's). */
export type OwnListingsOrder = 'newest' | 'expiring' | 'priceHigh' | 'priceLow';

export interface OwnListingsFilter {
  status: ListingStatus;
  /** What the owner typed; every folded word must occur in the address or the description. */
  text: string | undefined;
}

const orders: Record<OwnListingsOrder, SQL[]> = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  expiring: [sql`${properties.validUntil} asc nulls last`, desc(properties.createdAt), desc(properties.id)],
  // The owner sees their own price even when it is hidden; a listing without one comes last.
  priceHigh: [sql`${properties.price} desc nulls last`, desc(properties.id)],
  priceLow: [sql`${properties.price} asc nulls last`, asc(properties.id)],
};

/**
 * /me/properties' list: one tab of the owner's listings, searched by words and sorted. An owner
 * has at most a few hundred listings in a tab (the agency limit), so the words are matched on the
 * folded text of the owner's rows (properties_owner_status_idx narrows to them), not on an index.
 */
export function createMyPropertiesRepository(db: Database) {
  const whereOf = (ownerId: string, filter: OwnListingsFilter) => {
    const conditions: SQL[] = [
      eq(properties.ownerId, ownerId),
      eq(properties.status, filter.status),
      isNull(properties.deletedAt),
    ];
    // Folded words are [a-z0-9] only: nothing in them is a LIKE wildcard.
    for (const word of foldedWords(filter.text ?? '')) {
      conditions.push(
        sql`krov_fold(${properties.address} || ' ' || ${properties.description}) like ${`%${word}%`}`,
      );
    }
    return and(...conditions);
  };

  return {
    async page(
      ownerId: string,
      filter: OwnListingsFilter,
      { order, limit, offset }: { order: OwnListingsOrder; limit: number; offset: number },
    ): Promise<{ rows: PropertyRow[]; total: number }> {
      const where = whereOf(ownerId, filter);
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(where)
        .orderBy(...orders[order])
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(properties).where(where);
      return { rows, total: total?.count ?? 0 };
    },

    /** Every id of the tab, newest first: for an order the database cannot make alone. */
    async ids(ownerId: string, filter: OwnListingsFilter): Promise<string[]> {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(whereOf(ownerId, filter))
        .orderBy(...orders.newest);
      return rows.map((row) => row.id);
    },

    /** The rows of these ids, in the order given. */
    async byIds(ids: readonly string[]): Promise<PropertyRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(inArray(properties.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type MyPropertiesRepository = ReturnType<typeof createMyPropertiesRepository>;
