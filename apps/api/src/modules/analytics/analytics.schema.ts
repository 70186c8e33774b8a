import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { properties } from '../listings/listings.schema.ts';

/**
 * Counters per listing and day (views, saves, contacts, phone reveals): one row per day keeps
 * writes off a hot row and gives the owner's statistics for free.
 */
export const propertyDailyCounters = pgTable(
  'property_daily_counters',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
    phoneReveals: integer('phone_reveals').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.day] })],
);

/**
 * Who viewed a listing on which day (docs/product/DECISIONS.md: once per visitor per listing per day). A view
 * is one insert that a repeat ignores; the count-views job adds the uncounted rows to
 * property_daily_counters in one statement and later removes the days gone by, so no request
 * writes to a hot counter row.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** `u:<user id>` when logged in, else `d:<device id>`. */
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    counted: boolean('counted').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.visitor, table.day] }),
    index('property_views_uncounted_idx').on(table.day).where(sql`not ${table.counted}`),
  ],
);
