CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"kind" integer NOT NULL,
	"listings" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"north" double precision NOT NULL,
	"west" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "map_cells_pkey" PRIMARY KEY("level","x","y","kind")
);
--> statement-breakpoint
CREATE TABLE "map_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_type" text NOT NULL,
	"property_type" text NOT NULL,
	"entity_slug" text,
	"canton_slug" text,
	"city_slug" text,
	"municipality_slug" text NOT NULL,
	"neighbourhood_slug" text,
	CONSTRAINT "map_kinds_key" UNIQUE NULLS NOT DISTINCT("listing_type","property_type","municipality_slug","neighbourhood_slug","city_slug","canton_slug","entity_slug")
);
--> statement-breakpoint
CREATE TABLE "map_points" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location" "point" NOT NULL,
	"kind" integer NOT NULL,
	"public_price" numeric(14, 2),
	"public_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "map_points_public_until_idx" ON "map_points" USING btree ("public_until");