-- Alerts at scale, a key per saved search (issue 31 point 6, decision 269, after 264's tokens):
-- one key "deal|type|area" per search (match-keys.ts) and its price ceiling, under a btree that
-- carries every column the matching's conditions read but the drawn area (up to 100 corners, too
-- large for an index entry: `match_needs_row` says a candidate must be read from the table). A
-- listing's candidates are then index ranges read without the table. Every key starts null: the
-- key job (match-keys.jobs.ts, sent at every start) writes them, and meanwhile the matching reads
-- the unkeyed searches beside the keyed ones, so no alert is missed.
DROP INDEX "saved_searches_match_tokens_idx";--> statement-breakpoint
DROP INDEX "saved_searches_untokenized_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "match_tokens";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_key" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_price_ceiling" double precision GENERATED ALWAYS AS (coalesce(price_max::float8, 'Infinity'::float8)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_needs_row" boolean GENERATED ALWAYS AS (polygon is not null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_unkeyed_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."match_key" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_match_key_idx" ON "saved_searches"
  USING btree ("match_key", "match_price_ceiling")
  INCLUDE ("id", "user_id", "notify_frequency", "listing_type", "property_types", "place_slug", "west",
    "south", "east", "north", "price_min", "price_max", "size_min", "size_max", "bedrooms_min",
    "bathrooms_min", "features", "with_photos", "with_floor_plan", "with_video", "agency",
    "confirmed_within_days", "text_query", "match_needs_row");
