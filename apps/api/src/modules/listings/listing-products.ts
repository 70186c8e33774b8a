import type { ListingType } from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';
import type { LineSnapshot, OrderLine, ProductKind } from '../payments/index.ts';
import { validityMs } from './lifecycle.ts';
import type { PaidItem, PaidListings } from './paid-listings.ts';

/** How long one payment keeps a listing public (DECISIONS.md: 30 days). */
const listingDays = validityMs / (24 * 3600 * 1000);

type Action = PaidItem['action'];

/**
 * The listings' products (issue 28, 1; decision 185): `listing.publish` and `listing.renew` of a
 * private user's listing for 30 days at the listing type's fee, each a wrapping of paid-listings'
 * quote, applyIn and withdrawIn. A line's snapshot is the listing's type and address when priced.
 */
export function createListingProducts(deps: {
  paid: PaidListings;
  /** KM to publish or renew for 30 days, by type (config: LISTING_FEE_*). */
  fees: Readonly<Record<ListingType, number>>;
}): ProductKind[] {
  const { paid } = deps;
  const priceOf = (listingType: ListingType) => Math.round(deps.fees[listingType] * 100);
  const itemsOf = (action: Action, lines: readonly OrderLine[]) =>
    lines.map((line) => ({
      propertyId: line.subjectId,
      action,
      listingType: String(line.snapshot.listingType),
    }));

  function kind(action: Action): ProductKind {
    const name = `listing.${action}`;
    return {
      kind: name,
      recheckAtCheckout: true,
      heldWith: ['listing.publish', 'listing.renew'],
      takesCoupon: true,
      paidLink: '/me/properties',

      async quote(userId, lines) {
        const quoted = await paid.quote(
          userId,
          lines.map((line) => ({ propertyId: line.subjectId, action })),
        );
        return quoted.map((item, index) => {
          // Quoted again at checkout, a line keeps the address it was bought with; its type is now's.
          const stored = lines[index]?.snapshot;
          const snapshot: LineSnapshot = {
            listingType: item.listingType,
            address: stored ? String(stored.address) : item.address,
          };
          return {
            subjectId: item.propertyId,
            days: listingDays,
            quantity: 1,
            unitPriceMinor: priceOf(item.listingType),
            snapshot,
          };
        });
      },

      async applyIn(tx: Database, userId, lines, now) {
        const applied = await paid.applyIn(tx, userId, itemsOf(action, lines), now);
        const done = new Set(applied.map((item) => item.propertyId));
        return {
          applied: lines.filter((line) => done.has(line.subjectId)).map((line) => line.position),
          afterCommit: () => paid.announce(applied),
        };
      },

      async withdrawIn(tx: Database, userId, lines, now) {
        const withdrawn = await paid.withdrawIn(tx, userId, itemsOf(action, lines), now);
        return { applied: [], afterCommit: () => paid.announceWithdrawn(withdrawn) };
      },

      describe: (line) => String(line.snapshot.address),

      answer: (line) => ({
        item: {
          propertyId: line.subjectId,
          action,
          listingType: line.snapshot.listingType as ListingType,
          address: String(line.snapshot.address),
          days: line.days ?? listingDays,
          amount: line.amountMinor / 100,
        },
      }),

      receipt: (line) => ({
        address: String(line.snapshot.address),
        action,
        days: line.days ?? listingDays,
        amount: line.amountMinor / 100,
      }),
    };
  }

  return [kind('publish'), kind('renew')];
}
