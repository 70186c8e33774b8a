import type { ConfirmAvailableResponse, ListingType } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Notifier } from '../notifications/ports.ts';
import type { AvailabilityLinks } from './availability-links.repository.ts';
import { availabilityNotices } from './availability-notices.ts';
import { announce, applyPlan } from './lifecycle-apply.ts';
import { planTransition } from './lifecycle-table.ts';
import type { ListingAccess } from './listing-access.ts';
import { actingOwnerOf, type ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';

interface Dependencies {
  repository: Pick<ListingsRepository, 'transaction' | 'jobTransaction' | 'byId'>;
  access: Pick<ListingAccess, 'owned' | 'refused'>;
  agencies: Pick<ListingAgencies, 'isApproved' | 'ownerIdOf'>;
  links: AvailabilityLinks;
  db: Database;
  notifier: Notifier;
  events: Pick<EventBus, 'emit' | 'stage'>;
  clock: Clock;
  fees: Record<ListingType, number>;
}

const hourMs = 3600 * 1000;

/**
 * "Still available" (issue 29, decisions 230–232): its owner or agent confirms a listing, from the
 * app or from the e-mail's one-tap link, and anyone (the reports) may ask its owner to confirm
 * sooner. Every change is the lifecycle table's `confirm` or `askToConfirm`, applied by
 * lifecycle-apply.ts (a listing hidden as unconfirmed shows again exactly as an unhide shows it).
 */
export function createAvailabilityService(deps: Dependencies) {
  const { repository, clock, events, links } = deps;
  const applying = { events };

  /** The table's confirm of `row`, refusals thrown; `before` runs first in the same transaction. */
  async function confirmRow(
    row: PropertyRow,
    before?: (tx: Database) => Promise<void>,
  ): Promise<ConfirmAvailableResponse> {
    const now = clock.now();
    const agencyApproved = !row.agencyId || (await deps.agencies.isApproved(row.agencyId));
    const context = { now, fees: deps.fees, agencyApproved, phoneVerified: true };
    const outcome = planTransition(row, { kind: 'confirm' }, context);
    if ('refused' in outcome) throw new AppError(outcome.refused);
    if (!('plan' in outcome)) throw new Error('lifecycle: confirm has a fee');
    const { plan } = outcome;
    const applied = await repository.transaction(row.ownerId, async (tx) => {
      if (before) await before(tx.db);
      const result = await applyPlan(tx, row, plan, applying);
      if ('refused' in result) {
        // Thrown, so the link's use rolls back with it: nothing happened.
        throw new AppError(result.refused === 'PropertyLimit' ? 'PropertyLimit' : 'ActionForbidden');
      }
      return result;
    });
    await announce(events, applied.events);
    return { propertyId: row.id, confirmedAt: (applied.row.confirmedAt ?? now).toISOString() };
  }

  return {
    /** POST /api/properties/{id}/confirm-available: `ownerId` is who the caller acts as (actingOwner). */
    async confirm(id: string, ownerId: string): Promise<ConfirmAvailableResponse> {
      return confirmRow(await deps.access.owned(id, ownerId));
    },

    /**
     * POST /api/availability-confirmations: the e-mail's link, without a password. A token this api
     * did not sign is LinkInvalid; one used, expired, or whose recipient no longer answers for the
     * listing is LinkExpired. It is used up in the confirming transaction only.
     */
    async confirmByLink(token: string): Promise<ConfirmAvailableResponse> {
      const id = links.idOf(token);
      if (!id) throw new AppError('LinkInvalid');
      const link = await links.byId(deps.db, id);
      const row = link && (await repository.byId(link.propertyId));
      if (!link || !row) throw new AppError('LinkExpired');
      try {
        await actingOwnerOf(row, link.userId, deps.agencies);
      } catch {
        throw new AppError('LinkExpired');
      }
      return confirmRow(row, async (tx) => {
        if (!(await links.useIn(tx, id, clock.now()))) throw new AppError('LinkExpired');
      });
    },

    /**
     * Asks the listing's owner (or agent) now to confirm within `answerWithinHours` (two "not
     * available" reports: 24). Idempotent: a listing already asked with an earlier or equal
     * deadline, or not public, is left as it is. Answers whether it asked. The question and its
     * notification commit together.
     */
    async askToConfirm(propertyId: string, answerWithinHours: number): Promise<boolean> {
      const now = clock.now();
      const answerBy = new Date(now.getTime() + answerWithinHours * hourMs);
      return repository.jobTransaction(async (tx, listings) => {
        const row = await listings.askToConfirm(propertyId, now, answerBy);
        if (!row) return false;
        await deps.notifier.notifyIn(tx, await availabilityNotices(tx, links, [row], 'asked', now), now);
        return true;
      });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
