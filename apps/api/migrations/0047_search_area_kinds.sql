-- A drawn area's search per kind (issue 31 point 2, decision 268): the GiST index on the listings'
-- points of 0046 split into one partial index per (listing type, property type), so a search walks
-- only its kinds' points inside the area's box (search-area.ts reads each kind and joins them with
-- `union all`). The same columns carried, the kind's own two included: a condition the predicate
-- does not settle (a list of types) is still answered from the index. The entries are those of
-- 0046 shared out: the same size in all, each write maintaining one of the eight.
DROP INDEX IF EXISTS "properties_search_point_cover_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_sell_house_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'sell' and "properties"."property_type" = 'house';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_sell_apartment_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'sell' and "properties"."property_type" = 'apartment';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_sell_land_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'sell' and "properties"."property_type" = 'land';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_sell_office_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'sell' and "properties"."property_type" = 'office';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_rent_house_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'rent' and "properties"."property_type" = 'house';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_rent_apartment_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'rent' and "properties"."property_type" = 'apartment';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_rent_land_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'rent' and "properties"."property_type" = 'land';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_area_rent_office_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null
    and "properties"."listing_type" = 'rent' and "properties"."property_type" = 'office';
