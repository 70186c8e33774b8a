-- Alerts at scale, a search's price bounds per deal (issue 31 point 6, decision 269): a listing's
-- candidates are the searches of its keys whose ceiling is at or above its price AND whose floor is
-- at or below it, in its deal's columns. Per deal, four covering btrees: (key, ceiling) and (key,
-- floor) for sales and for rentals, each carrying the other bound and the columns the matching
-- reads, each holding only the searches of its deal (and those of any deal). The planner reads
-- whichever its statistics find narrower for the price; per deal, because over every search the
-- rentals' ceilings (about 1 000 KM) made a cheap sale flat's ceiling look the narrower bound when,
-- among sales, its floor was (bench/BENCHMARKS.md, "a key per search").
DROP INDEX "saved_searches_match_key_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "match_price_ceiling";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_sale_ceiling" double precision GENERATED ALWAYS AS (case when listing_type is distinct from 'rent' then coalesce(price_max::float8, 'Infinity'::float8) end) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_sale_floor" double precision GENERATED ALWAYS AS (case when listing_type is distinct from 'rent' then coalesce(price_min::float8, '-Infinity'::float8) end) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_rent_ceiling" double precision GENERATED ALWAYS AS (case when listing_type is distinct from 'sell' then coalesce(price_max::float8, 'Infinity'::float8) end) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_rent_floor" double precision GENERATED ALWAYS AS (case when listing_type is distinct from 'sell' then coalesce(price_min::float8, '-Infinity'::float8) end) STORED;--> statement-breakpoint
CREATE INDEX "saved_searches_match_sale_ceiling_idx" ON "saved_searches"
  USING btree ("match_key", "match_sale_ceiling")
  INCLUDE ("match_sale_floor", "id", "user_id", "notify_frequency", "listing_type", "property_types", "place_slug", "west",
    "south", "east", "north", "price_min", "price_max", "size_min", "size_max", "bedrooms_min",
    "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "text_query", "match_needs_row")
  WHERE "match_sale_ceiling" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_match_sale_floor_idx" ON "saved_searches"
  USING btree ("match_key", "match_sale_floor")
  INCLUDE ("match_sale_ceiling", "id", "user_id", "notify_frequency", "listing_type", "property_types", "place_slug", "west",
    "south", "east", "north", "price_min", "price_max", "size_min", "size_max", "bedrooms_min",
    "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "text_query", "match_needs_row")
  WHERE "match_sale_floor" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_match_rent_ceiling_idx" ON "saved_searches"
  USING btree ("match_key", "match_rent_ceiling")
  INCLUDE ("match_rent_floor", "id", "user_id", "notify_frequency", "listing_type", "property_types", "place_slug", "west",
    "south", "east", "north", "price_min", "price_max", "size_min", "size_max", "bedrooms_min",
    "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "text_query", "match_needs_row")
  WHERE "match_rent_ceiling" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_match_rent_floor_idx" ON "saved_searches"
  USING btree ("match_key", "match_rent_floor")
  INCLUDE ("match_rent_ceiling", "id", "user_id", "notify_frequency", "listing_type", "property_types", "place_slug", "west",
    "south", "east", "north", "price_min", "price_max", "size_min", "size_max", "bedrooms_min",
    "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "text_query", "match_needs_row")
  WHERE "match_rent_floor" IS NOT NULL;
