import type { NotifyFrequency } from '@krov/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { ListingMatchFacts } from '../listings/ports.ts';
import { savedSearches, savedSearchMatches } from './alerts.schema.ts';
import { listingKeys } from './match-keys.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = Omit<typeof savedSearches.$inferInsert, 'id'>;
export type SavedSearchRowWithCount = SavedSearchRow & { newMatches: number };

/** A listing that met a saved search just now. */
export interface NewMatch {
  savedSearchId: string;
  userId: string;
  notify: NotifyFrequency;
}

/** A daily match waiting for its digest. */
export interface PendingDigestMatch {
  savedSearchId: string;
  lineageId: string;
  propertyId: string;
  userId: string;
}

const savedSearchColumns = getTableColumns(savedSearches);
const newMatches = sql<number>`(select count(*)::int from ${savedSearchMatches} m
  where m.saved_search_id = ${savedSearches.id} and m.matched_at > ${savedSearches.seenAt})`;

/**
 * The statement of insertMatches (below): apart so the plan test (matching-plan.test.ts) explains
 * exactly what the job runs.
 */
export function insertMatchesStatement(facts: ListingMatchFacts, now: Date): SQL {
  const s = savedSearches;
  const at = sql`${now.toISOString()}::timestamptz`;
  // The deal's own bounds: their statistics see that market's prices alone (migrations/0049).
  const bounds =
    facts.listingType === 'rent'
      ? { ceiling: s.matchRentCeiling, floor: s.matchRentFloor }
      : { ceiling: s.matchSaleCeiling, floor: s.matchSaleFloor };
  // Every column read here is in each of the deal's two key indexes (migrations/0049): the plan
  // test (matching-plan.test.ts) fails when one is not.
  const indexed = sql`${s.userId} <> ${facts.ownerId}::uuid
      and (${s.listingType} is null or ${s.listingType} = ${facts.listingType})
      and (${s.propertyTypes} is null or ${facts.propertyType} = any(${s.propertyTypes}))
      and (${s.placeSlug} is null or ${s.placeSlug} = any(${sql.param(facts.placeSlugs)}::text[]))
      and (${s.west} is null or (${facts.lng}::float8 between ${s.west} and ${s.east}
           and ${facts.lat}::float8 between ${s.south} and ${s.north}))
      and (${s.priceMin} is null or ${facts.publicPrice}::numeric >= ${s.priceMin})
      and (${s.priceMax} is null or ${facts.publicPrice}::numeric <= ${s.priceMax})
      and (${s.sizeMin} is null or ${facts.size}::numeric >= ${s.sizeMin})
      and (${s.sizeMax} is null or ${facts.size}::numeric <= ${s.sizeMax})
      and (${s.bedroomsMin} is null or ${facts.bedrooms}::int >= ${s.bedroomsMin})
      and (${s.bathroomsMin} is null or ${facts.bathrooms}::int >= ${s.bathroomsMin})
      and (${s.features} is null or ${s.features} <@ ${sql.param(facts.features)}::text[])
      and (not ${s.withPhotos} or ${facts.photoCount}::int > 0)
      and (not ${s.withFloorPlan} or ${facts.floorPlanCount}::int > 0)
      and (not ${s.withVideo} or ${facts.hasVideo}::boolean)
      and (${s.textQuery} is null
           or ${facts.searchDocument}::tsvector @@ to_tsquery('serbian', krov_fold(${s.textQuery})))
      and (${s.agency} is null or ${s.agency} = ${facts.agencySlug})
      and (${s.confirmedWithinDays} is null or ${facts.confirmedAt}::timestamptz
           >= ${at} - make_interval(days => ${s.confirmedWithinDays}))`;
  const candidate = sql`select ${s.id} as id, ${s.userId} as user_id, ${s.notifyFrequency} as notify,
           ${s.matchNeedsRow} as needs_row from ${s}`;
  return sql`
      insert into ${savedSearchMatches} (saved_search_id, lineage_id, property_id, user_id, notify, matched_at, delivered_at)
      select c.id, ${facts.lineageId}::uuid, ${facts.id}::uuid, c.user_id, c.notify, ${at},
             case when c.notify = 'daily' then null else ${at} end
      from (
        ${candidate}
        where ${s.matchKey} = any(${sql.param(listingKeys(facts))}::text[])
          and ${bounds.ceiling} >= coalesce(${facts.publicPrice}::float8, 'Infinity'::float8)
          and ${bounds.floor} <= coalesce(${facts.publicPrice}::float8, '-Infinity'::float8)
          and ${indexed}
        union all
        ${candidate}
        where ${s.matchKey} is null and ${indexed}
      ) c
      -- A scalar subquery: read by the primary key per candidate, never hashed over the table.
      where not c.needs_row
         or point(${facts.lng}::float8, ${facts.lat}::float8) <@ (select r.polygon from ${s} r where r.id = c.id)
      on conflict do nothing
      returning saved_search_id, user_id, notify`;
}

/** The SQL of saved searches and their matches. Bound to a transaction when given one. */
export function createAlertsRepository(db: Database) {
  return {
    async list(userId: string): Promise<SavedSearchRowWithCount[]> {
      return db
        .select({ ...savedSearchColumns, newMatches })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async one(id: string, userId: string): Promise<SavedSearchRowWithCount | undefined> {
      const [row] = await db
        .select({ ...savedSearchColumns, newMatches })
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return row;
    },

    /** Serialises a user's creations (their limit and the double submit) until the transaction ends. */
    async lockUser(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.count ?? 0;
    },

    /** The user's search with exactly these filters (jsonb equality ignores key order). */
    async withFilters(userId: string, filters: object): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.userId, userId),
            sql`${savedSearches.filters} = ${JSON.stringify(filters)}::jsonb`,
          ),
        );
      return row;
    },

    async insert(row: NewSavedSearch): Promise<SavedSearchRow> {
      const [inserted] = await db.insert(savedSearches).values(row).returning();
      if (!inserted) throw new Error('saved search insert returned nothing');
      return inserted;
    },

    async update(id: string, userId: string, changes: Partial<NewSavedSearch>): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set(changes)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * Records the listing against every saved search its facts meet, once per search and lineage
     * (the primary key: a second runner or a republication inserts nothing), and answers the new
     * matches. The candidates are the searches holding one of the listing's keys with a price
     * ceiling at or above its price and a floor at or below it (match-keys.ts: ranges of a btree
     * that carries the columns read here, so no table row is read), and those not keyed yet; each condition after is the
     * search's own (search-conditions.ts) turned around: a null column filters nothing. A drawn
     * area is too large for the indexes: a candidate with one (match_needs_row) is read from the
     * table for it. The owner's own searches are left out: nobody needs an alert
     * about their own listing.
     */
    async insertMatches(facts: ListingMatchFacts, now: Date): Promise<NewMatch[]> {
      // A listing many searches want makes the plan's cost pass jit_above_cost, and the server then
      // compiles it: 20 ms of JIT for a statement of 150 (BENCHMARKS.md, issue 31 point 6). Off for
      // the transaction the matching runs in (matchListing's).
      await db.execute(sql`set local jit = off`);
      const result = await db.execute<{
        saved_search_id: string;
        user_id: string;
        notify: NotifyFrequency;
      }>(insertMatchesStatement(facts, now));
      return (
        (result as { rows: unknown[] }).rows as {
          saved_search_id: string;
          user_id: string;
          notify: NotifyFrequency;
        }[]
      ).map((row) => ({ savedSearchId: row.saved_search_id, userId: row.user_id, notify: row.notify }));
    },

    /**
     * Daily matches made before the cutoff and not yet in a digest, for the next `users` users
     * after `afterUser` (a keyset over saved_search_matches_pending_idx: each batch starts where
     * the last ended instead of stepping over the users already done).
     */
    async pendingDigest(
      cutoff: Date,
      users: number,
      afterUser: string | null,
    ): Promise<PendingDigestMatch[]> {
      const m = savedSearchMatches;
      const pending = and(isNull(m.deliveredAt), lt(m.matchedAt, cutoff));
      const after = afterUser ? gt(m.userId, afterUser) : undefined;
      const nextUsers = db
        .selectDistinct({ userId: m.userId })
        .from(m)
        .where(and(pending, after))
        .orderBy(m.userId)
        .limit(users);
      return db
        .select({
          savedSearchId: m.savedSearchId,
          lineageId: m.lineageId,
          propertyId: m.propertyId,
          userId: m.userId,
        })
        .from(m)
        .where(and(pending, inArray(m.userId, nextUsers)))
        .orderBy(asc(m.userId), asc(m.matchedAt));
    },

    /**
     * Takes the users' pending matches for this digest (in the caller's transaction), answering
     * those taken now with whether their search is still daily; a racing runner takes none twice.
     */
    async claimDigest(
      userIds: readonly string[],
      cutoff: Date,
      now: Date,
    ): Promise<(PendingDigestMatch & { stillDaily: boolean })[]> {
      if (userIds.length === 0) return [];
      const m = savedSearchMatches;
      const taken = await db
        .update(m)
        .set({ deliveredAt: now })
        .where(and(isNull(m.deliveredAt), lt(m.matchedAt, cutoff), inArray(m.userId, [...userIds])))
        .returning({
          savedSearchId: m.savedSearchId,
          lineageId: m.lineageId,
          propertyId: m.propertyId,
          userId: m.userId,
        });
      if (taken.length === 0) return [];
      const daily = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            inArray(savedSearches.id, [...new Set(taken.map((row) => row.savedSearchId))]),
            eq(savedSearches.notifyFrequency, 'daily'),
          ),
        );
      const dailyIds = new Set(daily.map((row) => row.id));
      return taken.map((row) => ({ ...row, stillDaily: dailyIds.has(row.savedSearchId) }));
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
