CREATE TABLE "property_views" (
	"property_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "property_views_property_id_visitor_day_pk" PRIMARY KEY("property_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "saved_properties" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_properties_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_views_uncounted_idx" ON "property_views" USING btree ("day") WHERE not "property_views"."counted";--> statement-breakpoint
CREATE INDEX "saved_properties_property_idx" ON "saved_properties" USING btree ("property_id");