import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/** A listing (docs/product/SPEC.md §3 "Property"). Statuses and their rules: docs/product/DECISIONS.md, Listings. */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Agencies arrive later: the listing then belongs to the agency and may name an agent. */
    agencyId: uuid('agency_id'),
    agentId: uuid('agent_id'),
    status: text('status', { enum: ['unpaid', 'listed', 'hidden', 'expired'] })
      .notNull()
      .default('unpaid'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** Sold while listed: public with a badge for 30 days; sold from hidden or expired: private. */
    soldWhileListed: boolean('sold_while_listed').notNull().default(false),
    listingType: text('listing_type', { enum: ['sell', 'rent'] }).notNull(),
    propertyType: text('property_type', { enum: ['house', 'apartment', 'land', 'office'] }).notNull(),
    size: numeric('size', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    constructionYear: integer('construction_year'),
    garden: numeric('garden', { precision: 12, scale: 2, mode: 'number' }),
    parkings: integer('parkings'),
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    /** KM. Kept when hidden: sorting, alerts and statistics still use it. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    hidePrice: boolean('hide_price').notNull().default(false),
    description: text('description').notNull().default(''),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Derived from the pin with the places data set (slugs of ba-places.json). */
    entitySlug: text('entity_slug'),
    cantonSlug: text('canton_slug'),
    citySlug: text('city_slug'),
    municipalitySlug: text('municipality_slug').notNull(),
    neighbourhoodSlug: text('neighbourhood_slug'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last renew: another one within seconds is the same submit twice (docs/decisions.md). */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    /** When the "expires in 3 days" notice went out for the current validity. */
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('properties_owner_status_idx').on(table.ownerId, table.status),
    index('properties_public_newest_idx')
      .on(table.listingType, table.propertyType, table.publishedAt.desc().nullsFirst(), table.id.desc())
      .where(sql`${table.status} = 'listed' and ${table.deletedAt} is null`),
    index('properties_lat_lng_idx').on(table.lat, table.lng),
    index('properties_municipality_idx').on(table.municipalitySlug),
    index('properties_valid_until_idx')
      .on(table.validUntil)
      .where(sql`${table.status} = 'listed' and ${table.deletedAt} is null`),
  ],
);

/** Photos in order: the first is the cover. Variants are WebP files in storage. */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage key of the cleaned original (WebP, metadata dropped); variants derive from it. */
    originalKey: text('original_key').notNull(),
    /** Widths of the variants made so far; empty while the job makes them. */
    variantWidths: integer('variant_widths').array().notNull().default(sql`'{}'::integer[]`),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_photos_property_idx').on(table.propertyId, table.position)],
);
