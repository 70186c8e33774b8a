import { z } from 'zod';
import { propertyResponse } from './listings.ts';

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
 * relistings (a listing taken down and put up again keeps them), and when it was first listed
 * (its days on the market). A price on request shows as null.
 */
export const priceHistoryResponse = z.object({
  items: z.array(z.object({ price: z.number().nullable(), changedAt: z.string() })),
  /** Null before it was ever published. */
  firstListedAt: z.string().nullable(),
});
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponse>;
