CREATE TABLE "photo_reuse_matches" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"photo_id" uuid,
	"matched_property_id" uuid,
	"matched_photo_id" uuid,
	"distance" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_reuse_matches" ADD CONSTRAINT "photo_reuse_matches_report_id_listing_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."listing_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reuse_matches" ADD CONSTRAINT "photo_reuse_matches_photo_id_property_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."property_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reuse_matches" ADD CONSTRAINT "photo_reuse_matches_matched_property_id_properties_id_fk" FOREIGN KEY ("matched_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reuse_matches" ADD CONSTRAINT "photo_reuse_matches_matched_photo_id_property_photos_id_fk" FOREIGN KEY ("matched_photo_id") REFERENCES "public"."property_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band0_idx" ON "property_photos" USING btree ((("phash" >> 0) & 8191)) WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band1_idx" ON "property_photos" USING btree ((("phash" >> 13) & 8191)) WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band2_idx" ON "property_photos" USING btree ((("phash" >> 26) & 8191)) WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band3_idx" ON "property_photos" USING btree ((("phash" >> 39) & 8191)) WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_phash_band4_idx" ON "property_photos" USING btree ((("phash" >> 52) & 4095)) WHERE "property_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "property_photos_unhashed_idx" ON "property_photos" USING btree ("id") WHERE "property_photos"."phash" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_open_flag_idx" ON "listing_reports" USING btree ("property_id","reason") WHERE "listing_reports"."reporter_id" is null and "listing_reports"."status" = 'open';