DROP INDEX "properties_search_price_asc_idx";--> statement-breakpoint
DROP INDEX "properties_search_price_desc_idx";--> statement-breakpoint
DROP INDEX "properties_search_size_idx";--> statement-breakpoint
CREATE INDEX "properties_search_price_asc_idx" ON "properties" USING btree ("listing_type",coalesce("public_price", 'Infinity'::numeric),"id") WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_search_price_desc_idx" ON "properties" USING btree ("listing_type",coalesce("public_price", '-Infinity'::numeric) desc nulls last,"id" DESC NULLS LAST) WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_search_size_idx" ON "properties" USING btree ("listing_type","size","id") WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;