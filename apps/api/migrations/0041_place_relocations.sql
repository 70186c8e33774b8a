CREATE TABLE "place_relocations" (
	"places_version" text PRIMARY KEY NOT NULL,
	"moved" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
