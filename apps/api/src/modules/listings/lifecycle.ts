import { type ListingStatus, listingLimits } from '@krov/contracts';

/** What an owner can do to a listing (the columns of docs/product/DECISIONS.md's lifecycle table). */
export type ListingAction =
  | 'publish'
  | 'renew'
  | 'hide'
  | 'unhide'
  | 'markSold'
  | 'hidePrice'
  | 'edit'
  | 'delete';

/** docs/product/DECISIONS.md, Listings: the lifecycle table, row by row. Anything missing answers ActionForbidden. */
const allowed: Record<ListingStatus | 'sold', readonly ListingAction[]> = {
  unpaid: ['publish', 'hidePrice', 'edit', 'delete'],
  listed: ['renew', 'hide', 'markSold', 'hidePrice', 'edit', 'delete'],
  hidden: ['renew', 'unhide', 'markSold', 'hidePrice', 'edit', 'delete'],
  expired: ['renew', 'markSold', 'hidePrice', 'edit', 'delete'],
  sold: ['delete'],
};

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

/** Sold is a mark on top of the status, and it wins: a sold listing only leaves (delete). */
export function rowOf(state: Pick<LifecycleState, 'status' | 'soldAt'>): ListingStatus | 'sold' {
  return state.soldAt ? 'sold' : state.status;
}

export function isAllowed(state: Pick<LifecycleState, 'status' | 'soldAt'>, action: ListingAction): boolean {
  return allowed[rowOf(state)].includes(action);
}

/** The statuses an action is allowed from (for the conditional update), sold ones excluded. */
export function statusesFor(action: ListingAction): ListingStatus[] {
  return (['unpaid', 'listed', 'hidden', 'expired'] as const).filter((status) =>
    allowed[status].includes(action),
  );
}

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
