CREATE TABLE "code_requests" (
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_requests_address_purpose_pk" PRIMARY KEY("address","purpose")
);
--> statement-breakpoint
CREATE INDEX "code_requests_requested_at_idx" ON "code_requests" USING btree ("requested_at");