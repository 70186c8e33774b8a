ALTER TABLE "properties" ADD COLUMN "hidden_by_admin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "admin_hidden_reason" text;