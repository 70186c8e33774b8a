import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's own ledger: what a payment gateway keeps on its side, here in our
 * database because the sandbox gateway is served by the api (decision 150). One row per checkout
 * of an order: its hosted page is `/api/payments/sandbox/checkout/{id}`; the card decides.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order as the provider knows it (provider.ts `orderNumber`). */
    orderNumber: text('order_number').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    notificationUrl: text('notification_url').notNull(),
    /** open (the page waits for a card), approved, declined, processing (decides later), failed, refunded. */
    status: text('status', {
      enum: ['open', 'approved', 'declined', 'processing', 'failed', 'refunded'],
    })
      .notNull()
      .default('open'),
    cardLast4: text('card_last4'),
    /** The gateway's reference of the transaction, once a card was tried. */
    reference: text('reference'),
    /** When a `processing` payment is decided (the late-failure card). */
    decideAt: timestamp('decide_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_order_number_unique').on(table.orderNumber),
    index('sandbox_payments_processing_idx').on(table.decideAt).where(sql`${table.status} = 'processing'`),
    check('sandbox_payments_amount', sql`${table.amountMinor} >= 0`),
  ],
);
