-- Orders hold lines of product kinds (issue 28, 1; decision 185): order_items (a listing published
-- or renewed, keyed by order and listing) and orders.invoice_id (the one other product) become
-- order_lines of the kinds listing.publish, listing.renew and agency.invoice. Every order is carried
-- over unchanged: an item becomes the line at its position, of one unit at its amount, with the
-- listing's type and address as its snapshot and its applied time; an invoice's order becomes one
-- line of its subtotal, applied when the invoice was paid by this order (the invoice's paid time is
-- the order's: both are set in the one settling transaction), as the admins' orders judged it.
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"days" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_amount" CHECK ("order_lines"."amount_minor" = "order_lines"."quantity" * "order_lines"."unit_price_minor")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_subject_unique" ON "order_lines" USING btree ("order_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "order_lines_subject_idx" ON "order_lines" USING btree ("subject_id","kind");--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "subject_id", "days", "quantity", "unit_price_minor", "amount_minor", "snapshot", "applied_at")
SELECT "order_id", "position", 'listing.' || "action"::text, "property_id", "days", 1, "amount_minor", "amount_minor",
	jsonb_build_object('listingType', "listing_type", 'address', "address"), "applied_at"
FROM "order_items";--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "kind", "subject_id", "days", "quantity", "unit_price_minor", "amount_minor", "snapshot", "applied_at")
SELECT o."id", 0, 'agency.invoice', o."invoice_id", NULL, 1, o."subtotal_minor", o."subtotal_minor", '{}'::jsonb,
	CASE WHEN o."paid_at" IS NOT NULL AND i."paid_at" = o."paid_at" THEN o."paid_at" END
FROM "orders" o JOIN "invoices" i ON i."id" = o."invoice_id";--> statement-breakpoint
DROP TABLE "order_items";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_invoice_no_coupon";--> statement-breakpoint
DROP INDEX "orders_invoice_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_invoice_id_invoices_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "invoice_id";--> statement-breakpoint
DROP TYPE "public"."order_action";
