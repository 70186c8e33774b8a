CREATE TABLE "offer_separations" (
	"first_id" uuid NOT NULL,
	"second_id" uuid NOT NULL,
	"said_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_separations_first_id_second_id_pk" PRIMARY KEY("first_id","second_id")
);
--> statement-breakpoint
ALTER TABLE "offer_separations" ADD CONSTRAINT "offer_separations_first_id_properties_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_separations" ADD CONSTRAINT "offer_separations_second_id_properties_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_separations" ADD CONSTRAINT "offer_separations_said_by_users_id_fk" FOREIGN KEY ("said_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_separations_second_idx" ON "offer_separations" USING btree ("second_id");