import {
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  point,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The map's own tables (docs/decisions/080-map-cell-pyramid.md). Database triggers on `properties`
 * keep them (migration 0010_map_functions.sql): application code only reads them. The GiST index
 * of `map_points` carries INCLUDE columns that drizzle cannot express, so it lives in that migration.
 */

/**
 * Every combination of the fields the map's fast path filters on (listing type, property type and
 * the place slugs), numbered: the other tables store the number, which keeps them narrow.
 */
export const mapKinds = pgTable(
  'map_kinds',
  {
    id: serial('id').primaryKey(),
    listingType: text('listing_type').notNull(),
    propertyType: text('property_type').notNull(),
    entitySlug: text('entity_slug'),
    cantonSlug: text('canton_slug'),
    citySlug: text('city_slug'),
    municipalitySlug: text('municipality_slug').notNull(),
    neighbourhoodSlug: text('neighbourhood_slug'),
  },
  (table) => [
    unique('map_kinds_key')
      .on(
        table.listingType,
        table.propertyType,
        table.municipalitySlug,
        table.neighbourhoodSlug,
        table.citySlug,
        table.cantonSlug,
        table.entitySlug,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * One row per listing that can be public whatever the time (listed and not deleted, with a validity
 * or sold while listed): `public_until` is when it stops being public, so "public now" is
 * `public_until > now`, the rest of visibility.ts's rule.
 */
export const mapPoints = pgTable(
  'map_points',
  {
    id: uuid('id').primaryKey(),
    /** [lng, lat]. */
    location: point('location', { mode: 'tuple' }).notNull(),
    kind: integer('kind').notNull(),
    /** Null when hidden or not given. */
    publicPrice: numeric('public_price', { precision: 14, scale: 2, mode: 'number' }),
    publicUntil: timestamp('public_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('map_points_public_until_idx').on(table.publicUntil)],
);

/**
 * The cell-count pyramid: for each level (a grid of 2^level × 2^level Web Mercator cells), cell and
 * kind, how many map_points lie in it, the sums of their coordinates (the centroid) and their extent.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    kind: integer('kind').notNull(),
    listings: integer('listings').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    south: doublePrecision('south').notNull(),
    north: doublePrecision('north').notNull(),
    west: doublePrecision('west').notNull(),
    east: doublePrecision('east').notNull(),
  },
  (table) => [primaryKey({ name: 'map_cells_pkey', columns: [table.level, table.x, table.y, table.kind] })],
);

/**
 * The pyramid's price bands (map-price-bands.ts): for the coarse levels only (up to
 * krov_map_band_finest_level()), the same sums per cell, kind and band of public price. A hidden
 * price is in no band. A zoomed-out map with a price filter sums the bands wholly inside it here.
 * Keyed by kind and band first: a map reads a few kinds' bands across the country, not every row
 * of a region.
 */
export const mapBandCells = pgTable(
  'map_band_cells',
  {
    level: smallint('level').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    kind: integer('kind').notNull(),
    band: smallint('band').notNull(),
    listings: integer('listings').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    south: doublePrecision('south').notNull(),
    north: doublePrecision('north').notNull(),
    west: doublePrecision('west').notNull(),
    east: doublePrecision('east').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'map_band_cells_pkey',
      columns: [table.level, table.kind, table.band, table.x, table.y],
    }),
  ],
);
