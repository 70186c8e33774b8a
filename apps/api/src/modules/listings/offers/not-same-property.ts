import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { ListingsReader } from '../ports.ts';
import { createOffersRepository } from './offers.repository.ts';
import type { Regrouped, Regrouping } from './regroup.ts';

/** The moderation queue's item, written in the separation's transaction (moderation's system flags). */
export interface OwnerReports {
  flagIn(
    tx: Database,
    flag: { propertyId: string; reason: 'not_same_property'; text: string; createdAt: Date },
  ): Promise<void>;
}

interface Dependencies {
  db: Database;
  clock: Clock;
  reader: Pick<ListingsReader, 'manages'>;
  reports: OwnerReports;
  /** Drops the cached answers (and totals) of the listings a regrouping touched. */
  forgetTouched: (regrouped: Regrouped) => void;
  regrouping: Pick<Regrouping, 'regroupIn'>;
}

/**
 * "Not the same property" (issue 30, decision 247): the advertiser of a listing (its owner, or the
 * agency's agent or owner) says another public listing is a different property. At once, in one
 * transaction: the pair is remembered (the matcher never joins them again), the listing leaves the
 * group they shared and is matched again without it, and the first time an item goes into the
 * admins' queue (reason `not_same_property`). A listing the caller does not manage, or another
 * listing that is not public, answers PropertyNotFound, as if it did not exist.
 */
export function createNotSameProperty({
  db,
  clock,
  reader,
  reports,
  forgetTouched,
  regrouping,
}: Dependencies) {
  return {
    async separate(propertyId: string, otherPropertyId: string, userId: string): Promise<void> {
      if (propertyId === otherPropertyId || !(await reader.manages(propertyId, userId)))
        throw new AppError('PropertyNotFound');
      const regrouped = await db.transaction(async (tx) => {
        const now = clock.now();
        const repository = createOffersRepository(tx);
        await repository.lock();
        const [listing, other] = await repository.rowsOf([propertyId, otherPropertyId], now);
        if (!listing || other?.id !== otherPropertyId || !other.public)
          throw new AppError('PropertyNotFound');
        if (await repository.separate(propertyId, otherPropertyId, userId, now))
          await reports.flagIn(tx, {
            propertyId,
            reason: 'not_same_property',
            text: `otherPropertyId: ${otherPropertyId}`,
            createdAt: now,
          });
        const first = await regrouping.regroupIn(tx, propertyId);
        const second = await regrouping.regroupIn(tx, otherPropertyId);
        return { touched: [...first.touched, ...second.touched], changed: first.changed || second.changed };
      });
      forgetTouched(regrouped);
    },
  };
}

export type NotSameProperty = ReturnType<typeof createNotSameProperty>;
