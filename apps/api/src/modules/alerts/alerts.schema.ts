import type { SavedFiltersJson } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/** PostgreSQL's polygon, written and read in its text form `((x,y),…)` (search-conditions.ts polygonSql). */
const polygon = customType<{ data: string }>({ dataType: () => 'polygon' });

/**
 * A user's saved search. `filters` is what the user saved (the search's query form); the columns
 * after it are the same filters taken apart, so one published listing is matched against every
 * saved search by a single SQL scan (alerts-matching.ts), with no JSON read per row.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<SavedFiltersJson>().notNull(),
    notifyFrequency: text('notify_frequency', { enum: ['instant', 'daily', 'never'] }).notNull(),
    listingType: text('listing_type', { enum: ['sell', 'rent'] }),
    propertyTypes: text('property_types').array(),
    /** The place's slug; a listing matches when any of its five place slugs is it. */
    placeSlug: text('place_slug'),
    west: doublePrecision('west'),
    south: doublePrecision('south'),
    east: doublePrecision('east'),
    north: doublePrecision('north'),
    /** A drawn area (issue 31): a listing matches inside it or on its edge, as the search's `polygon`. */
    polygon: polygon('polygon'),
    priceMin: numeric('price_min', { precision: 14, scale: 2, mode: 'number' }),
    priceMax: numeric('price_max', { precision: 14, scale: 2, mode: 'number' }),
    sizeMin: numeric('size_min', { precision: 10, scale: 2, mode: 'number' }),
    sizeMax: numeric('size_max', { precision: 10, scale: 2, mode: 'number' }),
    bedroomsMin: integer('bedrooms_min'),
    bathroomsMin: integer('bathrooms_min'),
    features: text('features').array(),
    withPhotos: boolean('with_photos').notNull().default(false),
    withFloorPlan: boolean('with_floor_plan').notNull().default(false),
    /** A video or a 3D tour. */
    withVideo: boolean('with_video').notNull().default(false),
    /** The free text as a `to_tsquery` expression (search-text.ts), null without one. */
    textQuery: text('text_query'),
    /** An agency slug: matches that approved agency's listings, like the search. */
    agency: text('agency'),
    /** Confirmed available within this many days (issue 29); null: any. */
    confirmedWithinDays: integer('confirmed_within_days'),
    /**
     * Its index key (match-keys.ts, issue 31, decision 269): "deal|type|area". Null until the key
     * job writes it (rows saved before the key's meaning last changed).
     */
    matchKey: text('match_key'),
    /**
     * The key's price bounds, per deal: a sale listing's candidates are the searches whose sale
     * ceiling is at or above its price and whose sale floor is at or below it, read from whichever
     * of the two indexes the planner finds narrower for that price (a rental's, the rent bounds).
     * Per deal, so each column's statistics see one market's prices (migrations/0049): over every
     * search, rentals' ceilings made a cheap flat's ceiling look narrow when its floor was.
     * Null for the other deal; a search of any deal has both.
     */
    matchSaleCeiling: doublePrecision('match_sale_ceiling').generatedAlwaysAs(
      sql`case when listing_type is distinct from 'rent' then coalesce(price_max::float8, 'Infinity'::float8) end`,
    ),
    matchSaleFloor: doublePrecision('match_sale_floor').generatedAlwaysAs(
      sql`case when listing_type is distinct from 'rent' then coalesce(price_min::float8, '-Infinity'::float8) end`,
    ),
    matchRentCeiling: doublePrecision('match_rent_ceiling').generatedAlwaysAs(
      sql`case when listing_type is distinct from 'sell' then coalesce(price_max::float8, 'Infinity'::float8) end`,
    ),
    matchRentFloor: doublePrecision('match_rent_floor').generatedAlwaysAs(
      sql`case when listing_type is distinct from 'sell' then coalesce(price_min::float8, '-Infinity'::float8) end`,
    ),
    /**
     * A drawn area (up to 100 corners) is too large to copy into the key's indexes: a candidate
     * with one is read from the table. The free text (at most 100 characters) rides in them.
     */
    matchNeedsRow: boolean('match_needs_row').notNull().generatedAlwaysAs(sql`polygon is not null`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user last opened it: `newMatches` counts the matches after it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt.desc()),
    // The searches the key job has yet to write; the matching reads them beside the keyed ones.
    // The key's own indexes (match key and one bound, per deal and bound: four, each partial to its
    // deal's searches and carrying the columns the matching reads) are SQL of their own: Drizzle
    // declares no INCLUDE (migrations/0048, 0049).
    index('saved_searches_unkeyed_idx').on(table.id).where(sql`${table.matchKey} is null`),
  ],
);

/**
 * A listing that met a saved search: one row per search and listing lineage (a relisted property is
 * the same lineage), so a listing reaches a user once per search whatever happens to it later and
 * however many job runners race (the insert that loses the race inserts nothing).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    lineageId: uuid('lineage_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The search's frequency when it matched: instant ones go out at once, daily ones wait for 08:00. */
    notify: text('notify', { enum: ['instant', 'daily', 'never'] }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** When a daily match went into a digest (instant and never: set when matched). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.lineageId] }),
    index('saved_search_matches_new_idx').on(table.savedSearchId, table.matchedAt),
    index('saved_search_matches_digest_idx').on(table.matchedAt).where(sql`${table.deliveredAt} is null`),
    // The digest walks the pending matches user by user (alerts.repository.ts pendingDigest).
    index('saved_search_matches_pending_idx')
      .on(table.userId, table.matchedAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
