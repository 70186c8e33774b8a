import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'refunded']);
export const paymentProvider = pgEnum('payment_provider', ['sandbox', 'monri']);

/**
 * Coupons (admins create them): percent or fixed fening off, a validity window, a total of uses and
 * once per user. `uses` counts the uses held by paid orders and by checkouts in progress (a
 * checkout takes its use before the money moves, so two orders cannot both take the last one).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as typed codes are compared. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    check('coupons_uses_within_max', sql`${table.uses} >= 0 and ${table.uses} <= ${table.maxUses}`),
    check('coupons_one_discount', sql`(${table.percentOff} is null) <> (${table.amountOffMinor} is null)`),
  ],
);

/** One checkout of a private user (listings) or an agency's owner (an invoice): what it buys is its lines. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('pending'),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull().default('BAM'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    /** Set at checkout: who takes the money, and their reference of it once known. */
    provider: paymentProvider('provider'),
    providerReference: text('provider_reference'),
    /** Whether the coupon's use is held by this order (taken at checkout, returned on failure). */
    couponHeldAt: timestamp('coupon_held_at', { withTimezone: true }),
    checkoutAt: timestamp('checkout_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The reconciliation job's walk: checkouts still pending.
    index('orders_pending_idx')
      .on(table.checkoutAt)
      .where(sql`${table.status} = 'pending' and ${table.checkoutAt} is not null`),
    check('orders_total', sql`${table.totalMinor} = ${table.subtotalMinor} - ${table.discountMinor}`),
  ],
);

/**
 * What an order buys, line by line (issue 28, 1; decision 185): a product kind registered by the
 * module that sells it (`listing.publish`, `listing.renew`, `agency.invoice`…), its subject (a
 * listing's or an invoice's id), how many and for how many days, the unit price then, what the
 * subject was then (a listing's type and address), and when settlement applied it. One subject may
 * be in an order under two kinds (renewed and promoted), not twice under one.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the order, as the user listed them, from 0. */
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The period it buys; null for a kind that buys none (an invoice). */
    days: integer('days'),
    quantity: integer('quantity').notNull().default(1),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    snapshot: jsonb('snapshot')
      .$type<Readonly<Record<string, string | number | boolean | null>>>()
      .notNull()
      .default({}),
    /** When the paid order's line was applied; null if it could not be. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    uniqueIndex('order_lines_subject_unique').on(table.orderId, table.kind, table.subjectId),
    // Checkout's hold (another order at a provider with the same listing) and an invoice's orders.
    index('order_lines_subject_idx').on(table.subjectId, table.kind),
    check('order_lines_quantity', sql`${table.quantity} >= 1`),
    check('order_lines_amount', sql`${table.amountMinor} = ${table.quantity} * ${table.unitPriceMinor}`),
  ],
);

/** Once per user: a user's use of a coupon, held by one order. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.userId] })],
);

/**
 * Every provider notification received, verified or not, and what it did (the log the issue asks
 * for). Applying once is the order's own guard (pending → paid happens in one conditional update
 * under the order's row lock): a replay is logged as `unchanged`.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    orderId: uuid('order_id'),
    /** applied, unchanged (a replay, a late or out-of-order one), or refused: forged, mismatch, unknown-order. */
    outcome: text('outcome').notNull(),
    detail: jsonb('detail').notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notifications_order_idx').on(table.orderId, table.receivedAt)],
);
