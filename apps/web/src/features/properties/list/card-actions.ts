import { allowedActions, type LifecycleMark, type ListingAction } from '@krov/contracts';

/** A listed listing this close to its end is offered "Obnovi" first (docs/decisions/118-my-properties-cards.md). */
export const renewSoonDays = 7;
const dayMs = 24 * 3600 * 1000;

/**
 * The one action a card shows as its button, fitting where the listing stands: publish what is
 * unpaid, renew what expired or expires within a week, show again what is hidden, otherwise edit.
 * A sold listing has none (it can only be deleted, from the menu).
 */
export function mainAction(
  listing: LifecycleMark & { validUntil: string | null; hiddenReason?: string | null },
  now: number,
): ListingAction | null {
  const allowed = new Set(allowedActions(listing));
  const pick = (action: ListingAction) => (allowed.has(action) ? action : null);
  if (listing.soldAt) return null;
  // Hidden as unconfirmed: "Još je dostupno" (CardAvailability) is the card's one button.
  if (listing.status === 'hidden' && listing.hiddenReason === 'unconfirmed') return null;
  switch (listing.status) {
    case 'unpaid':
      return pick('publish');
    case 'expired':
      return pick('renew');
    case 'hidden':
      return pick('unhide');
    case 'listed': {
      const left = listing.validUntil ? Date.parse(listing.validUntil) - now : Number.POSITIVE_INFINITY;
      return left <= renewSoonDays * dayMs ? pick('renew') : pick('edit');
    }
  }
}

/** Everything else the listing allows, for the card's menu, in the lifecycle table's order, delete last. */
export function menuActions(
  listing: LifecycleMark & { validUntil: string | null; hiddenReason?: string | null },
  now: number,
): ListingAction[] {
  const main = mainAction(listing, now);
  const rest = allowedActions(listing).filter((action) => action !== main);
  // Edit leads the menu (the most common), delete ends it (the one that cannot be undone).
  return [
    ...rest.filter((action) => action === 'edit'),
    ...rest.filter((action) => action !== 'edit' && action !== 'delete'),
    ...rest.filter((action) => action === 'delete'),
  ];
}
