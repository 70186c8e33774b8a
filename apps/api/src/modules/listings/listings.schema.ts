import { getTableColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { photoHashBandSql, photoHashBands } from '../../platform/images/perceptual-hash-bands.ts';
import { users } from '../accounts/accounts.schema.ts';
import { confirmationOf } from './confirmation-sql.ts';

/** PostgreSQL's text search document (drizzle has no builder for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Hidden by a moderator (an admin), with the reason the owner was told: the owner cannot show it. */
    hiddenByAdminAt: timestamp('hidden_by_admin_at', { withTimezone: true }),
    adminHiddenReason: text('admin_hidden_reason'),
    /** Hidden because its agency was suspended (not by its owner): shown again at reinstatement. */
    hiddenBySuspensionAt: timestamp('hidden_by_suspension_at', { withTimezone: true }),
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
    /**
     * When its advertiser last said it is still available (issue 29, decision 230): publishing,
     * renewing, showing it again and a confirmation set it; public listings carry it.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Asked "is it still available?" and not answered yet: the time an answer is due by. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** Hidden by the lifecycle because the question went unanswered: one confirmation shows it again. */
    hiddenUnconfirmedAt: timestamp('hidden_unconfirmed_at', { withTimezone: true }),
    /**
     * The property this listing shows, across relistings: its own id, or the lineage of the listing
     * it relists (history/relisting.ts). Set when first published; alerts and price history key on it.
     */
    lineageId: uuid('lineage_id'),
    /** When the lineage was first published: its days on the market survive a relisting. */
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }),
    /**
     * The offer group (issue 30): listings of several advertisers that are the same property share
     * one id; null while the listing is the only offer. Kept by the offer grouping.
     */
    offerGroupId: uuid('offer_group_id'),
    /**
     * True for the offer a grouped search shows for its group (the best offer: the cheapest public
     * price) and for every listing without a group; false for the group's other offers.
     */
    offerLead: boolean('offer_lead').notNull().default(true),
    /** A YouTube or Vimeo link, canonical (contracts media-links.ts); null: none. Issue 31. */
    videoUrl: text('video_url'),
    /** A 3D tour of an allowed host, canonical; null: none. */
    tourUrl: text('tour_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),

    // Derived by the database (migrations 0005–0007), so rows inserted with plain SQL (the bench's
    // generator) get them too. docs/search-indexes.md says which query reads which.
    /** Kept by a trigger on property_photos; a bulk insert without photo rows may set it directly. */
    photoCount: integer('photo_count').notNull().default(0),
    /** The floor plans (property_photos of kind floor_plan), kept by the same trigger (issue 31). */
    floorPlanCount: integer('floor_plan_count').notNull().default(0),
    /** The price others may see: null when hidden, so price filters and sorts never observe it. */
    publicPrice: numeric('public_price', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`case when hide_price then null else price end`,
    ),
    /**
     * The "relevant" sort's key (docs/decisions/075-relevance-rank-time.md); a sold listing's is a
     * hundred years earlier, so sold listings come last (migration 0029, issue 27).
     */
    rankAt: timestamp('rank_at', { withTimezone: true }).generatedAlwaysAs(
      sql`krov_rank_at(published_at, photo_count, hide_price, price, description, bedrooms, bathrooms, property_type, sold_at)`,
    ),
    /** The free text's document (docs/decisions/076-search-text-folding.md). */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`krov_listing_document(address, description, entity_slug, canton_slug, city_slug, municipality_slug, neighbourhood_slug)`,
      ),
  },
  (table) => [
    index('properties_owner_status_idx').on(table.ownerId, table.status),
    index('properties_lat_lng_idx').on(table.lat, table.lng),
    // The search (docs/search-indexes.md): one index per sort order, and per place level the default
    // sort, all over the rows that can be public (the time-dependent rest of the rule is a filter).
    index('properties_search_relevant_idx').on(table.rankAt.desc(), table.id.desc()).where(listedRows(table)),
    index('properties_search_newest_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(listedRows(table)),
    // The price keys of search/search-sorts.ts (a price on request sorts last either way), and the
    // size, under the listing type: the web always names it (/buy, /rent), and a monthly rent and a
    // sale price are never one order. Without a type these sorts sort the filtered rows instead.
    index('properties_search_price_asc_idx')
      .on(table.listingType, sql`coalesce(${table.publicPrice}, 'Infinity'::numeric)`, table.id.asc())
      .where(listedRows(table)),
    index('properties_search_price_desc_idx')
      .on(
        table.listingType,
        sql`coalesce(${table.publicPrice}, '-Infinity'::numeric) desc nulls last`,
        table.id.desc(),
      )
      .where(listedRows(table)),
    index('properties_search_size_idx')
      .on(table.listingType, table.size.asc(), table.id.asc())
      .where(listedRows(table)),
    // The same price and size orders inside one municipality and property type: a place's page by
    // price or size merges one short ordered walk per (municipality, type) instead of sorting all of
    // the place's matches (search.repository.ts; docs/decisions/109-search-place-sort-walks.md).
    index('properties_search_place_price_asc_idx')
      .on(
        table.municipalitySlug,
        table.listingType,
        table.propertyType,
        sql`coalesce(${table.publicPrice}, 'Infinity'::numeric)`,
        table.id.asc(),
      )
      .where(listedRows(table)),
    index('properties_search_place_price_desc_idx')
      .on(
        table.municipalitySlug,
        table.listingType,
        table.propertyType,
        sql`coalesce(${table.publicPrice}, '-Infinity'::numeric) desc nulls last`,
        table.id.desc(),
      )
      .where(listedRows(table)),
    index('properties_search_place_size_idx')
      .on(table.municipalitySlug, table.listingType, table.propertyType, table.size.asc(), table.id.asc())
      .where(listedRows(table)),
    index('properties_search_canton_idx')
      .on(table.cantonSlug, table.rankAt.desc(), table.id.desc())
      .where(listedRows(table)),
    index('properties_search_city_idx')
      .on(table.citySlug, table.rankAt.desc(), table.id.desc())
      .where(listedRows(table)),
    index('properties_search_municipality_idx')
      .on(table.municipalitySlug, table.rankAt.desc(), table.id.desc())
      .where(listedRows(table)),
    index('properties_search_neighbourhood_idx')
      .on(table.neighbourhoodSlug, table.rankAt.desc(), table.id.desc())
      .where(listedRows(table)),
    index('properties_search_document_idx').using('gin', table.searchDocument).where(listedRows(table)),
    index('properties_lineage_idx').on(table.ownerId, table.listingType, table.propertyType),
    index('properties_valid_until_idx')
      .on(table.validUntil)
      .where(sql`${table.status} = 'listed' and ${table.deletedAt} is null`),
    // The availability job's two walks (listings.jobs.ts): public listings not asked yet by their
    // confirmation's age, and those asked by their answer's deadline. The search's `confirmed` sort.
    index('properties_confirm_ask_idx')
      .on(confirmationOf(table))
      .where(sql`${table.status} = 'listed' and ${table.deletedAt} is null and ${table.confirmBy} is null`),
    index('properties_confirm_by_idx')
      .on(table.confirmBy)
      .where(
        sql`${table.confirmBy} is not null and ${table.status} = 'listed' and ${table.deletedAt} is null`,
      ),
    index('properties_search_confirmed_idx')
      .on(sql`${confirmationOf(table)} desc nulls last`, table.id.desc())
      .where(listedRows(table)),
    // An agency's listings (its page, statistics, suspension, agents): few of all listings carry one.
    // The offers of one property (issue 30): a few rows per group, for the few listings in one.
    index('properties_offer_group_idx').on(table.offerGroupId).where(sql`${table.offerGroupId} is not null`),
    index('properties_agency_idx').on(table.agencyId).where(sql`${table.agencyId} is not null`),
    // The admin's list of hidden listings, newest first: a handful among every listing.
    index('properties_admin_hidden_idx')
      .on(table.hiddenByAdminAt.desc(), table.id.desc())
      .where(sql`${table.hiddenByAdminAt} is not null and ${table.deletedAt} is null`),
  ],
);

/**
 * Every listing column but the search document: a row read to answer a listing never needs the
 * tsvector (kilobytes per row), so repositories select these.
 */
const { searchDocument: _searchDocument, ...listingColumnsWithoutDocument } = getTableColumns(properties);
export const listingColumns = listingColumnsWithoutDocument;

/** The rows the search's indexes cover: those that can be public (visibility.ts adds the time). */
function listedRows(table: { status: AnyPgColumn; deletedAt: AnyPgColumn }) {
  return sql`${table.status} = 'listed' and ${table.deletedAt} is null`;
}

/** Photos in order: the first is the cover. Variants are WebP files in storage. */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A photo, or a floor plan (issue 31): each kind has its own order; a floor plan is never the cover. */
    kind: text('kind', { enum: ['photo', 'floor_plan'] })
      .notNull()
      .default('photo'),
    /** Storage key of the cleaned original (WebP, metadata dropped); variants derive from it. */
    originalKey: text('original_key').notNull(),
    /** Widths of the variants made so far; empty while the job makes them. */
    variantWidths: integer('variant_widths').array().notNull().default(sql`'{}'::integer[]`),
    width: integer('width'),
    height: integer('height'),
    /**
     * The perceptual hash of the cleaned original (platform/images/perceptual-hash.ts, issue 30),
     * made by the photo job; null until it ran. Finds the same photo in other listings.
     */
    phash: bigint('phash', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_photos_property_idx').on(table.propertyId, table.position),
    // The same photo in other listings (issue 30, decisions 242 and 253): one index per band of
    // the hash, carrying the hash, the listing and the id after the band, so a lookup counts the
    // distance from the index alone (an index-only scan) and reads the heap for none of the ≈ 1 200
    // rows a band holds at 10 000 000 photos.
    ...photoHashBands.map((_, band) =>
      index(`property_photos_phash_band${band}_idx`)
        .on(photoHashBandSql(table.phash, band), table.phash, table.propertyId, table.id)
        .where(sql`${table.phash} is not null`),
    ),
    // The photos still to hash (the backfill's batches; a handful once it ran). Floor plans are never
    // hashed: a floor plan shared by the agencies of one building is no stolen photo.
    index('property_photos_unhashed_idx')
      .on(table.id)
      .where(sql`${table.phash} is null and ${table.kind} = 'photo'`),
  ],
);

/**
 * The one-tap "still available" links sent by e-mail (issue 29, decision 231): the token names a
 * row and is signed; the row makes it single-use (`usedAt`) and expiring (`expiresAt`).
 */
export const availabilityLinks = pgTable(
  'availability_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Whom it was sent to (the owner or the assigned agent): the confirmation is theirs. */
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('availability_links_property_idx').on(table.propertyId)],
);
