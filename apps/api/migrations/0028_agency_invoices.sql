CREATE TYPE "public"."invoice_line_action" AS ENUM('publish', 'renew');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'unpaid', 'paid');--> statement-breakpoint
CREATE TABLE "agency_billing_details" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"jib" text NOT NULL,
	"vat_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"action" "invoice_line_action" NOT NULL,
	"listing_type" text NOT NULL,
	"address" text NOT NULL,
	"days" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"period" date NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"number" text,
	"year" integer,
	"issued_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"seller" jsonb,
	"buyer" jsonb,
	"subtotal_minor" integer DEFAULT 0 NOT NULL,
	"vat_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_issued_complete" CHECK ("invoices"."status" = 'draft' or ("invoices"."number" is not null and "invoices"."year" is not null and "invoices"."issued_at" is not null and "invoices"."due_at" is not null and "invoices"."seller" is not null and "invoices"."buyer" is not null)),
	CONSTRAINT "invoices_paid_at" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" is not null)),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total_minor" = "invoices"."subtotal_minor" + "invoices"."vat_minor")
);
--> statement-breakpoint
ALTER TABLE "agency_billing_details" ADD CONSTRAINT "agency_billing_details_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_once" ON "invoice_lines" USING btree ("property_id","action","valid_until");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_agency_period_unique" ON "invoices" USING btree ("agency_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_drafts_idx" ON "invoices" USING btree ("period") WHERE "invoices"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_invoice_idx" ON "orders" USING btree ("invoice_id") WHERE "orders"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_no_coupon" CHECK ("orders"."invoice_id" is null or "orders"."coupon_id" is null);