import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { properties } from '../listings/listings.schema.ts';

/** Listings a user saved (the heart on /p/{id}); saving twice stores one row. */
export const savedProperties = pgTable(
  'saved_properties',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('saved_properties_property_idx').on(table.propertyId),
    // /me/saved: a user's saved listings, newest saved first, in keyset pages.
    index('saved_properties_user_newest_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.propertyId.desc().nullsFirst(),
    ),
  ],
);
