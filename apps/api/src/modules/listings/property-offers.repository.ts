import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { properties } from './listings.schema.ts';
import { publicAt } from './visibility.ts';

/** A listing as one offer of its property (issue 30): what the offers list and the merged history read. */
export interface OfferRow {
  id: string;
  offerGroupId: string;
  ownerId: string;
  agencyId: string | null;
  price: number | null;
  hidePrice: boolean;
  lineageId: string | null;
  firstListedAt: Date | null;
}

/**
 * The offer groups' public members (the grouping, modules/offers, keeps `offer_group_id` and
 * `offer_lead`): a few rows per group through properties_offer_group_idx.
 */
export function createPropertyOffersRepository(db: Database) {
  const p = properties;
  return {
    /**
     * The public listings of the given groups, each group's best offer first: its lead, then the
     * cheapest public price (on request last), then the first published.
     */
    async publicMembers(groupIds: readonly string[], now: Date): Promise<OfferRow[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({
          id: p.id,
          offerGroupId: sql<string>`${p.offerGroupId}`,
          ownerId: p.ownerId,
          agencyId: p.agencyId,
          price: p.price,
          hidePrice: p.hidePrice,
          lineageId: p.lineageId,
          firstListedAt: p.firstListedAt,
        })
        .from(p)
        .where(sql`${inArray(p.offerGroupId, [...new Set(groupIds)])} and ${publicAt(p, now)}`)
        .orderBy(
          desc(p.offerLead),
          sql`coalesce(${p.publicPrice}, 'Infinity'::numeric)`,
          asc(p.publishedAt),
          asc(p.id),
        );
      return rows;
    },
  };
}

export type PropertyOffersRepository = ReturnType<typeof createPropertyOffersRepository>;
