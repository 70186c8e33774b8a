import { isAllowed, type ListingType, listingLimits } from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { applyPlan } from './lifecycle-apply.ts';
import { planTransition } from './lifecycle-table.ts';
import type { ListingAccess } from './listing-access.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { Owners } from './owners.ts';

/** One listing an order pays for. */
export interface PaidItem {
  propertyId: string;
  action: 'publish' | 'renew';
}

/** A paid item as the order records it: what the listing was when it was priced. */
export interface QuotedItem extends PaidItem {
  listingType: ListingType;
  address: string;
}

/** What a paid order did to one listing, after commit (the events to emit). */
export interface AppliedItem {
  propertyId: string;
  ownerId: string;
  action: 'publish' | 'renew';
  validUntil: Date;
  relisted: boolean;
}

/** A listing a refund took off the site. */
export interface WithdrawnItem {
  propertyId: string;
  ownerId: string;
}

/**
 * Listings as the payments module buys them (issue 17): `quote` checks, before any money moves,
 * that the user may publish or renew each of their private listings (an agency's are invoiced);
 * `applyIn` publishes or renews them inside the payment's own transaction, so an order is never
 * paid without its listings, nor its listings public without the payment.
 */
export function createPaidListings(deps: {
  repository: Pick<ListingsRepository, 'within' | 'countLimited'>;
  access: Pick<ListingAccess, 'owned'>;
  owners: Owners;
  events: Pick<EventBus, 'emit' | 'stage'>;
  /** The owner's public answers and the search's totals are read again (after the commit). */
  forgetOwner(ownerId: string): void;
  /** KM to publish or renew for 30 days, by type (config: LISTING_FEE_*). */
  fees: Readonly<Record<ListingType, number>>;
}) {
  const { repository, access, events } = deps;
  /** An order's context: it was paid, so no fee, phone or agency question is asked again. */
  const contextAt = (now: Date) => ({ now, fees: deps.fees, agencyApproved: true, phoneVerified: true });

  return {
    async quote(userId: string, items: readonly PaidItem[]): Promise<QuotedItem[]> {
      const rows: PropertyRow[] = [];
      for (const item of items) {
        const row = await access.owned(item.propertyId, userId);
        // An agency's listings publish at once and go on its monthly invoice, never on an order; a
        // listing a moderator hid is not renewed until shown again (as lifecycle.service.ts refuses).
        if (row.agencyId || !isAllowed(row, item.action) || row.hiddenByAdminAt) {
          throw new AppError('ActionForbidden');
        }
        rows.push(row);
      }
      if (
        items.some((item) => item.action === 'publish') &&
        !(await deps.owners.byId(userId)).phoneNumberVerified
      ) {
        throw new AppError('PhoneNumberNotVerified');
      }
      // Unpaid listings already count toward the limit; expired ones renewed come back into it.
      const entering = rows.filter((row) => row.status === 'expired').length;
      if (
        entering > 0 &&
        (await repository.countLimited(userId)) + entering > listingLimits.privateUserLimit
      ) {
        throw new AppError('PropertyLimit');
      }
      return items.map((item, index) => {
        const row = rows[index] as PropertyRow;
        return { ...item, listingType: row.listingType, address: row.address };
      });
    },

    /**
     * Publishes (unpaid → listed for 30 days) or renews (30 more days from max(now, validUntil);
     * expired → listed) each item in `tx`, under the owner's lock: the lifecycle table's paid
     * publish or renew (lifecycle-table.ts), applied by lifecycle-apply.ts. An item whose listing changed
     * meanwhile so that the action no longer applies (deleted, already published, or made a type
     * whose fee is higher than the one paid) is left out: the caller records it as not applied,
     * for an admin to refund.
     */
    async applyIn(
      tx: Database,
      ownerId: string,
      items: readonly (PaidItem & { listingType: string })[],
      now: Date,
    ): Promise<AppliedItem[]> {
      return repository.within(tx, ownerId, async (owner) => {
        const applied: AppliedItem[] = [];
        for (const item of items) {
          const row = await owner.listings.byId(item.propertyId);
          if (!row || row.ownerId !== ownerId || row.deletedAt) continue;
          const kind = item.action === 'publish' ? 'paidPublish' : 'paidRenew';
          const outcome = planTransition(row, { kind, paidType: item.listingType }, contextAt(now));
          if (!('plan' in outcome)) continue;
          const result = await applyPlan(owner, row, outcome.plan, { events });
          if (!('row' in result)) continue;
          applied.push({
            propertyId: row.id,
            ownerId,
            action: item.action,
            validUntil: result.row.validUntil as Date,
            relisted: item.action === 'renew' && row.status === 'expired',
          });
        }
        return applied;
      });
    },

    /**
     * A refunded order's listings leave the site, in the refund's transaction (issue 17): one it
     * published is unpaid again, one it renewed is expired now; either can be paid for again.
     * A listing deleted or sold meanwhile is left as it is.
     */
    async withdrawIn(
      tx: Database,
      ownerId: string,
      items: readonly PaidItem[],
      now: Date,
    ): Promise<WithdrawnItem[]> {
      return repository.within(tx, ownerId, async (owner) => {
        const withdrawn: WithdrawnItem[] = [];
        for (const item of items) {
          const row = await owner.listings.byId(item.propertyId);
          if (!row || row.ownerId !== ownerId || row.deletedAt) continue;
          const outcome = planTransition(row, { kind: 'refund', paid: item.action }, contextAt(now));
          if (!('plan' in outcome)) continue;
          const result = await applyPlan(owner, row, outcome.plan, { events });
          if ('row' in result) withdrawn.push({ propertyId: row.id, ownerId });
        }
        return withdrawn;
      });
    },

    /** The caches and events of withdrawn listings, once the refund committed. */
    async announceWithdrawn(withdrawn: readonly WithdrawnItem[]): Promise<void> {
      for (const ownerId of new Set(withdrawn.map((item) => item.ownerId))) deps.forgetOwner(ownerId);
      for (const item of withdrawn) {
        await events.emit('listing.hidden', { listingId: item.propertyId, ownerId: item.ownerId });
      }
    },

    /** The caches and events of applied items, once their transaction committed (as the lifecycle does). */
    async announce(applied: readonly AppliedItem[]): Promise<void> {
      for (const ownerId of new Set(applied.map((item) => item.ownerId))) deps.forgetOwner(ownerId);
      for (const item of applied) {
        const subject = { listingId: item.propertyId, ownerId: item.ownerId, validUntil: item.validUntil };
        if (item.action === 'publish') await events.emit('listing.published', subject);
        else await events.emit('listing.renewed', { ...subject, relisted: item.relisted });
      }
    },
  };
}

export type PaidListings = ReturnType<typeof createPaidListings>;
