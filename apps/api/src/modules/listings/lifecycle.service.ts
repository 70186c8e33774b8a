import {
  isAllowed,
  type ListingType,
  listingLimits,
  type PropertyResponse,
  statusesFor,
} from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { AgencyBilling } from './agency-billing.ts';
import { recordPrice } from './history/relisting.ts';
import { announce, applyPlan } from './lifecycle-apply.ts';
import { type AfterEvent, feeOf, goesPublic, type Plan } from './lifecycle-plan.ts';
import { type OwnerTransition, planTransition } from './lifecycle-table.ts';
import type { ListingAccess } from './listing-access.ts';
import type { ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { Owners } from './owners.ts';

interface Dependencies {
  repository: Pick<ListingsRepository, 'transaction' | 'countLimited' | 'renewable'>;
  access: ListingAccess;
  agencies: Pick<ListingAgencies, 'isApproved'>;
  owners: Owners;
  events: Pick<EventBus, 'emit' | 'stage'>;
  clock: Clock;
  /** KM to publish or renew a listing for 30 days, by listing type (config: LISTING_FEE_*). */
  fees: Record<ListingType, number>;
  /** An agency listing's publish or renew goes on its agency's monthly invoice (payments' invoices/). */
  billing: AgencyBilling;
}

/** What publishing or renewing did: listed (nothing due) or nothing yet, with the KM due first. */
export interface PublishResult {
  property: PropertyResponse;
  paymentDue: number | null;
}

/**
 * The owner's actions on a listing, exactly as docs/product/DECISIONS.md's lifecycle table allows them;
 * what each does is its plan (lifecycle-table.ts), applied by lifecycle-apply.ts. Each is one
 * transaction whose update only matches the state the decision was made on, so a
 * double submit (or any concurrent action) changes nothing twice: the loser answers ActionForbidden.
 */
export function createLifecycleService(deps: Dependencies) {
  const { repository, access, clock, owners, events } = deps;
  const limit = listingLimits.privateUserLimit;
  const applying = { events, billing: deps.billing };

  /** The table's outcome of an owner's action on their listing (lifecycle-table.ts), refusals thrown. */
  async function planFor(id: string, ownerId: string, kind: OwnerTransition) {
    const row = await access.owned(id, ownerId);
    // Asked only when the answer matters: an agency's listing going public, a publish's owner.
    const agencyApproved =
      !row.agencyId || !goesPublic.has(kind) || (await deps.agencies.isApproved(row.agencyId));
    const phoneVerified = kind !== 'publish' || (await owners.byId(ownerId)).phoneNumberVerified;
    const context = { now: clock.now(), fees: deps.fees, agencyApproved, phoneVerified };
    const outcome = planTransition(row, { kind }, context);
    if ('refused' in outcome) throw new AppError(outcome.refused);
    return { row, outcome };
  }

  /** Refuses what would take the owner past the limit (a check before asking for payment). */
  async function assertRoom(ownerId: string, adding: number): Promise<void> {
    if ((await repository.countLimited(ownerId)) + adding > limit) throw new AppError('PropertyLimit');
  }

  /**
   * Applies the plan to the listing still in the state it was read in, under the owner's lock, and
   * announces its events after the commit.
   */
  async function apply(row: PropertyRow, plan: Plan): Promise<PropertyRow> {
    const applied = await repository.transaction(row.ownerId, async (tx) => {
      const result = await applyPlan(tx, row, plan, applying);
      if ('refused' in result && result.refused === 'PropertyLimit') throw new AppError('PropertyLimit');
      return result;
    });
    if ('refused' in applied) return access.refused(row.id, row.ownerId);
    await announce(events, applied.events);
    return applied.row;
  }

  /** A listed answer, or the fee due first (nothing changed). */
  async function publishing(id: string, ownerId: string, kind: 'publish' | 'renew'): Promise<PublishResult> {
    const { row, outcome } = await planFor(id, ownerId, kind);
    if ('due' in outcome) {
      if (outcome.entersLimit) await assertRoom(ownerId, 1);
      return { property: await access.respond(row), paymentDue: outcome.due };
    }
    return { property: await access.respond(await apply(row, outcome.plan)), paymentDue: null };
  }

  /** An action with no fee: its plan applied. */
  async function change(id: string, ownerId: string, kind: 'hide' | 'unhide' | 'markSold') {
    const { row, outcome } = await planFor(id, ownerId, kind);
    if (!('plan' in outcome)) throw new Error(`lifecycle: ${kind} has a fee`);
    return access.respond(await apply(row, outcome.plan));
  }

  return {
    /** Unpaid → listed for 30 days when the fee is 0; with a fee nothing changes until it is paid. */
    publish: (id: string, ownerId: string) => publishing(id, ownerId, 'publish'),

    /**
     * 30 more days from max(now, validUntil). An expired listing is listed again (and counts
     * toward the limit); a hidden one stays hidden with its validity extended.
     */
    renew: (id: string, ownerId: string) => publishing(id, ownerId, 'renew'),

    hide: (id: string, ownerId: string): Promise<PropertyResponse> => change(id, ownerId, 'hide'),

    /** Hidden → listed while still valid (counts toward the limit), else → expired. */
    unhide: (id: string, ownerId: string): Promise<PropertyResponse> => change(id, ownerId, 'unhide'),

    /** Sold while public stays public 30 days with a badge; sold from hidden or expired stays private. */
    markSold: (id: string, ownerId: string): Promise<PropertyResponse> => change(id, ownerId, 'markSold'),

    /** "Price on request" on or off; setting it twice is harmless, so it only guards the status. */
    async setPriceHidden(id: string, ownerId: string, hidden: boolean): Promise<PropertyResponse> {
      const row = await access.owned(id, ownerId);
      if (!isAllowed(row, 'hidePrice')) throw new AppError('ActionForbidden');
      const now = clock.now();
      const updated = await repository.transaction(ownerId, async (tx) => {
        const changed = await tx.listings.update(
          id,
          ownerId,
          { statuses: statusesFor('hidePrice') },
          { hidePrice: hidden, updatedAt: now },
        );
        if (changed && changed.hidePrice !== row.hidePrice) await recordPrice(tx, changed, now);
        return changed;
      });
      if (!updated) return access.refused(id, ownerId);
      await events.emit('listing.price-hidden', { listingId: id, ownerId, hidden });
      return access.respond(updated);
    },

    /**
     * Renews every expired (not sold) listing of the owner, all or none: PropertyLimit when they
     * would not all fit. With fees nothing changes and the answer carries their sum. Each is the
     * table's renew of an expired listing, its limit counted here for the whole batch.
     */
    async renewAll(ownerId: string): Promise<{ renewed: number; paymentDue: number | null }> {
      const expired = await repository.renewable(ownerId);
      if (expired.length === 0) return { renewed: 0, paymentDue: null };
      const due = expired.reduce((sum, row) => sum + feeOf(row, deps.fees), 0);
      if (due > 0) {
        await assertRoom(ownerId, expired.length);
        return { renewed: 0, paymentDue: due };
      }
      const context = { now: clock.now(), fees: deps.fees, agencyApproved: true, phoneVerified: true };
      const after = await repository.transaction(ownerId, async (tx) => {
        const rows = await tx.listings.renewable(ownerId);
        if ((await tx.listings.countLimited(ownerId)) + rows.length > limit)
          throw new AppError('PropertyLimit');
        const done: AfterEvent[][] = [];
        for (const row of rows) {
          const outcome = planTransition(row, { kind: 'renewExpired' }, context);
          if (!('plan' in outcome)) continue;
          const result = await applyPlan(tx, row, outcome.plan, applying, { limitCounted: true });
          if ('row' in result) done.push(result.events);
        }
        return done;
      });
      await announce(events, after.flat());
      return { renewed: after.length, paymentDue: null };
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
