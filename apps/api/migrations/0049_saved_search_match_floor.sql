-- Alerts at scale, the price floor beside the ceiling (issue 31 point 6, decision 269): a listing's
-- candidates are the searches of its keys whose ceiling is at or above its price AND whose floor is
-- at or below it. Two covering btrees, (key, ceiling) and (key, floor), each carrying the other
-- bound and the columns the matching reads; the planner reads the one its statistics find narrower
-- for the price: the floor for the cheapest listings (nearly every ceiling is above them), the
-- ceiling for the rest.
ALTER TABLE "saved_searches" ADD COLUMN "match_price_floor" double precision GENERATED ALWAYS AS (coalesce(price_min::float8, '-Infinity'::float8)) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "saved_searches_match_key_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_match_key_idx" ON "saved_searches"
  USING btree ("match_key", "match_price_ceiling")
  INCLUDE ("match_price_floor", "id", "user_id", "notify_frequency", "listing_type", "property_types",
    "place_slug", "west", "south", "east", "north", "price_min", "price_max", "size_min", "size_max",
    "bedrooms_min", "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "match_needs_row");--> statement-breakpoint
CREATE INDEX "saved_searches_match_floor_idx" ON "saved_searches"
  USING btree ("match_key", "match_price_floor")
  INCLUDE ("match_price_ceiling", "id", "user_id", "notify_frequency", "listing_type", "property_types",
    "place_slug", "west", "south", "east", "north", "price_min", "price_max", "size_min", "size_max",
    "bedrooms_min", "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "match_needs_row");
