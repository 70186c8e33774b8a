import { notificationKinds, notificationTypes } from '@krov/contracts';
import { z } from 'zod';

/**
 * What another module asks the notifications module to tell a user: a kind, the values its texts
 * need, and the link. Texts are rendered from `notification.<kind>.*` in the user's language when
 * read or sent, so a stored notification follows a change of language. Listings in it (a saved
 * search's matches, a digest) travel as summaries rendered the same way.
 */
export const listingSummary = z.object({
  id: z.string(),
  listingType: z.enum(['sell', 'rent']),
  propertyType: z.enum(['house', 'apartment', 'land', 'office']),
  /** Null: on request. */
  price: z.number().nullable(),
  size: z.number(),
  bedrooms: z.number().nullable(),
  /** The place's name (the municipality or the neighbourhood). */
  place: z.string(),
  address: z.string(),
  /** The cover's address, when it has photos. */
  imageUrl: z.string().nullable(),
  /** When it was last confirmed available (issue 29), ISO; absent in notifications stored before. */
  confirmedAt: z.string().nullable().optional(),
});
export type ListingSummary = z.infer<typeof listingSummary>;

export const notificationParams = z.object({
  /** Placeholders of the kind's texts. */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  listings: z.array(listingSummary).max(100).optional(),
  /** A payment's receipt (amounts in KM), written out in its e-mail (receipt-email.ts). */
  receipt: z
    .object({
      order: z.string(),
      lines: z
        .array(
          z.object({
            address: z.string(),
            action: z.enum(['publish', 'renew']),
            days: z.number(),
            amount: z.number(),
          }),
        )
        .max(100),
      subtotal: z.number(),
      discount: z.number(),
      total: z.number(),
      paidAt: z.string(),
      reference: z.string().nullable(),
    })
    .optional(),
});
export type NotificationParams = z.infer<typeof notificationParams>;

export const notificationRequest = z.object({
  userId: z.string().uuid(),
  kind: z.enum(notificationKinds),
  type: z.enum(notificationTypes),
  /** A path of the web, starting with "/". */
  link: z.string().startsWith('/'),
  /** Unique per user: the same key twice is one notification (retries, racing runners). */
  dedupeKey: z.string().min(1).max(200),
  params: notificationParams,
});
export type NotificationRequest = z.input<typeof notificationRequest>;
