import type { ListingStatus } from '@krov/contracts';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { foldedWords } from '../places/ports.ts';
import type { PropertyRow } from './listings.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';

/** The orders the database sorts by itself ("most viewed" needs the counters: the service's). */
export type OwnListingsOrder = 'newest' | 'expiring' | 'priceHigh' | 'priceLow';

/** Whose listings: the user's, and their agency's as their role allows (`agent`: the owner's filter). */
export interface MyScope {
  userId: string;
  agencyId: string | null;
  agencyOwner: boolean;
  agent?: string | 'none' | undefined;
}

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
  /**
   * The listings a user manages: their own; with an agency, the agency's too for its owner
   * (narrowed by `agent` to those one person holds, "none" for the owner's own), the ones assigned
   * to them for an agent.
   */
  const scopeOf = (scope: MyScope): SQL => {
    const own = eq(properties.ownerId, scope.userId);
    if (!scope.agencyId) return own;
    if (!scope.agencyOwner) {
      return or(
        own,
        and(eq(properties.agencyId, scope.agencyId), eq(properties.agentId, scope.userId)),
      ) as SQL;
    }
    const agency = eq(properties.agencyId, scope.agencyId);
    // Who holds a listing: its agent, else its owner (listing-agencies.ts contactOf); "none": the
    // agency's owner themself (nobody else was given it).
    const holder = sql`coalesce(${properties.agentId}, ${properties.ownerId})`;
    if (scope.agent)
      return and(agency, sql`${holder} = ${scope.agent === 'none' ? scope.userId : scope.agent}`) as SQL;
    return or(own, agency) as SQL;
  };

  const whereOf = (scope: MyScope, filter: OwnListingsFilter) => {
    const conditions: SQL[] = [
      scopeOf(scope),
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
      scope: MyScope,
      filter: OwnListingsFilter,
      { order, limit, offset }: { order: OwnListingsOrder; limit: number; offset: number },
    ): Promise<{ rows: PropertyRow[]; total: number }> {
      const where = whereOf(scope, filter);
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
    async ids(scope: MyScope, filter: OwnListingsFilter): Promise<string[]> {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(whereOf(scope, filter))
        .orderBy(...orders.newest);
      return rows.map((row) => row.id);
    },

    /** How many listings of each status the user manages (the tabs' counts). */
    async countsByStatus(scope: MyScope): Promise<Record<ListingStatus, number>> {
      const rows = await db
        .select({ status: properties.status, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(and(scopeOf(scope), isNull(properties.deletedAt)))
        .groupBy(properties.status);
      const counts = { listed: 0, expired: 0, hidden: 0, unpaid: 0 };
      for (const row of rows) counts[row.status] = row.count;
      return counts;
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
