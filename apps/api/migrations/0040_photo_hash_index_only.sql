DROP INDEX "property_photos_phash_band0_idx";--> statement-breakpoint
DROP INDEX "property_photos_phash_band1_idx";--> statement-breakpoint
DROP INDEX "property_photos_phash_band2_idx";--> statement-breakpoint
DROP INDEX "property_photos_phash_band3_idx";--> statement-breakpoint
DROP INDEX "property_photos_phash_band4_idx";--> statement-breakpoint
CREATE INDEX "property_photos_phash_band0_idx" ON "property_photos" USING btree ((("phash" >> 0) & 8191),"phash","property_id","id") WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band1_idx" ON "property_photos" USING btree ((("phash" >> 13) & 8191),"phash","property_id","id") WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band2_idx" ON "property_photos" USING btree ((("phash" >> 26) & 8191),"phash","property_id","id") WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band3_idx" ON "property_photos" USING btree ((("phash" >> 39) & 8191),"phash","property_id","id") WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band4_idx" ON "property_photos" USING btree ((("phash" >> 52) & 4095),"phash","property_id","id") WHERE "property_photos"."phash" is not null;