import type { AdminHiddenPropertiesResponse, AdminRestorePropertyResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { NotificationRequest, Notifier } from '../notifications/ports.ts';
import { announce, applyPlan } from './lifecycle-apply.ts';
import type { RestoredStatus } from './lifecycle-plan.ts';
import { planTransition } from './lifecycle-table.ts';
import type { ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { ModerationRepository } from './moderation.repository.ts';
import type { ListingCaches } from './ports.ts';

/**
 * Moderation (docs/decisions.md, Agencies): an admin hides an abusive public listing with a reason,
 * lists what moderators hid, and undoes a hiding. Each change is one owner's transaction with the
 * owner's notification (its e-mail following their settings); while hidden by a moderator, its
 * owner cannot show it again (lifecycle.service). The transaction drops the search's totals when
 * it ends (public-listing-cache.ts, invalidating); the listing's public answer is forgotten here.
 */
export function createModeration(deps: {
  repository: Pick<ListingsRepository, 'byId' | 'transaction'>;
  moderated: ModerationRepository;
  agencies: Pick<ListingAgencies, 'isApproved'>;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  notifier: Pick<Notifier, 'notifyIn'>;
  events: Pick<EventBus, 'emit' | 'stage'>;
  publicListings: Pick<ListingCaches, 'forget'>;
  clock: Clock;
}) {
  const { repository, clock, events } = deps;
  /** A moderator's context: no fee or phone is asked; the agency's approval only by restore. */
  const contextAt = (now: Date, agencyApproved: boolean) => ({
    now,
    fees: { sell: 0, rent: 0 },
    agencyApproved,
    phoneVerified: true,
  });

  const told = (row: PropertyRow, reason: string, now: Date, event?: string): NotificationRequest => ({
    userId: row.ownerId,
    kind: 'moderation',
    type: 'Action',
    link: '/me/properties',
    dedupeKey: `moderation:${event ?? 'hidden'}:${row.id}:${now.toISOString()}`,
    params: { values: { address: row.address, reason, ...(event ? { event } : {}) } },
  });

  return {
    async hide(id: string, reason: string): Promise<void> {
      const row = await repository.byId(id);
      if (!row) throw new AppError('PropertyNotFound');
      const now = clock.now();
      const outcome = planTransition(row, { kind: 'adminHide', reason }, contextAt(now, true));
      const hidden = await repository.transaction(row.ownerId, async (tx) => {
        if (!('plan' in outcome)) return null;
        const result = await applyPlan(tx, row, outcome.plan, { events });
        if (!('row' in result)) return null;
        await deps.notifier.notifyIn(tx.db, [told(row, reason, now)], now);
        return result;
      });
      deps.publicListings.forget(id);
      // Only a public listing is hidden by a moderator: any other is not seen by anyone to report.
      if (!hidden) throw new AppError('ActionForbidden');
      await announce(events, hidden.events);
    },

    /** The listings moderators hide now, the latest hidden first, with their owners. */
    async hiddenListings(query: { cursor?: string; limit: number }): Promise<AdminHiddenPropertiesResponse> {
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const rows = await deps.moderated.hiddenByModerators(query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const owners = await deps.profiles.contactsByIds([...new Set(page.map((row) => row.ownerId))]);
      const last = page.at(-1);
      return {
        items: page.map((row) => {
          const owner = owners.get(row.ownerId);
          return {
            id: row.id,
            address: row.address,
            owner: { userId: row.ownerId, name: owner?.name ?? '—', email: owner?.email ?? '' },
            reason: row.reason,
            hiddenAt: row.hiddenAt.toISOString(),
          };
        }),
        nextCursor:
          rows.length > query.limit && last ? encodeKeyset({ at: last.hiddenAt, id: last.id }) : null,
      };
    },

    /**
     * Undoes a moderator's hiding (lifecycle-plan.ts restoredState says where the listing goes), tells the owner why.
     * A listing no moderator hides (a second restore, too) is PropertyNotFound.
     */
    async restore(id: string, reason: string): Promise<AdminRestorePropertyResponse> {
      const read = await repository.byId(id);
      if (!read?.hiddenByAdminAt) throw new AppError('PropertyNotFound');
      // Read before the transaction: the agencies module reads on its own connection.
      const agencyApproved = read.agencyId ? await deps.agencies.isApproved(read.agencyId) : true;
      const now = clock.now();
      // The lock its limit is counted under: the agency's for an agency listing (listings.service create).
      const restored = await repository.transaction(read.agencyId ?? read.ownerId, async (tx) => {
        // Under the lock: a second restore racing this one finds nothing left to undo.
        const row = await tx.listings.byId(id);
        if (!row || row.ownerId !== read.ownerId) return null;
        const outcome = planTransition(row, { kind: 'adminRestore' }, contextAt(now, agencyApproved));
        if (!('plan' in outcome)) return null;
        // No room under the limit: hidden as the owner's own, for them to show when there is.
        const result = await applyPlan(tx, row, outcome.plan, { events });
        if (!('row' in result)) return null;
        const event = result.row.status === 'listed' ? 'restored' : 'released';
        await deps.notifier.notifyIn(tx.db, [told(row, reason, now, event)], now);
        return result;
      });
      deps.publicListings.forget(id);
      if (!restored) throw new AppError('PropertyNotFound');
      await announce(events, restored.events);
      return { status: restored.row.status as RestoredStatus };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
