import { z } from 'zod';
import { propertyOffer, propertyResponse } from './listings.ts';

/** What the property page (/p/{id}) needs beside the listing itself (issue 5). */

/**
 * Who answers for the listing — its owner, or the agency's agent it is assigned to — as a public
 * card: never the e-mail or the phone number (that is the counted reveal).
 */
export const ownerCardResponse = z.object({
  name: z.string(),
  /** The address of the profile photo, or null. */
  profileImage: z.string().nullable(),
  /** When the account was created (ISO). */
  memberSince: z.string(),
  /** The approved agency the listing belongs to, or null for a private listing. */
  agency: z
    .object({
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      /** The broker register number was checked: the "verified" badge. */
      registerVerified: z.boolean(),
    })
    .nullable(),
});
export type OwnerCardResponse = z.infer<typeof ownerCardResponse>;

/** The owner's verified phone number; null when the owner has none verified any more. */
export const phoneRevealResponse = z.object({ phoneNumber: z.string().nullable() });
export type PhoneRevealResponse = z.infer<typeof phoneRevealResponse>;

/** Whether the caller has saved the listing (also the answer of saving and unsaving). */
export const savedResponse = z.object({ saved: z.boolean() });
export type SavedResponse = z.infer<typeof savedResponse>;

export const propertyPageLimits = {
  /** Similar listings shown under a listing (docs/product/DECISIONS.md, Listings). */
  similarMax: 6,
  /**
   * Price and size within ±30 % of the listing's, then within ±50 % when the nearer rule finds
   * fewer than similarMax (docs/decisions.md, The first ten minutes 2).
   */
  similarTolerances: [0.3, 0.5],
  /** The home page's newest listings. */
  newestDefault: 12,
} as const;

/** A list of public listings (similar, newest). */
export const propertyListResponse = z.object({ items: z.array(propertyResponse) });
export type PropertyListResponse = z.infer<typeof propertyListResponse>;

/**
 * GET /api/properties/{id}/price-history: the property's asking prices, oldest first, across
 * relistings (a listing taken down and put up again keeps them) and across its offers (issue 30,
 * decision 251: each price names the listing that asked it), and when it was first listed by any
 * of them (its days on the market). A price on request shows as null.
 */
export const priceHistoryResponse = z.object({
  items: z.array(
    z.object({
      price: z.number().nullable(),
      changedAt: z.string(),
      /** The offer (listing) that asked this price. */
      propertyId: z.string(),
    }),
  ),
  /** Null before it was ever published. */
  firstListedAt: z.string().nullable(),
});
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponse>;

/**
 * GET /api/properties/{id}/offers (issue 30): the property's public offers, the best first, this
 * listing's included; only this one when no other advertiser offers it.
 */
export const propertyOffersResponse = z.object({ items: z.array(propertyOffer) });
export type PropertyOffersResponse = z.infer<typeof propertyOffersResponse>;

/**
 * GET /api/properties/{id}/costs (issue 31, point 5): the buyer's costs beside a sale price, each
 * line with its sources and the date they were checked; a cost without a citable source is no line.
 * A rental, or a place no sourced rule covers, has none.
 */
export const buyerCostLine = z.object({
  key: z.enum(['transferTax']),
  /** Percent of the price. */
  ratePct: z.number(),
  /** KM; null while the price is on request. */
  amount: z.number().nullable(),
  payer: z.enum(['buyer', 'seller']),
  /** The place whose rule it is (a canton, an entity). */
  place: z.object({ slug: z.string(), name: z.string() }),
  law: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  /** YYYY-MM-DD. */
  checkedAt: z.string(),
  /**
   * Who does not pay it, as the law says, named by a key the clients word in their language
   * (`firstHomeUnder38`: a first home of a buyer up to 38, within the law's sizes); null when none is sourced.
   */
  exemption: z.enum(['firstHomeUnder38']).nullable(),
});
export type BuyerCostLine = z.infer<typeof buyerCostLine>;

export const buyerCostsResponse = z.object({
  price: z.number().nullable(),
  lines: z.array(buyerCostLine),
  /** Price and the buyer's lines; null while the price is on request. */
  total: z.number().nullable(),
});
export type BuyerCostsResponse = z.infer<typeof buyerCostsResponse>;
