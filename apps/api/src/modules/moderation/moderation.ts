import type { AdminHiddenPropertiesResponse, AdminRestorePropertyResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import type { ListingCaches, ModeratedListings, PropertyRow, RestoredStatus } from '../listings/ports.ts';
import type { NotificationRequest, Notifier } from '../notifications/ports.ts';

/**
 * Moderation (docs/decisions.md, Agencies): an admin hides an abusive public listing with a reason,
 * lists what moderators hid, and undoes a hiding. Each change is one owner's transaction with the
 * owner's notification (its e-mail following their settings); while hidden by a moderator, its
 * owner cannot show it again (lifecycle.service). Each change goes through listings' one lifecycle
 * (decision 190: listings' moderated-listings.ts plans and applies it); the transaction drops the
 * search's totals when it ends, and the listing's public answer is forgotten here (ListingCaches).
 */
export function createModeration(deps: {
  listings: ModeratedListings;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  notifier: Pick<Notifier, 'notifyIn'>;
  caches: Pick<ListingCaches, 'forget'>;
  audit: AuditRecorder;
  clock: Clock;
}) {
  const { listings, clock } = deps;

  const told = (row: PropertyRow, reason: string, now: Date, event?: string): NotificationRequest => ({
    userId: row.ownerId,
    kind: 'moderation',
    type: 'Action',
    link: '/me/properties',
    dedupeKey: `moderation:${event ?? 'hidden'}:${row.id}:${now.toISOString()}`,
    params: { values: { address: row.address, reason, ...(event ? { event } : {}) } },
  });

  return {
    async hide(adminId: string, id: string, reason: string): Promise<void> {
      const row = await listings.byId(id);
      if (!row) throw new AppError('PropertyNotFound');
      const now = clock.now();
      const hidden = await listings.transaction(row.ownerId, async (tx) => {
        const result = await tx.apply(row, { kind: 'adminHide', reason }, { now, agencyApproved: true });
        if (!result) return null;
        await deps.notifier.notifyIn(tx.db, [told(row, reason, now)], now);
        await deps.audit.recordIn(tx.db, {
          adminId,
          action: 'listing.hide',
          subject: { type: 'listing', id },
          reason,
          details: { ownerId: row.ownerId },
          at: now,
        });
        return result;
      });
      deps.caches.forget(id);
      // Only a public listing is hidden by a moderator: any other is not seen by anyone to report.
      if (!hidden) throw new AppError('ActionForbidden');
      await listings.announce(hidden.events);
    },

    /** The listings moderators hide now, the latest hidden first, with their owners. */
    async hiddenListings(query: { cursor?: string; limit: number }): Promise<AdminHiddenPropertiesResponse> {
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const rows = await listings.hiddenByModerators(query.limit + 1, after);
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
     * Undoes a moderator's hiding (listings' lifecycle-plan.ts restoredState says where the listing goes), tells the owner why.
     * A listing no moderator hides (a second restore, too) is PropertyNotFound.
     */
    async restore(adminId: string, id: string, reason: string): Promise<AdminRestorePropertyResponse> {
      const read = await listings.byId(id);
      if (!read?.hiddenByAdminAt) throw new AppError('PropertyNotFound');
      // Read before the transaction: the agencies module reads on its own connection.
      const agencyApproved = await listings.agencyApproved(read);
      const now = clock.now();
      // The lock its limit is counted under: the agency's for an agency listing (listings.service create).
      const restored = await listings.transaction(read.agencyId ?? read.ownerId, async (tx) => {
        // Under the lock: a second restore racing this one finds nothing left to undo.
        const row = await tx.byId(id);
        if (!row || row.ownerId !== read.ownerId) return null;
        // No room under the limit: hidden as the owner's own, for them to show when there is.
        const result = await tx.apply(row, { kind: 'adminRestore' }, { now, agencyApproved });
        if (!result) return null;
        const event = result.row.status === 'listed' ? 'restored' : 'released';
        await deps.notifier.notifyIn(tx.db, [told(row, reason, now, event)], now);
        await deps.audit.recordIn(tx.db, {
          adminId,
          action: 'listing.restore',
          subject: { type: 'listing', id },
          reason,
          details: { ownerId: row.ownerId, status: result.row.status },
          at: now,
        });
        return result;
      });
      deps.caches.forget(id);
      if (!restored) throw new AppError('PropertyNotFound');
      await listings.announce(restored.events);
      return { status: restored.row.status as RestoredStatus };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
