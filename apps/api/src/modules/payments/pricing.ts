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
