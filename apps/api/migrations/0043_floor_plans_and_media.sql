DROP INDEX "property_photos_unhashed_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN "kind" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
CREATE INDEX "property_photos_unhashed_idx" ON "property_photos" USING btree ("id") WHERE "property_photos"."phash" is null and "property_photos"."kind" = 'photo';--> statement-breakpoint
-- Issue 31: floor plans are rows of property_photos too; photo_count counts the photos alone (the
-- "with photos" filter and the relevance rank), floor_plan_count the floor plans ("s tlocrtom").
-- A row's kind never changes after its insert.
CREATE OR REPLACE FUNCTION krov_photo_count_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.kind = 'floor_plan' THEN
      UPDATE properties SET floor_plan_count = floor_plan_count + 1 WHERE id = NEW.property_id;
    ELSE
      UPDATE properties SET photo_count = photo_count + 1 WHERE id = NEW.property_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.kind = 'floor_plan' THEN
      UPDATE properties SET floor_plan_count = greatest(floor_plan_count - 1, 0) WHERE id = OLD.property_id;
    ELSE
      UPDATE properties SET photo_count = greatest(photo_count - 1, 0) WHERE id = OLD.property_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
