import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.schema.ts';
import { properties } from '../listings.schema.ts';

/**
 * Two listings an advertiser said are not the same property (issue 30, decision 247): the matcher
 * never groups them again while the row lives. Kept as one row per pair, the lower id first.
 */
export const offerSeparations = pgTable(
  'offer_separations',
  {
    firstId: uuid('first_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    secondId: uuid('second_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Who said so (the owner, or the agency's agent or owner), for the admin who reviews it. */
    saidBy: uuid('said_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.firstId, table.secondId] }),
    index('offer_separations_second_idx').on(table.secondId),
  ],
);
