import type { ListingStatus } from '@krov/contracts';
import { and, type Column, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { soldVisibleMs } from './lifecycle.ts';

/**
 * Who may see a listing, once in code and once in SQL, side by side so they never disagree
 * (docs/decisions.md, Listings 8). Public means: listed and still valid, or sold while listed
 * within the last 30 days. The expire job turns the rest into expired, but neither check waits for it.
 */

/** The part of a listing its visibility depends on. */
export interface LifecycleState {
  status: ListingStatus;
  soldAt: Date | null;
  soldWhileListed: boolean;
  validUntil: Date | null;
}

export function isPublic(state: LifecycleState, now: Date): boolean {
  if (state.status !== 'listed') return false;
  if (state.soldAt) return state.soldWhileListed && state.soldAt.getTime() + soldVisibleMs > now.getTime();
  return state.validUntil !== null && state.validUntil > now;
}

/** The columns `publicAt` reads: the listings table (its repository passes it in). */
export interface VisibilityColumns {
  status: Column;
  deletedAt: Column;
  soldAt: Column;
  soldWhileListed: Column;
  validUntil: Column;
}

/** `isPublic` as SQL (and not deleted, which a loaded row already is). */
export function publicAt(listing: VisibilityColumns, now: Date): SQL {
  return and(
    eq(listing.status, 'listed'),
    isNull(listing.deletedAt),
    or(
      and(isNull(listing.soldAt), gt(listing.validUntil, now)),
      and(eq(listing.soldWhileListed, true), gt(listing.soldAt, new Date(now.getTime() - soldVisibleMs))),
    ),
  ) as SQL;
}

/** A listing the caller may look at: a public one, or their own in any status. */
export function canSee(listing: LifecycleState & { ownerId: string }, viewerId: string | null, now: Date) {
  return listing.ownerId === viewerId || isPublic(listing, now);
}
