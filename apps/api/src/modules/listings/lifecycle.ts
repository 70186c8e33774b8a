import { type ListingStatus, listingLimits } from '@krov/contracts';

// The table of what each status allows is shared with the web: @krov/contracts, lifecycle.ts.

/** The part of a listing its lifecycle depends on. */
export interface LifecycleState {
  status: ListingStatus;
  soldAt: Date | null;
  soldWhileListed: boolean;
  validUntil: Date | null;
}

const dayMs = 24 * 3600 * 1000;
export const validityMs = listingLimits.validityDays * dayMs;
export const soldVisibleMs = listingLimits.soldVisibleDays * dayMs;

/**
 * A renew this soon after the previous one is the same click twice (a double submit), not a wish
 * for 60 days: it is refused like any action the listing's state no longer allows.
 */
export const resubmitWindowMs = 10_000;

export function renewedJustNow(renewedAt: Date | null, now: Date): boolean {
  return renewedAt !== null && now.getTime() - renewedAt.getTime() < resubmitWindowMs;
}

/** Renewing extends from max(now, validUntil), so days already paid for are never lost. */
export function renewedUntil(validUntil: Date | null, now: Date): Date {
  const from = validUntil && validUntil > now ? validUntil : now;
  return new Date(from.getTime() + validityMs);
}

/**
 * Public means: listed and still valid, or sold while listed within the last 30 days. The
 * expire job turns the rest into expired, but this check never waits for it.
 */
export function isPublic(state: LifecycleState, now: Date): boolean {
  if (state.status !== 'listed') return false;
  if (state.soldAt) return state.soldWhileListed && state.soldAt.getTime() + soldVisibleMs > now.getTime();
  return state.validUntil !== null && state.validUntil > now;
}

/** Statuses that count toward the private user's limit (listed + unpaid; sold ones are done). */
export const limitedStatuses: ListingStatus[] = ['listed', 'unpaid'];
