CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"notification_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"reference" text,
	"decide_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_amount" CHECK ("sandbox_payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_order_number_unique" ON "sandbox_payments" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "sandbox_payments_processing_idx" ON "sandbox_payments" USING btree ("decide_at") WHERE "sandbox_payments"."status" = 'processing';