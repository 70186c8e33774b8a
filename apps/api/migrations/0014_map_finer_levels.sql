-- Two finer levels in the map's pyramid (docs/decisions/080-map-cell-pyramid.md): cells of 2^18 per
-- side of the world (about 150 m in Bosnia), so a map down to zoom 16 (a few streets) is summed from
-- the cell counts; at zoom 15 a city centre read up to ~10 000 points one by one (8 ms at 1 000 000
-- listings). The recount and the rebuild read the level from this function; the pyramid is rebuilt
-- once for the new levels. packages/contracts map-grid.ts says the same (a test compares them).
CREATE OR REPLACE FUNCTION krov_map_finest_level() RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 18 $$;
--> statement-breakpoint
SELECT krov_map_rebuild();
