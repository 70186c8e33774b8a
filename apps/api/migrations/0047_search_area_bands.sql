-- A drawn area's search (issue 31 point 2, decision 268): the GiST index of 0046 replaced by a
-- btree on (listing type, property type, the latitude's band of 0.01°, longitude). A drawn area is
-- read band by band, each band over the polygon's own longitudes there (search-area.ts): short
-- ranges of one btree, an index-only scan costing a third of the GiST's walk per listing read, and
-- no other kind's points walked. It carries the columns of 0046 (those of
-- properties_search_type_cover_idx), `lat` among them: the planner lends an expression's inputs to
-- no index-only scan. Built sorted: seconds at 1 000 000 listings.
DROP INDEX IF EXISTS "properties_search_point_cover_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_area_idx" ON "properties"
  USING btree ("listing_type", "property_type", (floor("lat" * 100)), "lng")
  INCLUDE ("lat", "id", "rank_at", "published_at", "public_price", "size", "bedrooms", "bathrooms",
    "photo_count", "features", "valid_until", "sold_at", "sold_while_listed", "entity_slug", "canton_slug",
    "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;
