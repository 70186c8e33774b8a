import type { ListingType } from '@krov/contracts';
import type { PropertyRow } from './listings.repository.ts';

/**
 * Whether a listing's type may not change now (issue 27): its fee follows its type (a sale costs
 * more than a rent), so while a period paid under one type's fee runs the type stays, unless the
 * two fees are equal. An unpaid or expired listing changes freely: its next payment is priced on
 * the type it has then (checkout prices an order again).
 */
export function typeChangeRefused(
  row: Pick<PropertyRow, 'listingType' | 'status' | 'validUntil'>,
  nextType: ListingType,
  fees: Readonly<Record<ListingType, number>>,
  now: Date,
): boolean {
  if (nextType === row.listingType || fees[nextType] === fees[row.listingType]) return false;
  return row.status !== 'unpaid' && row.validUntil !== null && row.validUntil.getTime() > now.getTime();
}
