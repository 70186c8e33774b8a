import { listingLimits } from '@krov/contracts';
import type { MarketRandom } from './random.ts';

/** A listing's lifecycle columns (docs/product/DECISIONS.md, Listings; lifecycle.service.ts). */
export interface Lifecycle {
  status: 'unpaid' | 'listed' | 'hidden' | 'expired';
  publishedAt: Date | null;
  validUntil: Date | null;
  renewedAt: Date | null;
  soldAt: Date | null;
  soldWhileListed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What happened to a listing; `sold-listed` stays public 30 days, `sold-private` (from hidden or expired) does not. */
export type Story = 'listed' | 'sold-listed' | 'expired' | 'hidden' | 'unpaid' | 'sold-private';

/** Most listings are live; the rest spread over the states a real marketplace holds. */
export const storyShares: Record<Story, number> = {
  listed: 0.8,
  'sold-listed': 0.025,
  expired: 0.085,
  hidden: 0.04,
  unpaid: 0.04,
  'sold-private': 0.01,
};

const dayMs = 24 * 3600 * 1000;
const validityMs = listingLimits.validityDays * dayMs;
/** Published dates span this many days back from the load (SPEC: a marketplace in motion). */
export const publishedSpanDays = 60;

/**
 * Dates for a story, relative to `now`: published within the last 60 days (more of them recently),
 * valid 30 days from publishing, renewed once when published more than 30 days ago and still live;
 * expired ones published 30–60 days ago and never renewed.
 */
export function lifecycleFor(random: MarketRandom, now: Date, story: Story): Lifecycle {
  const at = (daysAgo: number) => new Date(now.getTime() - Math.round(daysAgo * dayMs));
  // Skewed to the recent past: a uniform draw to the power 1.4 is denser near zero.
  const publishedDaysAgo = 0.02 + (publishedSpanDays - 0.1) * random.next() ** 1.4;
  const createdDaysAgo = publishedDaysAgo + random.between(0, 1.5);
  const published = at(publishedDaysAgo);
  const firstValidity = new Date(published.getTime() + validityMs);
  const base = { renewedAt: null, soldAt: null, soldWhileListed: false, createdAt: at(createdDaysAgo) };
  const live = (): Pick<Lifecycle, 'validUntil' | 'renewedAt'> =>
    firstValidity > now
      ? { validUntil: firstValidity, renewedAt: null }
      : // Renewed the day it ran out (or a little before): 30 more days from then.
        { validUntil: new Date(firstValidity.getTime() + validityMs), renewedAt: firstValidity };
  switch (story) {
    case 'unpaid':
      return { ...base, status: 'unpaid', publishedAt: null, validUntil: null, updatedAt: base.createdAt };
    case 'expired': {
      const expiredPublished = at(
        listingLimits.validityDays +
          random.between(0.1, publishedSpanDays - listingLimits.validityDays - 0.1),
      );
      return {
        ...base,
        createdAt: new Date(expiredPublished.getTime() - random.between(0, 1.5) * dayMs),
        status: 'expired',
        publishedAt: expiredPublished,
        validUntil: new Date(expiredPublished.getTime() + validityMs),
        updatedAt: new Date(expiredPublished.getTime() + validityMs),
      };
    }
    case 'hidden':
      return {
        ...base,
        ...live(),
        status: 'hidden',
        publishedAt: published,
        updatedAt: at(publishedDaysAgo / 2),
      };
    case 'sold-listed': {
      const soldAt = at(random.between(0, Math.min(publishedDaysAgo, listingLimits.soldVisibleDays - 1)));
      return {
        ...base,
        ...live(),
        status: 'listed',
        publishedAt: published,
        soldAt,
        soldWhileListed: true,
        updatedAt: soldAt,
      };
    }
    case 'sold-private': {
      const soldAt = at(random.between(0, publishedDaysAgo));
      return { ...base, ...live(), status: 'hidden', publishedAt: published, soldAt, updatedAt: soldAt };
    }
    default:
      return { ...base, ...live(), status: 'listed', publishedAt: published, updatedAt: published };
  }
}
