import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { type JobTransaction, jobTransaction } from '../../platform/queue/job-queue.ts';
import { availabilityQueries } from './availability.repository.ts';
import { type HistoryQueries, historyQueries } from './history/history.repository.ts';
import { limitedStatuses } from './lifecycle.ts';
import type { Guard } from './lifecycle-plan.ts';
import { type SetTransition, setPlans } from './lifecycle-sets.ts';
import { listingColumns, properties } from './listings.schema.ts';
import { type PhotoQueries, photoQueries } from './photos.repository.ts';

/** A listing row as repositories answer it (without the search document: listingColumns). */
export type PropertyRow = Omit<typeof properties.$inferSelect, 'searchDocument'>;
export type NewProperty = typeof properties.$inferInsert;
export type PropertyChanges = Partial<Omit<NewProperty, 'id' | 'ownerId' | 'createdAt'>>;
export type { Guard };

/** The guard's conditions (the listing's id and owner aside). */
function guarded(guard: Guard): SQL[] {
  const conditions: SQL[] = [];
  if (!guard.includeDeleted) conditions.push(isNull(properties.deletedAt));
  if (guard.statuses !== 'any') conditions.push(inArray(properties.status, [...guard.statuses]));
  if (!guard.allowSold) conditions.push(isNull(properties.soldAt));
  if (guard.validUntil !== undefined) {
    conditions.push(
      guard.validUntil === null ? isNull(properties.validUntil) : eq(properties.validUntil, guard.validUntil),
    );
  }
  return conditions;
}

/** The SQL of listings, usable on the database or inside a transaction. */
function listingQueries(db: Database) {
  /**
   * The lifecycle table's set-based form (lifecycle-table.ts setPlans): the rows locked by the
   * caller's select, one update per distinct change. Answers the rows as changed.
   */
  async function applySet(rows: readonly PropertyRow[], kind: SetTransition, now: Date, answerBy?: Date) {
    const changed: PropertyRow[] = [];
    for (const { ids, guard, changes } of setPlans(rows, kind, now, answerBy)) {
      changed.push(...(await queries.updateMany(ids, guard, changes)));
    }
    return changed;
  }

  const queries = {
    /** A listing that is not deleted, whoever owns it. */
    async byId(id: string): Promise<PropertyRow | undefined> {
      const [row] = await db
        .select(listingColumns)
        .from(properties)
        .where(and(eq(properties.id, id), isNull(properties.deletedAt)));
      return row;
    },

    async insert(values: NewProperty): Promise<PropertyRow> {
      const [row] = await db.insert(properties).values(values).returning(listingColumns);
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    /** The agency was suspended: its listed listings are hidden, marked as hidden by it (the table's `suspend`). */
    async hideForSuspension(agencyId: string, now: Date): Promise<PropertyRow[]> {
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(
          and(
            eq(properties.agencyId, agencyId),
            eq(properties.status, 'listed'),
            isNull(properties.deletedAt),
          ),
        )
        .for('update');
      return applySet(rows, 'suspend', now);
    },

    /**
     * The agency was reinstated: what its suspension hid is listed again while still valid, else
     * expired (its 30 days ran out meanwhile); what its owners hid themselves stays hidden.
     */
    async showAfterSuspension(agencyId: string, now: Date): Promise<PropertyRow[]> {
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(and(eq(properties.agencyId, agencyId), isNotNull(properties.hiddenBySuspensionAt)))
        .for('update');
      return applySet(rows, 'reinstate', now);
    },

    /** Assigns an agency listing to one of its agents (null: to nobody, the agency's owner). */
    async assignAgent(id: string, agencyId: string, agentId: string | null, now: Date) {
      const [row] = await db
        .update(properties)
        .set({ agentId, updatedAt: now })
        .where(and(eq(properties.id, id), eq(properties.agencyId, agencyId), isNull(properties.deletedAt)))
        .returning(listingColumns);
      return row;
    },

    /** Changes a listing of the owner only if it still is as the guard says; undefined otherwise. */
    async update(
      id: string,
      ownerId: string,
      guard: Guard,
      changes: PropertyChanges,
    ): Promise<PropertyRow | undefined> {
      const conditions = [eq(properties.id, id), eq(properties.ownerId, ownerId), ...guarded(guard)];
      const [row] = await db
        .update(properties)
        .set(changes)
        .where(and(...conditions))
        .returning(listingColumns);
      return row;
    },

    /** The set-based update (lifecycle-apply applySet): these listings, whoever owns them, as the guard says. */
    async updateMany(ids: readonly string[], guard: Guard, changes: PropertyChanges): Promise<PropertyRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(properties)
        .set(changes)
        .where(and(inArray(properties.id, [...ids]), ...guarded(guard)))
        .returning(listingColumns);
    },

    /**
     * Listings that count toward a limit: listed or unpaid, not sold, not deleted; a private user's
     * own (agency listings count toward their agency's), or an agency's.
     */
    async countLimited(ownerId: string, exceptId?: string, agencyId?: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(properties)
        .where(
          and(
            agencyId
              ? eq(properties.agencyId, agencyId)
              : and(eq(properties.ownerId, ownerId), isNull(properties.agencyId)),
            inArray(properties.status, limitedStatuses),
            isNull(properties.soldAt),
            isNull(properties.deletedAt),
            exceptId ? ne(properties.id, exceptId) : undefined,
          ),
        );
      return row?.count ?? 0;
    },

    /** The owner's expired listings that may be renewed (not sold). */
    async renewable(ownerId: string): Promise<PropertyRow[]> {
      return db
        .select(listingColumns)
        .from(properties)
        .where(
          and(
            eq(properties.ownerId, ownerId),
            eq(properties.status, 'expired'),
            isNull(properties.soldAt),
            isNull(properties.deletedAt),
          ),
        );
    },

    // ---- jobs ----
    /**
     * Up to `limit` listed listings whose validity (or 30 sold days) ended → expired (the table's
     * `expire`), answered.
     * Rows another runner holds are skipped, so two runners never take the same one.
     */
    async expireDue(now: Date, soldVisibleSince: Date, limit: number): Promise<PropertyRow[]> {
      const due = and(
        eq(properties.status, 'listed'),
        isNull(properties.deletedAt),
        or(
          and(isNull(properties.soldAt), lte(properties.validUntil, now)),
          and(isNotNull(properties.soldAt), lte(properties.soldAt, soldVisibleSince)),
        ),
      );
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(due)
        .limit(limit)
        .for('update', { skipLocked: true });
      return applySet(rows, 'expire', now);
    },

    ...availabilityQueries(db, applySet),

    /**
     * An agent left their agency: the agency's listings they created or were assigned return to
     * the agency's owner, unassigned. Answers the ids moved.
     */
    async returnAgencyListings(
      agencyId: string,
      agentId: string,
      ownerId: string,
      now: Date,
    ): Promise<string[]> {
      const rows = await db
        .update(properties)
        .set({ ownerId, agentId: null, updatedAt: now })
        .where(
          and(
            eq(properties.agencyId, agencyId),
            or(eq(properties.ownerId, agentId), eq(properties.agentId, agentId)),
          ),
        )
        .returning({ id: properties.id });
      return rows.map((row) => row.id);
    },

    /**
     * Marks up to `limit` listings whose validity ends before `until` as noticed and answers them:
     * the mark commits with their notifications (listings.jobs.ts), so no run tells an owner twice.
     */
    async claimExpiryNotices(now: Date, until: Date, limit: number): Promise<PropertyRow[]> {
      const due = and(
        eq(properties.status, 'listed'),
        isNull(properties.deletedAt),
        isNull(properties.soldAt),
        isNull(properties.expiryNoticeSentAt),
        gt(properties.validUntil, now),
        lte(properties.validUntil, until),
      );
      const batch = db.select({ id: properties.id }).from(properties).where(due).limit(limit).for('update', {
        skipLocked: true,
      });
      return db
        .update(properties)
        .set({ expiryNoticeSentAt: now })
        .where(and(inArray(properties.id, batch), due))
        .returning(listingColumns);
    },

    /** A listing by id even when deleted (the photo jobs work on deleted ones). */
    async anyById(id: string): Promise<PropertyRow | undefined> {
      const [row] = await db.select(listingColumns).from(properties).where(eq(properties.id, id));
      return row;
    },
  };
  return queries;
}

export type ListingQueries = ReturnType<typeof listingQueries>;

/** What an owner's transaction works with: the listing and photo rows, and jobs sent as part of it. */
export interface ListingsTransaction {
  listings: ListingQueries;
  photos: PhotoQueries;
  /** Price history and lineages (history/). */
  history: HistoryQueries;
  jobs: JobTransaction;
  /** The transaction itself, for another module's writes that commit with it (a notification). */
  db: Database;
}

/** Takes the owner's lock in `tx` and works with the listings' queries on it. */
async function ownersWork<T>(
  tx: Database,
  ownerId: string,
  work: (tx: ListingsTransaction) => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`listings:${ownerId}`}, 0))`);
  return work({
    listings: listingQueries(tx),
    photos: photoQueries(tx),
    history: historyQueries(tx),
    jobs: jobTransaction(tx),
    db: tx,
  });
}

export function createListingsRepository(db: Database) {
  return {
    ...listingQueries(db),
    /**
     * One transaction holding the owner's lock: limits (listings per owner, photos per listing)
     * are counted and changed without a concurrent request slipping in between.
     */
    /** A transaction without an owner's lock (the periodic jobs), handing out its handle for other modules' writes. */
    async jobTransaction<T>(work: (tx: Database, listings: ListingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx, listingQueries(tx)));
    },

    async transaction<T>(ownerId: string, work: (tx: ListingsTransaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => ownersWork(tx, ownerId, work));
    },

    /** The same inside another module's transaction (a paid order publishes with its payment). */
    within: ownersWork,
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
