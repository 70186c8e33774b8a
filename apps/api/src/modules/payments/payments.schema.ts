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
import { invoices } from './invoices/invoices.schema.ts';

export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'refunded']);
export const orderAction = pgEnum('order_action', ['publish', 'renew']);
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

/** One checkout of a private user (listings) or an agency's owner (an invoice). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('pending'),
    /** The agency invoice it pays (the payments' invoices), or null for listings. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
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
    // An invoice is paid for its total: no coupon (docs/decisions.md, Payments 4).
    check('orders_invoice_no_coupon', sql`${table.invoiceId} is null or ${table.couponId} is null`),
    index('orders_invoice_idx').on(table.invoiceId).where(sql`${table.invoiceId} is not null`),
  ],
);

/** What an order buys: publishing or renewing one listing for some days, at its price then. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').notNull(),
    /** The item's place in the order, as the user listed them. */
    position: integer('position').notNull(),
    action: orderAction('action').notNull(),
    listingType: text('listing_type').notNull(),
    address: text('address').notNull(),
    days: integer('days').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** When the paid order's listing was published or renewed; null if it could not be. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.propertyId] })],
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
