import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { properties } from '../listings.schema.ts';
import { listingPriceHistory } from './history.schema.ts';

/** A price a property was asked at, from a time on. */
export interface PriceHistoryEntry {
  price: number | null;
  hidden: boolean;
  changedAt: Date;
}

/** The listing a relisting continues: its lineage and when that was first listed. */
export interface Lineage {
  lineageId: string;
  firstListedAt: Date;
}

/** What makes two listings one property (relisting.ts). */
export interface RelistingProbe {
  id: string;
  ownerId: string;
  listingType: string;
  propertyType: string;
  size: number;
  lat: number;
  lng: number;
}

/** Relisting: the same owner, type and kind, within 100 m and 5 % of the size, taken down within 180 days. */
const relistingRadiusMetres = 100;
const relistingSizeShare = 0.05;
const relistingDays = 180;

/** The SQL of price history and lineages (in the owner's transaction). */
export function historyQueries(db: Database) {
  return {
    async record(lineageId: string, propertyId: string, entry: PriceHistoryEntry): Promise<void> {
      await db.insert(listingPriceHistory).values({ lineageId, propertyId, ...entry });
    },

    async ofLineage(lineageId: string): Promise<PriceHistoryEntry[]> {
      return db
        .select({
          price: listingPriceHistory.price,
          hidden: listingPriceHistory.hidden,
          changedAt: listingPriceHistory.changedAt,
        })
        .from(listingPriceHistory)
        .where(eq(listingPriceHistory.lineageId, lineageId))
        .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id));
    },

    /** The entries of several lineages (a property's offers, issue 30), oldest first, each with its listing. */
    async ofLineages(
      lineageIds: readonly string[],
    ): Promise<(PriceHistoryEntry & { lineageId: string; propertyId: string })[]> {
      if (lineageIds.length === 0) return [];
      return db
        .select({
          price: listingPriceHistory.price,
          hidden: listingPriceHistory.hidden,
          changedAt: listingPriceHistory.changedAt,
          lineageId: listingPriceHistory.lineageId,
          propertyId: listingPriceHistory.propertyId,
        })
        .from(listingPriceHistory)
        .where(inArray(listingPriceHistory.lineageId, [...lineageIds]))
        .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id));
    },

    /**
     * The lineage a new listing continues, when it is the same property put up again: a listing of
     * the same owner, listing and property type, that was listed before and is no longer public
     * (deleted, expired, hidden or sold), its pin within 100 m and its size within 5 %.
     */
    async relistedLineage(probe: RelistingProbe, now: Date): Promise<Lineage | null> {
      const p = properties;
      const since = new Date(now.getTime() - relistingDays * 24 * 3600 * 1000);
      // Metres on an equirectangular projection: exact enough at 100 m.
      const distance = sql`6371000 * sqrt(power(radians(${p.lat} - ${probe.lat}), 2)
        + power(radians(${p.lng} - ${probe.lng}) * cos(radians(${probe.lat})), 2))`;
      const [row] = await db
        .select({ lineageId: sql<string>`coalesce(${p.lineageId}, ${p.id})`, firstListedAt: p.firstListedAt })
        .from(p)
        .where(
          and(
            eq(p.ownerId, probe.ownerId),
            eq(p.listingType, probe.listingType as 'sell'),
            eq(p.propertyType, probe.propertyType as 'house'),
            ne(p.id, probe.id),
            isNotNull(p.firstListedAt),
            or(isNotNull(p.deletedAt), sql`${p.status} in ('expired', 'hidden')`, isNotNull(p.soldAt)),
            sql`${p.updatedAt} >= ${since.toISOString()}::timestamptz`,
            sql`abs(${p.size} - ${probe.size}) <= ${relistingSizeShare * probe.size}`,
            sql`${distance} <= ${relistingRadiusMetres}`,
          ),
        )
        .orderBy(desc(p.updatedAt))
        .limit(1);
      return row?.firstListedAt ? { lineageId: row.lineageId, firstListedAt: row.firstListedAt } : null;
    },

    /**
     * Listings published without passing through the lifecycle (bulk loads: the demo data, the
     * bench) become their own lineage, first listed and priced when published, like migration 0019.
     */
    async adoptUnlineaged(): Promise<void> {
      const p = properties;
      await db.execute(sql`insert into ${listingPriceHistory} (lineage_id, property_id, price, hidden, changed_at)
        select ${p.id}, ${p.id}, ${p.price}, ${p.hidePrice}, ${p.publishedAt} from ${p}
        where ${p.publishedAt} is not null and ${p.lineageId} is null`);
      await db.execute(sql`update ${p} set lineage_id = ${p.id}, first_listed_at = ${p.publishedAt}
        where ${p.publishedAt} is not null and ${p.lineageId} is null`);
    },

    async setLineage(id: string, lineage: Lineage): Promise<void> {
      await db
        .update(properties)
        .set({ lineageId: lineage.lineageId, firstListedAt: lineage.firstListedAt })
        .where(eq(properties.id, id));
    },
  };
}

export type HistoryQueries = ReturnType<typeof historyQueries>;
