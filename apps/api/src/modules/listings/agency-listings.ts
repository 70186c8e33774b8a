import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { createListingsRepository } from './listings.repository.ts';
import type { ListingCaches } from './ports.ts';

/** What the agencies module changes of listings, inside its own transaction. */
export interface AgencyListings {
  /**
   * An agent left: the agency's listings they created or hold return to its owner, unassigned.
   * Answers what to run once the transaction committed (the caches forget them).
   */
  returnToOwnerIn(
    tx: Database,
    agencyId: string,
    agentId: string,
    ownerId: string,
    now: Date,
  ): Promise<() => void>;
  /** The agency was suspended: its public listings leave the search (hidden, marked so). */
  hideForSuspensionIn(tx: Database, agencyId: string, now: Date): Promise<() => void>;
  /** The agency was reinstated: what its suspension hid comes back (listed, or expired meanwhile). */
  showAfterSuspensionIn(tx: Database, agencyId: string, now: Date): Promise<() => void>;
}

/**
 * The agencies module's changes of listings: each works in the agencies' transaction and answers
 * what to run after its commit: the changed listings' public answers and the search's totals are
 * read again, and the offers hear a suspension's hide and show as of any hidden or shown listing
 * (a suspended agency's offers leave their groups, a reinstated one's are matched again).
 */
export function createAgencyListings(deps: {
  caches: Pick<ListingCaches, 'forget' | 'forgetOwner' | 'clearSearchTotals'>;
  events: Pick<EventBus, 'emit'>;
}): AgencyListings {
  const { caches, events } = deps;
  const forget = (ids: readonly string[]) => {
    for (const id of ids) caches.forget(id);
    if (ids.length > 0) caches.clearSearchTotals();
  };
  return {
    async hideForSuspensionIn(tx, agencyId, now) {
      const rows = await createListingsRepository(tx).hideForSuspension(agencyId, now);
      return () => {
        forget(rows.map((row) => row.id));
        for (const row of rows)
          void events.emit('listing.hidden', { listingId: row.id, ownerId: row.ownerId });
      };
    },
    async showAfterSuspensionIn(tx, agencyId, now) {
      const rows = await createListingsRepository(tx).showAfterSuspension(agencyId, now);
      return () => {
        forget(rows.map((row) => row.id));
        for (const row of rows)
          if (row.status === 'listed' || row.status === 'expired')
            void events.emit('listing.unhidden', {
              listingId: row.id,
              ownerId: row.ownerId,
              status: row.status,
            });
      };
    },
    async returnToOwnerIn(tx, agencyId, agentId, ownerId, now) {
      const ids = await createListingsRepository(tx).returnAgencyListings(agencyId, agentId, ownerId, now);
      return () => {
        // Both owners' public answers are read again.
        caches.forgetOwner(agentId);
        caches.forgetOwner(ownerId);
        forget(ids);
        caches.clearSearchTotals();
      };
    },
  };
}
