import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { properties } from '../listings/listings.schema.ts';

/**
 * Reports of listings (issue 29): a user's, once per listing (the unique index makes a double
 * submit one row), or the system's own flag (`reporter_id` null, e.g. `photo_reuse`, issue 30).
 * Open until an admin resolves them in the moderation queue.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** A user's reason (contracts' reportReasons) or a system flag's. */
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The admin who resolved it, what they did and why (told to the reporter and the owner). */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['dismiss', 'hide_listing', 'suspend_user'] }),
    resolutionReason: text('resolution_reason'),
  },
  (table) => [
    uniqueIndex('listing_reports_once_idx').on(table.propertyId, table.reporterId),
    // The system's flags: one open flag of a reason per listing (issue 30: a second match adds nothing).
    uniqueIndex('listing_reports_one_open_flag_idx')
      .on(table.propertyId, table.reason)
      .where(sql`${table.reporterId} is null and ${table.status} = 'open'`),
    // The queue: open reports, oldest first, by listing.
    index('listing_reports_open_idx').on(table.status, table.propertyId),
  ],
);
