ALTER TABLE "saved_searches" ADD COLUMN "with_floor_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "with_video" boolean DEFAULT false NOT NULL;