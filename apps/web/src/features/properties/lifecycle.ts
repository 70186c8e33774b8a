import type { ListingStatus } from '@krov/contracts';

/** What an owner can do with a listing (docs/product/DECISIONS.md, Listings: the lifecycle table). */
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

/** The table's rows; "sold" is the soldAt mark, which overrides the status. */
const allowed: Record<ListingStatus | 'sold', readonly ListingAction[]> = {
  unpaid: ['publish', 'hidePrice', 'edit', 'delete'],
  listed: ['renew', 'hide', 'markSold', 'hidePrice', 'edit', 'delete'],
  hidden: ['renew', 'unhide', 'markSold', 'hidePrice', 'edit', 'delete'],
  expired: ['renew', 'markSold', 'hidePrice', 'edit', 'delete'],
  sold: ['delete'],
};

export interface ListingState {
  status: ListingStatus;
  soldAt: string | null;
}

/** The row of the lifecycle table a listing is in. */
export function lifecycleState(listing: ListingState): ListingStatus | 'sold' {
  return listing.soldAt ? 'sold' : listing.status;
}

/** The actions the api allows for this listing, in the table's order; any other answers ActionForbidden. */
export function allowedActions(listing: ListingState): ListingAction[] {
  return [...allowed[lifecycleState(listing)]];
}

export function can(listing: ListingState, action: ListingAction): boolean {
  return allowed[lifecycleState(listing)].includes(action);
}
