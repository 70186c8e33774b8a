CREATE TABLE "map_band_cells" (
	"level" smallint NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"kind" integer NOT NULL,
	"band" smallint NOT NULL,
	"listings" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"north" double precision NOT NULL,
	"west" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "map_band_cells_pkey" PRIMARY KEY("level","kind","band","x","y")
);
