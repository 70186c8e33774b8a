import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { properties, propertyPhotos } from '../listings/listings.schema.ts';
import { listingReports } from './reports.schema.ts';

/**
 * What a `photo_reuse` flag matched (issue 30, decision 243): beside the system's report of the
 * newer listing, its photo and the other owner's listing and photo it equals, so the admin sees
 * "the same photo as listing X". One row per flag (a second match adds nothing). The matched
 * listing or photo deleted since leaves the flag with nulls: the admin still decides.
 */
export const photoReuseMatches = pgTable('photo_reuse_matches', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => listingReports.id, { onDelete: 'cascade' }),
  photoId: uuid('photo_id').references(() => propertyPhotos.id, { onDelete: 'set null' }),
  matchedPropertyId: uuid('matched_property_id').references(() => properties.id, { onDelete: 'set null' }),
  matchedPhotoId: uuid('matched_photo_id').references(() => propertyPhotos.id, { onDelete: 'set null' }),
  /** Differing bits of the two hashes (0–4). */
  distance: integer('distance').notNull(),
});
