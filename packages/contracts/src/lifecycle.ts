import type { ListingStatus } from './listings.ts';

/** What an owner can do with a listing (the columns of docs/product/DECISIONS.md's lifecycle table). */
export const listingActions = [
  'publish',
  'renew',
  'hide',
  'unhide',
  'markSold',
  'hidePrice',
  'edit',
  'delete',
] as const;
export type ListingAction = (typeof listingActions)[number];

/** The row of the table a listing is in: its status, or "sold", the soldAt mark that overrides it. */
export type LifecycleRow = ListingStatus | 'sold';

/**
 * docs/product/DECISIONS.md, Listings: the lifecycle table, row by row, in the table's order. The api
 * refuses anything missing with ActionForbidden; the web offers only what is here. What each action
 * does (its changes, limit, public entry, billing, events) is the api's table: listings'
 * lifecycle-table.ts (decision 190).
 */
const allowed: Record<LifecycleRow, readonly ListingAction[]> = {
  unpaid: ['publish', 'hidePrice', 'edit', 'delete'],
  listed: ['renew', 'hide', 'markSold', 'hidePrice', 'edit', 'delete'],
  hidden: ['renew', 'unhide', 'markSold', 'hidePrice', 'edit', 'delete'],
  expired: ['renew', 'markSold', 'hidePrice', 'edit', 'delete'],
  sold: ['delete'],
};

/** The part of a listing its row depends on (soldAt as a Date in the api, as ISO text in the web). */
export interface LifecycleMark {
  status: ListingStatus;
  soldAt: Date | string | null;
}

/** Sold is a mark on top of the status, and it wins: a sold listing only leaves (delete). */
export function lifecycleRow(listing: LifecycleMark): LifecycleRow {
  return listing.soldAt ? 'sold' : listing.status;
}

/** The actions allowed for this listing, in the table's order. */
export function allowedActions(listing: LifecycleMark): ListingAction[] {
  return [...allowed[lifecycleRow(listing)]];
}

export function isAllowed(listing: LifecycleMark, action: ListingAction): boolean {
  return allowed[lifecycleRow(listing)].includes(action);
}

/** The statuses an action is allowed from (the api's conditional update), sold ones excluded. */
export function statusesFor(action: ListingAction): ListingStatus[] {
  return (['unpaid', 'listed', 'hidden', 'expired'] as const).filter((status) =>
    allowed[status].includes(action),
  );
}
