CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "reported_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolution_reason" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "resolution_reason" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reports_open_conversation_idx" ON "chat_reports" USING btree ("status","conversation_id");--> statement-breakpoint
CREATE INDEX "chat_reports_open_reported_idx" ON "chat_reports" USING btree ("status","reported_id");--> statement-breakpoint
-- Reports made before: about the conversation's other member (a conversation has two).
UPDATE "chat_reports" SET "reported_id" = (
	SELECT m."user_id" FROM "conversation_members" m
	WHERE m."conversation_id" = "chat_reports"."conversation_id" AND m."user_id" <> "chat_reports"."reporter_id"
	LIMIT 1
);
