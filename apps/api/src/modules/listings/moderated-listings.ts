import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import {
  createHiddenListingsRepository,
  type HiddenListingsRepository,
} from './hidden-listings.repository.ts';
import { announce, applyPlan } from './lifecycle-apply.ts';
import type { AfterEvent, PlanContext } from './lifecycle-plan.ts';
import { planTransition } from './lifecycle-table.ts';
import type { ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';

/** What a moderator does to a listing (lifecycle-plan.ts Transition). */
export type ModeratorTransition = { kind: 'adminHide'; reason: string } | { kind: 'adminRestore' };

/** The owner's transaction, as a moderator's change works in it. */
export interface ModeratorTransaction {
  /** The transaction itself, for the owner's notification that commits with the change. */
  db: Database;
  /** The listing as it is under the lock. */
  byId(id: string): Promise<PropertyRow | undefined>;
  /** An owner's public listings under the lock (a suspended user's, to hide; issue 29). */
  publicOfOwner(ownerId: string, now: Date): Promise<PropertyRow[]>;
  /**
   * Plans the transition of `row` by the one lifecycle table and applies it (decision 190): the
   * row as changed and the events to announce after the commit, or null when the table refuses
   * it or nothing changed (the limit, a concurrent change).
   */
  apply(
    row: PropertyRow,
    transition: ModeratorTransition,
    at: { now: Date; agencyApproved: boolean },
  ): Promise<{ row: PropertyRow; events: AfterEvent[] } | null>;
}

/**
 * What the moderation module (modules/moderation) works with of listings: their rows, the owner's
 * transaction with the lifecycle's apply, and the list of what moderators hid. The transaction
 * drops the owner's public answers and the search's totals when it ends (public-listing-cache.ts).
 */
export interface ModeratedListings {
  byId(id: string): Promise<PropertyRow | undefined>;
  /** The listing's agency is approved (a private listing: true); read before the transaction. */
  agencyApproved(row: PropertyRow): Promise<boolean>;
  /** One transaction holding the lock of `lockId` (the owner's, or the agency's its limit counts under). */
  transaction<T>(lockId: string, work: (tx: ModeratorTransaction) => Promise<T>): Promise<T>;
  /** Announces a change's events once its transaction committed. */
  announce(after: readonly AfterEvent[]): Promise<void>;
  hiddenByModerators: HiddenListingsRepository['hiddenByModerators'];
}

export function createModeratedListings(deps: {
  repository: Pick<ListingsRepository, 'byId' | 'transaction'>;
  hidden: HiddenListingsRepository;
  agencies: Pick<ListingAgencies, 'isApproved'>;
  events: Pick<EventBus, 'emit' | 'stage'>;
}): ModeratedListings {
  const { repository, events } = deps;
  /** A moderator's context: no fee or phone is asked; the agency's approval only by restore. */
  const contextAt = (now: Date, agencyApproved: boolean): PlanContext => ({
    now,
    fees: { sell: 0, rent: 0 },
    agencyApproved,
    phoneVerified: true,
  });
  return {
    byId: (id) => repository.byId(id),
    agencyApproved: async (row) => (row.agencyId ? deps.agencies.isApproved(row.agencyId) : true),
    transaction: (lockId, work) =>
      repository.transaction(lockId, (tx) =>
        work({
          db: tx.db,
          byId: (id) => tx.listings.byId(id),
          publicOfOwner: (ownerId, now) => createHiddenListingsRepository(tx.db).publicOfOwner(ownerId, now),
          async apply(row, transition, at) {
            const outcome = planTransition(row, transition, contextAt(at.now, at.agencyApproved));
            if (!('plan' in outcome)) return null;
            const result = await applyPlan(tx, row, outcome.plan, { events });
            return 'row' in result ? { row: result.row, events: result.events } : null;
          },
        }),
      ),
    announce: (after) => announce(events, after),
    hiddenByModerators: (limit, after) => deps.hidden.hiddenByModerators(limit, after),
  };
}
