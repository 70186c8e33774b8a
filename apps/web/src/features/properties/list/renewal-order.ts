import type { MyProperty } from '@krov/contracts';
import { paymentLimits } from '@krov/contracts/constants';
import { propertiesApi } from '../properties-api';

/** Listings one order may hold. */
const orderItemsMax = paymentLimits.itemsMax;
const pageSize = 100;

/**
 * What "Renew all" pays for when the api says a fee is due: the listings it would renew (the
 * api's `renewable`: the owner's expired listings that are not sold), read from the Expired tab.
 * An agency's listings there are billed to the agency, never put on an order: those have someone
 * who holds them (`heldBy`), a private listing has none.
 */
export async function expiredPrivateListings(): Promise<string[]> {
  const found: MyProperty[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await propertiesApi.mine({ tab: 'expired', sort: 'newest', q: '' }, page, pageSize);
    found.push(...answer.items);
    if (answer.items.length < pageSize || found.length >= answer.total) break;
  }
  return found
    .filter((listing) => listing.soldAt === null && listing.heldBy === null)
    .slice(0, orderItemsMax)
    .map((listing) => listing.id);
}
