-- Covering indexes for the search (docs/search-indexes.md, "Covering indexes"). Hand-written:
-- drizzle cannot express INCLUDE, so listings.schema.ts does not declare them.
--
-- They hold every column the filters, the public rule and the sort keys read, so a count and a
-- place's price or size page are index-only scans. Measured on the PostgreSQL server at 1 000 000
-- listings: counting Sarajevo's two-bedroom flats for sale under 400 000 KM (up to 10 001) fell from
-- 214 ms (a parallel scan of the table) to 7.6 ms; the size-sorted page from 1.2 s to ~40 ms.
--
-- Led by the municipality: every place level maps to municipalities (search-conditions.ts adds the
-- redundant `municipality_slug in (...)`), so one index serves entity, canton, city, municipality
-- and neighbourhood. Then listing and property type, the filters that narrow most.
CREATE INDEX "properties_search_place_cover_idx" ON "properties" USING btree ("municipality_slug", "listing_type", "property_type")
  INCLUDE ("id", "rank_at", "published_at", "public_price", "size", "bedrooms", "bathrooms", "photo_count", "features",
    "valid_until", "sold_at", "sold_while_listed", "entity_slug", "canton_slug", "city_slug", "neighbourhood_slug", "lat", "lng")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;--> statement-breakpoint
-- Without a place: the count of a whole country's search.
CREATE INDEX "properties_search_type_cover_idx" ON "properties" USING btree ("listing_type", "property_type")
  INCLUDE ("id", "rank_at", "published_at", "public_price", "size", "bedrooms", "bathrooms", "photo_count", "features",
    "valid_until", "sold_at", "sold_while_listed", "entity_slug", "canton_slug", "city_slug", "municipality_slug",
    "neighbourhood_slug", "lat", "lng")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;
--> statement-breakpoint
-- An index-only scan reads the table for every row on a page not marked all-visible, and any
-- update clears that mark until VACUUM sets it again. PostgreSQL's default waits for 20 % of the
-- table to change (200 000 rows at 1 000 000 listings): measured, 64 000 updated rows (expiry
-- notices) halved the search's throughput until a VACUUM. Vacuum this table after 1 % instead.
-- (PGlite has no autovacuum: the search statistics job vacuums there.)
ALTER TABLE "properties" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
