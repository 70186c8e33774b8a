import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { leadOf, placeOf, stillBelongs } from './offer-grouping.ts';
import { offerThresholds } from './offer-matcher.ts';
import { createOffersRepository } from './offers.repository.ts';

export interface RegroupingDependencies {
  db: Database;
  clock: Clock;
  /**
   * Told, inside the transaction, the members of every group that stays a group: the photo_reuse
   * flags between offers of one property are withdrawn (moderation's withdrawPhotoReuseFlagsWithin).
   */
  grouped: (tx: Database, memberIds: readonly string[]) => Promise<unknown>;
}

/**
 * What a regrouping did: the listings whose public answers name offers that may have changed (the
 * members of every group it looked at, and the listing itself when its group or lead was written;
 * none for a lone listing that stays alone), and whether any listing's group or lead was written
 * (the grouped search's totals count groups, so only then are they counted again).
 */
export interface Regrouped {
  touched: string[];
  changed: boolean;
}

/**
 * One listing's place among the offers (issue 30), in one transaction under the grouping's lock:
 * a listing no longer public leaves its group; a grouped one that is no longer the same property
 * as its group (moved, resized, retyped, kept apart) leaves and is matched again; a lone one joins
 * the group (or the lone listing) it matches. Every group touched gets its lead again, and a group
 * left with one member dissolves. Run twice, the second run changes nothing (and writes no row).
 */
export function createRegrouping({ db, clock, grouped }: RegroupingDependencies) {
  async function regroupIn(tx: Database, listingId: string): Promise<Regrouped> {
    const now = clock.now();
    const repository = createOffersRepository(tx);
    let written = 0;
    const assign = async (ids: readonly string[], groupId: string | null, leadId: string | null) => {
      written += await repository.assign(ids, groupId, leadId);
    };

    /** Re-reads a group: its public members keep it under the best offer; the rest leave; one alone dissolves. */
    async function settle(groupId: string): Promise<string[]> {
      const members = await repository.members([groupId], now);
      const shown = members.filter((member) => member.public);
      const gone = members.filter((member) => !member.public).map((member) => member.id);
      await assign(gone, null, null);
      if (shown.length <= 1)
        await assign(
          shown.map((member) => member.id),
          null,
          null,
        );
      else {
        const ids = shown.map((member) => member.id);
        await assign(ids, groupId, leadOf(shown)?.id ?? null);
        await grouped(tx, ids);
      }
      return members.map((member) => member.id);
    }

    async function place(): Promise<string[]> {
      await repository.lock();
      const listing = await repository.row(listingId, now);
      if (!listing) return [];
      // A lone listing that stays alone touches no answer: its own change dropped its own.
      const touched: string[] = [];
      if (listing.groupId) {
        const separated = await repository.separatedFrom(listing.id);
        const others = (await repository.members([listing.groupId], now)).filter(
          (member) => member.public && member.id !== listing.id,
        );
        if (listing.public && stillBelongs(listing, others, separated))
          return [...touched, ...(await settle(listing.groupId))];
        await assign([listing.id], null, null);
        touched.push(...(await settle(listing.groupId)));
      }
      if (!listing.public) return touched;

      const separated = await repository.separatedFrom(listing.id);
      const near = await repository.candidates(
        listing,
        offerThresholds.maxDistanceMetres,
        offerThresholds.maxSizeDifference,
        now,
      );
      const groupIds = [...new Set(near.flatMap((other) => (other.groupId ? [other.groupId] : [])))];
      const members = (await repository.members(groupIds, now)).filter((member) => member.public);
      const found = placeOf(
        { ...listing },
        near,
        (groupId) => members.filter((member) => member.groupId === groupId),
        separated,
      );
      if (!found) return touched;
      if ('groupId' in found) {
        await assign([listing.id], found.groupId, null);
        return [...touched, ...(await settle(found.groupId))];
      }
      const groupId = randomUUID();
      await assign([listing.id, found.pairWith], groupId, null);
      return [...touched, ...(await settle(groupId))];
    }

    const looked = await place();
    const touched = [...new Set(written > 0 ? [listingId, ...looked] : looked)];
    return { touched, changed: written > 0 };
  }

  return {
    /** Inside the caller's transaction (not-same-property.ts). */
    regroupIn,

    /** In a transaction of its own (the job, the photo job, the tests). */
    async regroupListing(listingId: string): Promise<Regrouped> {
      return db.transaction((tx) => regroupIn(tx as unknown as Database, listingId));
    },
  };
}

export type Regrouping = ReturnType<typeof createRegrouping>;
