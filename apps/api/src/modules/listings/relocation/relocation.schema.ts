import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The versions of the places data set every listing was located against (place-relocation.ts):
 * a version is written once its last listing is named by it, so a start with new places data
 * relocates once, and a crash part way relocates again from the start (idempotent).
 */
export const placeRelocations = pgTable('place_relocations', {
  placesVersion: text('places_version').primaryKey(),
  /** How many listings changed place. */
  moved: integer('moved').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
