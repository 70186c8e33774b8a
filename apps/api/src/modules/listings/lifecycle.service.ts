import {
  isAllowed,
  type ListingAction,
  type ListingType,
  listingLimits,
  type PropertyResponse,
  statusesFor,
} from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { AgencyBilling } from './agency-billing.ts';
import { enterPublic, recordPrice } from './history/relisting.ts';
import { renewedJustNow, renewedUntil, validityMs } from './lifecycle.ts';
import type { ListingAccess } from './listing-access.ts';
import { type ListingAgencies, limitOf } from './listing-agencies.ts';
import type {
  ListingsRepository,
  ListingsTransaction,
  PropertyChanges,
  PropertyRow,
} from './listings.repository.ts';
import type { Owners } from './owners.ts';
import { isPublic } from './visibility.ts';

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
 * The owner's actions on a listing, exactly as docs/product/DECISIONS.md's lifecycle table allows them.
 * Each is one transaction whose update only matches the state the decision was made on, so a
 * double submit (or any concurrent action) changes nothing twice: the loser answers ActionForbidden.
 */
export function createLifecycleService(deps: Dependencies) {
  const { repository, access, clock, owners, events } = deps;
  const limit = listingLimits.privateUserLimit;
  // An agency's listings are billed on its monthly invoice (the payments work): nothing due here.
  const feeFor = (row: Pick<PropertyRow, 'listingType' | 'agencyId'>) =>
    row.agencyId ? 0 : deps.fees[row.listingType];
  /** That invoice's line, in the transaction that published or renewed the agency's listing. */
  const bill = async (tx: ListingsTransaction, row: PropertyRow, action: 'publish' | 'renew', now: Date) => {
    if (!row.agencyId || !row.validUntil) return;
    const { id: propertyId, agencyId, listingType, address, validUntil } = row;
    await deps.billing.stageIn(
      tx.db,
      { agencyId, propertyId, action, listingType, address, validUntil },
      now,
    );
  };

  async function ownedFor(id: string, ownerId: string, action: ListingAction): Promise<PropertyRow> {
    const row = await access.owned(id, ownerId);
    if (!isAllowed(row, action)) throw new AppError('ActionForbidden');
    // A moderator hid it: its owner cannot show it again (moderation.ts), nor renew it (issue 27:
    // an agency's renewal was free and immediate) until a moderator shows it again.
    if ((action === 'unhide' || action === 'renew') && row.hiddenByAdminAt) {
      throw new AppError('ActionForbidden');
    }
    // Only an approved agency's listings go public (a pending or suspended agency's wait).
    const goesPublic = action === 'publish' || action === 'renew' || action === 'unhide';
    if (goesPublic && row.agencyId && !(await deps.agencies.isApproved(row.agencyId))) {
      throw new AppError('AgencyNotApproved');
    }
    return row;
  }

  /** Refuses what would take the owner past the limit (a check before asking for payment). */
  async function assertRoom(ownerId: string, adding: number): Promise<void> {
    if ((await repository.countLimited(ownerId)) + adding > limit) throw new AppError('PropertyLimit');
  }

  /**
   * Applies changes to a listing still in the state it was read in. `entersLimit`: the listing
   * becomes listed from a status outside the limit (expired renewed, hidden unhidden);
   * `becomesPublic`: it is public after this (history/relisting.ts runs in the same transaction).
   */
  async function apply(
    row: PropertyRow,
    changes: PropertyChanges,
    entersLimit = false,
    becomesPublic = false,
    billed?: 'publish' | 'renew',
  ) {
    const now = clock.now();
    const { max } = limitOf(row);
    const updated = await repository.transaction(row.ownerId, async (tx) => {
      if (
        entersLimit &&
        (await tx.listings.countLimited(row.ownerId, row.id, row.agencyId ?? undefined)) >= max
      ) {
        throw new AppError('PropertyLimit');
      }
      const changed = await tx.listings.update(
        row.id,
        row.ownerId,
        { statuses: [row.status], validUntil: row.validUntil },
        { ...changes, updatedAt: now },
      );
      if (changed && becomesPublic) await enterPublic(tx, changed, now, events);
      if (changed && billed) await bill(tx, changed, billed, now);
      return changed;
    });
    if (!updated) return access.refused(row.id, row.ownerId);
    return updated;
  }

  const subjectOf = (row: PropertyRow) => ({ listingId: row.id, ownerId: row.ownerId });

  return {
    /** Unpaid → listed for 30 days when the fee is 0; with a fee nothing changes until it is paid. */
    async publish(id: string, ownerId: string): Promise<PublishResult> {
      const row = await ownedFor(id, ownerId, 'publish');
      if (!(await owners.byId(ownerId)).phoneNumberVerified) throw new AppError('PhoneNumberNotVerified');
      const fee = feeFor(row);
      if (fee > 0) return { property: await access.respond(row), paymentDue: fee };
      const now = clock.now();
      const published = await apply(
        row,
        {
          status: 'listed',
          publishedAt: now,
          validUntil: new Date(now.getTime() + validityMs),
          expiryNoticeSentAt: null,
        },
        false,
        true,
        'publish',
      );
      await events.emit('listing.published', { ...subjectOf(row), validUntil: published.validUntil as Date });
      return { property: await access.respond(published), paymentDue: null };
    },

    /**
     * 30 more days from max(now, validUntil). An expired listing is listed again (and counts
     * toward the limit); a hidden one stays hidden with its validity extended.
     */
    async renew(id: string, ownerId: string): Promise<PublishResult> {
      const row = await ownedFor(id, ownerId, 'renew');
      if (renewedJustNow(row.renewedAt, clock.now())) throw new AppError('ActionForbidden');
      const relists = row.status === 'expired';
      const fee = feeFor(row);
      if (fee > 0) {
        if (relists) await assertRoom(ownerId, 1);
        return { property: await access.respond(row), paymentDue: fee };
      }
      const now = clock.now();
      const renewed = await apply(
        row,
        {
          validUntil: renewedUntil(row.validUntil, now),
          renewedAt: now,
          expiryNoticeSentAt: null,
          ...(relists ? { status: 'listed' as const, publishedAt: now } : {}),
        },
        relists,
        relists,
        'renew',
      );
      const validUntil = renewed.validUntil as Date;
      await events.emit('listing.renewed', { ...subjectOf(row), validUntil, relisted: relists });
      return { property: await access.respond(renewed), paymentDue: null };
    },

    async hide(id: string, ownerId: string): Promise<PropertyResponse> {
      const hidden = await apply(await ownedFor(id, ownerId, 'hide'), { status: 'hidden' });
      await events.emit('listing.hidden', subjectOf(hidden));
      return access.respond(hidden);
    },

    /** Hidden → listed while still valid (counts toward the limit), else → expired. */
    async unhide(id: string, ownerId: string): Promise<PropertyResponse> {
      const row = await ownedFor(id, ownerId, 'unhide');
      const valid = row.validUntil !== null && row.validUntil > clock.now();
      const status = valid ? 'listed' : 'expired';
      const shown = await apply(row, { status }, valid, valid);
      await events.emit('listing.unhidden', { ...subjectOf(row), status });
      return access.respond(shown);
    },

    /** Sold while public stays public 30 days with a badge; sold from hidden or expired stays private. */
    async markSold(id: string, ownerId: string): Promise<PropertyResponse> {
      const row = await ownedFor(id, ownerId, 'markSold');
      const now = clock.now();
      const soldWhileListed = isPublic(row, now);
      const sold = await apply(row, { soldAt: now, soldWhileListed });
      await events.emit('listing.sold', { ...subjectOf(row), public: soldWhileListed });
      return access.respond(sold);
    },

    /** "Price on request" on or off; setting it twice is harmless, so it only guards the status. */
    async setPriceHidden(id: string, ownerId: string, hidden: boolean): Promise<PropertyResponse> {
      const row = await ownedFor(id, ownerId, 'hidePrice');
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
     * would not all fit. With fees nothing changes and the answer carries their sum.
     */
    async renewAll(ownerId: string): Promise<{ renewed: number; paymentDue: number | null }> {
      const expired = await repository.renewable(ownerId);
      if (expired.length === 0) return { renewed: 0, paymentDue: null };
      const due = expired.reduce((sum, row) => sum + feeFor(row), 0);
      if (due > 0) {
        await assertRoom(ownerId, expired.length);
        return { renewed: 0, paymentDue: due };
      }
      const now = clock.now();
      const renewed = await repository.transaction(ownerId, async (tx) => {
        const rows = await tx.listings.renewable(ownerId);
        if ((await tx.listings.countLimited(ownerId)) + rows.length > limit)
          throw new AppError('PropertyLimit');
        const done: PropertyRow[] = [];
        for (const row of rows) {
          const changes = {
            status: 'listed' as const,
            publishedAt: now,
            validUntil: renewedUntil(row.validUntil, now),
            renewedAt: now,
            expiryNoticeSentAt: null,
            updatedAt: now,
          };
          const guard = { statuses: ['expired' as const], validUntil: row.validUntil };
          const updated = await tx.listings.update(row.id, ownerId, guard, changes);
          if (updated) {
            await enterPublic(tx, updated, now, events);
            await bill(tx, updated, 'renew', now);
            done.push(updated);
          }
        }
        return done;
      });
      for (const row of renewed) {
        await events.emit('listing.renewed', {
          ...subjectOf(row),
          validUntil: row.validUntil as Date,
          relisted: true,
        });
      }
      return { renewed: renewed.length, paymentDue: null };
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
