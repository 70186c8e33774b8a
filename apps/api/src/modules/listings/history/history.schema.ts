import { bigint, boolean, index, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A property's asking prices over time, by lineage (a relisted property keeps its history): a row
 * when it is first published and one for every change of price or of its hiding after that.
 */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lineageId: uuid('lineage_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    /** KM; null when not given. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    /** On request: the history shows no amount for it. */
    hidden: boolean('hidden').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('listing_price_history_lineage_idx').on(table.lineageId, table.changedAt)],
);
