import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from '../../agencies/agencies.schema.ts';
import type { InvoiceBuyer, InvoiceSeller } from './invoice-document.ts';

export const invoiceStatus = pgEnum('invoice_status', ['draft', 'unpaid', 'paid']);
export const invoiceLineAction = pgEnum('invoice_line_action', ['publish', 'renew']);

/**
 * An agency's invoice for one calendar month (Europe/Sarajevo) of listing fees (docs/decisions.md, Payments 3): a
 * draft collects the month's lines; on the 1st of the next month it is issued (a gapless number,
 * the parties as they were then, the sums), then paid through an order. Never deleted once issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    /** The first day of the billed month: "2026-11-01". */
    period: date('period', { mode: 'string' }).notNull(),
    status: invoiceStatus('status').notNull().default('draft'),
    /** KRV-YYYY-NNNNNN, given at issue; null while a draft. */
    number: text('number'),
    /** The year of the number's counter (the year of issue in Sarajevo). */
    year: integer('year'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The issue day in Sarajevo plus 15 days, at the same hour. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Krov and the agency as they were when the invoice was issued (the PDF prints these). */
    seller: jsonb('seller').$type<InvoiceSeller>(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>(),
    /** Fening; 0 while a draft (its lines are summed when it is read or issued). */
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    vatMinor: integer('vat_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One invoice per agency and month; also the agency's list, newest month first.
    uniqueIndex('invoices_agency_period_unique').on(table.agencyId, table.period),
    uniqueIndex('invoices_number_unique').on(table.number),
    // The issuing job's walk: drafts of months that ended.
    index('invoices_drafts_idx').on(table.period).where(sql`${table.status} = 'draft'`),
    check(
      'invoices_issued_complete',
      sql`${table.status} = 'draft' or (${table.number} is not null and ${table.year} is not null and ${table.issuedAt} is not null and ${table.dueAt} is not null and ${table.seller} is not null and ${table.buyer} is not null)`,
    ),
    check('invoices_paid_at', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    check('invoices_total', sql`${table.totalMinor} = ${table.subtotalMinor} + ${table.vatMinor}`),
  ],
);

/**
 * One agency listing published or renewed for 30 days, at the price list's fee then: written in
 * the transaction of the publish or renew itself. The listing's validity after the action
 * (`valid_until`) makes it idempotent: each successful action gives a listing a new one.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** No foreign key: a line outlives its listing (as order items do). */
    propertyId: uuid('property_id').notNull(),
    action: invoiceLineAction('action').notNull(),
    listingType: text('listing_type').notNull(),
    address: text('address').notNull(),
    days: integer('days').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_lines_once').on(table.propertyId, table.action, table.validUntil),
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.createdAt),
    check('invoice_lines_amount', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The last number given in each year: issuing takes the next one with one UPDATE … RETURNING
 * inside its transaction, so the row's lock orders concurrent issuers and a rollback gives the
 * number back: no gaps, no duplicates.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The agency's details for its invoices, as its owner gives them: the legal name, JIB and PDV number. */
export const agencyBillingDetails = pgTable('agency_billing_details', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  jib: text('jib').notNull(),
  vatNumber: text('vat_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
