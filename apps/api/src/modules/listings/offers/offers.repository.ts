import { and, between, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { properties, propertyPhotos } from '../listings.schema.ts';
import { confirmationOf, publicAt } from '../ports.ts';
import type { OfferCandidate } from './offer-grouping.ts';
import type { OfferFacts } from './offer-matcher.ts';
import { offerSeparations } from './offers.schema.ts';

/** A listing as the grouping reads it: its facts, its group, what ranks it, and whether it is public. */
export interface OfferRow extends OfferCandidate {
  public: boolean;
  ownerId: string;
  agencyId: string | null;
}

/** One key for every regrouping: two listings grouped at once would each make a group of their own. */
const groupingLock = 30_245;

const metresPerDegreeLat = 111_320;

const rowColumns = (now: Date) => ({
  id: properties.id,
  ownerId: properties.ownerId,
  agencyId: properties.agencyId,
  listingType: properties.listingType,
  propertyType: properties.propertyType,
  lat: properties.lat,
  lng: properties.lng,
  size: properties.size,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  floor: properties.floor,
  price: properties.price,
  hidePrice: properties.hidePrice,
  confirmedAt: sql<Date | null>`${confirmationOf(properties)}`.mapWith((value) =>
    value ? new Date(value) : null,
  ),
  createdAt: properties.createdAt,
  groupId: properties.offerGroupId,
  lead: properties.offerLead,
  public: sql<boolean>`coalesce(${publicAt(properties, now)}, false)`.mapWith(Boolean),
});

/** The offer grouping's SQL (its own table, and the two columns of listings it keeps). */
export function createOffersRepository(db: Database) {
  /** The rows of these listings with their photos' hashes, in the order of `ids`. */
  async function rowsOf(ids: readonly string[], now: Date): Promise<OfferRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(rowColumns(now))
      .from(properties)
      .where(inArray(properties.id, [...ids]));
    const photos = await db
      .select({ propertyId: propertyPhotos.propertyId, phash: propertyPhotos.phash })
      .from(propertyPhotos)
      .where(and(inArray(propertyPhotos.propertyId, [...ids]), isNotNull(propertyPhotos.phash)));
    const hashes = new Map<string, bigint[]>();
    for (const photo of photos)
      hashes.set(photo.propertyId, [...(hashes.get(photo.propertyId) ?? []), photo.phash as bigint]);
    const byId = new Map(
      rows.map((row) => [
        row.id,
        { ...row, advertiser: row.agencyId ?? row.ownerId, photoHashes: hashes.get(row.id) ?? [] },
      ]),
    );
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  return {
    /** Serialises every change of groups until the transaction ends (a retried job waits, then finds it done). */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${groupingLock})`);
    },

    async row(id: string, now: Date): Promise<OfferRow | null> {
      return (await rowsOf([id], now))[0] ?? null;
    },

    rowsOf,

    /**
     * The public listings that could be the same property: the same listing and property type, in
     * a box around the pin (properties_lat_lng_idx) and a band of sizes. The matcher decides.
     */
    async candidates(facts: OfferFacts, metres: number, sizeShare: number, now: Date): Promise<OfferRow[]> {
      const dLat = metres / metresPerDegreeLat;
      const dLng = metres / (metresPerDegreeLat * Math.cos((facts.lat * Math.PI) / 180));
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(
          and(
            publicAt(properties, now),
            eq(properties.listingType, facts.listingType),
            eq(properties.propertyType, facts.propertyType),
            between(properties.lat, facts.lat - dLat, facts.lat + dLat),
            between(properties.lng, facts.lng - dLng, facts.lng + dLng),
            between(properties.size, facts.size * (1 - sizeShare), facts.size / (1 - sizeShare)),
            ne(properties.id, facts.id),
          ),
        )
        .limit(200);
      return rowsOf(
        rows.map((row) => row.id),
        now,
      );
    },

    /** Every listing of these groups. */
    async members(groupIds: readonly string[], now: Date): Promise<OfferRow[]> {
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(inArray(properties.offerGroupId, [...groupIds]))
        .orderBy(properties.id);
      return rowsOf(
        rows.map((row) => row.id),
        now,
      );
    },

    /** The listings an advertiser said are not the same property as this one. */
    async separatedFrom(id: string): Promise<Set<string>> {
      const rows = await db
        .select({ firstId: offerSeparations.firstId, secondId: offerSeparations.secondId })
        .from(offerSeparations)
        .where(or(eq(offerSeparations.firstId, id), eq(offerSeparations.secondId, id)));
      return new Set(rows.map((row) => (row.firstId === id ? row.secondId : row.firstId)));
    },

    /** Remembers a pair kept apart; answers false when it was already. */
    async separate(a: string, b: string, saidBy: string, now: Date): Promise<boolean> {
      const [firstId, secondId] = a < b ? [a, b] : [b, a];
      const rows = await db
        .insert(offerSeparations)
        .values({ firstId, secondId, saidBy, createdAt: now })
        .onConflictDoNothing()
        .returning({ firstId: offerSeparations.firstId });
      return rows.length > 0;
    },

    /** Every pair a listing was kept apart from may be grouped again (an admin found the owner wrong). */
    async forgetSeparations(id: string): Promise<string[]> {
      const rows = await db
        .delete(offerSeparations)
        .where(or(eq(offerSeparations.firstId, id), eq(offerSeparations.secondId, id)))
        .returning({ firstId: offerSeparations.firstId, secondId: offerSeparations.secondId });
      return rows.map((row) => (row.firstId === id ? row.secondId : row.firstId));
    },

    /** Public listings in id order after `after` (the full pass's reading). */
    async publicBatch(after: string | null, limit: number, now: Date): Promise<OfferRow[]> {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(publicAt(properties, now), after ? gt(properties.id, after) : undefined))
        .orderBy(properties.id)
        .limit(limit);
      return rowsOf(
        rows.map((row) => row.id),
        now,
      );
    },

    /** Every pair kept apart, both ways (few: each an advertiser's word). */
    async allSeparations(): Promise<Map<string, Set<string>>> {
      const rows = await db.select().from(offerSeparations);
      const separated = new Map<string, Set<string>>();
      const add = (a: string, b: string) => separated.set(a, (separated.get(a) ?? new Set()).add(b));
      for (const row of rows) {
        add(row.firstId, row.secondId);
        add(row.secondId, row.firstId);
      }
      return separated;
    },

    /** Every listing out of its group (the full pass writes the groups anew after it). */
    async clearAll(): Promise<void> {
      await db
        .update(properties)
        .set({ offerGroupId: null, offerLead: true })
        .where(or(isNotNull(properties.offerGroupId), eq(properties.offerLead, false)));
    },

    /** Many listings' groups and leads in one statement. */
    async assignMany(rows: readonly { id: string; groupId: string; lead: boolean }[]): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::uuid, ${row.groupId}::uuid, ${row.lead}::boolean)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${properties} set offer_group_id = v.group_id, offer_lead = v.lead
        from (values ${values}) as v(id, group_id, lead) where ${properties.id} = v.id`);
    },

    /**
     * Writes listings' group and which one leads it; only rows that change are written (and
     * locked), and their count is answered.
     */
    async assign(ids: readonly string[], groupId: string | null, leadId: string | null): Promise<number> {
      if (ids.length === 0) return 0;
      const changed = await db
        .update(properties)
        .set({
          offerGroupId: groupId,
          offerLead: leadId === null ? true : sql`${properties.id} = ${leadId}`,
        })
        .where(
          and(
            inArray(properties.id, [...ids]),
            sql`(${properties.offerGroupId} is distinct from ${groupId} or ${properties.offerLead} is distinct from ${leadId === null ? sql`true` : sql`${properties.id} = ${leadId}`})`,
          ),
        )
        .returning({ id: properties.id });
      return changed.length;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
