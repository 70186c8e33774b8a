import type { ListingType } from '@krov/contracts';
import { toMinor } from './money.ts';

/** How long one payment keeps a listing public (DECISIONS.md: 30 days). */
export const listingDays = 30;

/** The price list: fening to publish or renew a listing for `listingDays`, by listing type. */
export type PriceList = Readonly<Record<ListingType, number>>;

/** The configured fees (KM, LISTING_FEE_SELL / LISTING_FEE_RENT) as a price list in fening. */
export function priceListOf(feesKm: Readonly<Record<ListingType, number>>): PriceList {
  return { sell: toMinor(feesKm.sell), rent: toMinor(feesKm.rent) };
}

/** What one listing costs for one period: the server's figure, never the client's. */
export const priceOf = (
  prices: PriceList,
  listingType: ListingType,
): { days: number; amountMinor: number } => ({
  days: listingDays,
  amountMinor: prices[listingType],
});

/**
 * An order's items priced again on what their listings are now (`quoted`, in the same order): null
 * when every item's type and amount are as stored, else every item with its current price.
 */
export function repricedItems(
  prices: PriceList,
  stored: readonly { propertyId: string; listingType: string; amountMinor: number }[],
  quoted: readonly { propertyId: string; listingType: ListingType }[],
): { propertyId: string; listingType: ListingType; amountMinor: number }[] | null {
  const now = quoted.map((item) => ({
    propertyId: item.propertyId,
    listingType: item.listingType,
    amountMinor: priceOf(prices, item.listingType).amountMinor,
  }));
  const same = now.every((item, index) => {
    const before = stored[index];
    return before?.listingType === item.listingType && before.amountMinor === item.amountMinor;
  });
  return same ? null : now;
}
