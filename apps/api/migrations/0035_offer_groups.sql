ALTER TABLE "properties" ADD COLUMN "offer_group_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "offer_lead" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_offer_group_idx" ON "properties" USING btree ("offer_group_id") WHERE "properties"."offer_group_id" is not null;