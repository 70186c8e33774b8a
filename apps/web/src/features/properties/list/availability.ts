import type { MyProperty } from '@krov/contracts';

/**
 * Where a listing stands with "is it still available?" (issue 29), for its card on My properties:
 * asked and not answered yet (public until `confirmBy`), hidden because it was not confirmed in
 * time, or nothing to do. A sold listing is past asking.
 */
export type Availability = { kind: 'asked'; by: string } | { kind: 'hiddenUnconfirmed' } | { kind: 'none' };

export function availabilityOf(
  listing: Pick<MyProperty, 'status' | 'soldAt' | 'confirmBy' | 'hiddenReason'>,
): Availability {
  if (listing.soldAt) return { kind: 'none' };
  if (listing.status === 'hidden' && listing.hiddenReason === 'unconfirmed')
    return { kind: 'hiddenUnconfirmed' };
  if (listing.status === 'listed' && listing.confirmBy) return { kind: 'asked', by: listing.confirmBy };
  return { kind: 'none' };
}
