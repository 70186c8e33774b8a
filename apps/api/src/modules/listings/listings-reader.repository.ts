import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { PropertyRow } from './listings.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';
import { publicAt } from './visibility.ts';

/** The SQL of the read-only view other modules use (listings-reader.ts): always the public rule. */
export function createListingsReaderRepository(db: Database) {
  return {
    /** Those of the listings that are public now, in one query (any order). */
    async publicByIds(ids: readonly string[], now: Date): Promise<PropertyRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(listingColumns)
        .from(properties)
        .where(and(inArray(properties.id, [...ids]), publicAt(properties, now)));
    },

    /** Those of the listings that exist, whatever their state (any order). */
    async byIds(ids: readonly string[]): Promise<PropertyRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(listingColumns)
        .from(properties)
        .where(inArray(properties.id, [...ids]));
    },

    /** Every listing of an agency (not deleted), whatever its state. */
    async ofAgency(agencyId: string) {
      return db
        .select({ id: properties.id, address: properties.address, agentId: properties.agentId })
        .from(properties)
        .where(and(eq(properties.agencyId, agencyId), isNull(properties.deletedAt)));
    },

    /** An agency's public listings counted by listing type and assigned agent (null: none). */
    async publicCountsOfAgency(agencyId: string, now: Date) {
      return db
        .select({
          listingType: properties.listingType,
          agentId: properties.agentId,
          count: sql<number>`count(*)::int`,
        })
        .from(properties)
        .where(and(eq(properties.agencyId, agencyId), publicAt(properties, now)))
        .groupBy(properties.listingType, properties.agentId);
    },

    /**
     * An agency's listings asked to confirm and not confirmed (waiting while public, or hidden as
     * unconfirmed), counted by who answers for each: its agent, else its owner (contactOf).
     */
    async awaitingConfirmationOfAgency(agencyId: string) {
      const holder = sql<string>`coalesce(${properties.agentId}, ${properties.ownerId})`;
      return db
        .select({ userId: holder, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(
          and(
            eq(properties.agencyId, agencyId),
            isNull(properties.deletedAt),
            isNull(properties.soldAt),
            or(
              and(eq(properties.status, 'listed'), isNotNull(properties.confirmBy)),
              and(eq(properties.status, 'hidden'), isNotNull(properties.hiddenUnconfirmedAt)),
            ),
          ),
        )
        .groupBy(holder);
    },

    /** Public listings counted per agency (agencies without one are absent). */
    async publicCountsPerAgency(now: Date) {
      return db
        .select({ agencyId: sql<string>`${properties.agencyId}`, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(and(isNotNull(properties.agencyId), publicAt(properties, now)))
        .groupBy(properties.agencyId);
    },

    /** The listing's folded, stemmed text document as text (alerts match saved free text against it). */
    async searchDocument(id: string): Promise<string> {
      const [row] = await db
        .select({ document: sql<string>`${properties.searchDocument}::text` })
        .from(properties)
        .where(eq(properties.id, id));
      return row?.document ?? '';
    },
  };
}

export type ListingsReaderRepository = ReturnType<typeof createListingsReaderRepository>;
