CREATE TABLE "availability_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "confirmed_within_days" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Existing listings: their last renewal or publication counts as the confirmation (decision 230).
UPDATE "properties" SET "confirmed_at" = greatest("renewed_at", "published_at") WHERE "published_at" IS NOT NULL OR "renewed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_unconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_links" ADD CONSTRAINT "availability_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_links_property_idx" ON "availability_links" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_confirm_ask_idx" ON "properties" USING btree ("confirmed_at") WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null and "properties"."confirm_by" is null;--> statement-breakpoint
CREATE INDEX "properties_confirm_by_idx" ON "properties" USING btree ("confirm_by") WHERE "properties"."confirm_by" is not null and "properties"."status" = 'listed' and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_search_confirmed_idx" ON "properties" USING btree (coalesce("confirmed_at", "published_at") desc nulls last,"id" DESC NULLS LAST) WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;