CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agency_id" uuid,
	"agent_id" uuid,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"sold_at" timestamp with time zone,
	"sold_while_listed" boolean DEFAULT false NOT NULL,
	"listing_type" text NOT NULL,
	"property_type" text NOT NULL,
	"size" numeric(10, 2) NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"construction_year" integer,
	"garden" numeric(12, 2),
	"parkings" integer,
	"floor" integer,
	"total_floors" integer,
	"price" numeric(14, 2),
	"hide_price" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"entity_slug" text,
	"canton_slug" text,
	"city_slug" text,
	"municipality_slug" text NOT NULL,
	"neighbourhood_slug" text,
	"valid_until" timestamp with time zone,
	"published_at" timestamp with time zone,
	"expiry_notice_sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_daily_counters" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_daily_counters_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	"variant_widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_daily_counters" ADD CONSTRAINT "property_daily_counters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_status_idx" ON "properties" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "properties_public_newest_idx" ON "properties" USING btree ("listing_type","property_type","published_at" DESC NULLS FIRST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "properties_municipality_idx" ON "properties" USING btree ("municipality_slug");--> statement-breakpoint
CREATE INDEX "properties_valid_until_idx" ON "properties" USING btree ("valid_until") WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");