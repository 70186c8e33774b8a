import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { PublicListingCache } from './public-listing-cache.ts';

/**
 * Moderation: an admin hides an abusive public listing with a reason. In one transaction it is
 * hidden, marked as hidden by a moderator (its owner cannot show it again: lifecycle.service), and
 * its owner is told why (a notification, its e-mail following their settings).
 */
export function createModeration(deps: {
  repository: Pick<ListingsRepository, 'byId' | 'jobTransaction'>;
  notifier: Pick<Notifier, 'notifyIn'>;
  events: Pick<EventBus, 'emit'>;
  publicListings: Pick<PublicListingCache, 'forget'>;
  clock: Clock;
}) {
  return {
    async hide(id: string, reason: string): Promise<void> {
      const row = await deps.repository.byId(id);
      if (!row || row.deletedAt) throw new AppError('PropertyNotFound');
      const now = deps.clock.now();
      const hidden = await deps.repository.jobTransaction(async (tx, listings) => {
        const changed = await listings.update(
          id,
          row.ownerId,
          { statuses: ['listed'], allowSold: true },
          { status: 'hidden', hiddenByAdminAt: now, adminHiddenReason: reason, updatedAt: now },
        );
        if (!changed) return null;
        await deps.notifier.notifyIn(
          tx,
          [
            {
              userId: row.ownerId,
              kind: 'moderation',
              type: 'Action',
              link: '/me/properties',
              dedupeKey: `moderation:${id}:${now.toISOString()}`,
              params: { values: { address: row.address, reason } },
            },
          ],
          now,
        );
        return changed;
      });
      deps.publicListings.forget(id);
      // Only a public listing is hidden by a moderator: any other is not seen by anyone to report.
      if (!hidden) throw new AppError('ActionForbidden');
      await deps.events.emit('listing.hidden', { listingId: id, ownerId: row.ownerId });
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
