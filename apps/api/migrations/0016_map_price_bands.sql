-- Price bands in the map's pyramid (docs/decisions/080-map-cell-pyramid.md): the coarse levels also
-- count listings per band of public price, kept by the same triggers, so a zoomed-out map with a
-- price filter sums whole bands from cells and reads only the few listings of the bands the filter
-- cuts. Plain SQL, no underscores in numbers: the same on PGlite and on PostgreSQL 15.

ALTER TABLE map_band_cells SET (fillfactor = 80);
--> statement-breakpoint

-- The bands' lower bounds, the same list as apps/api/src/modules/listings/map/map-price-bands.ts
-- (a test compares them): band i holds bounds[i] <= price < bounds[i + 1], the last has no end.
CREATE FUNCTION krov_map_price_bounds() RETURNS numeric[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(b::numeric ORDER BY b) FROM (
    SELECT generate_series(0, 2900, 100) UNION ALL
    SELECT generate_series(3000, 9500, 500) UNION ALL
    SELECT generate_series(10000, 95000, 5000) UNION ALL
    SELECT generate_series(100000, 490000, 10000) UNION ALL
    SELECT generate_series(500000, 950000, 50000) UNION ALL
    SELECT generate_series(1000000, 1750000, 250000) UNION ALL
    SELECT generate_series(2000000, 4000000, 1000000) UNION ALL
    SELECT 5000000
  ) AS bounds (b);
$$;
--> statement-breakpoint
-- A price's band, counted from 0; null for a hidden price (public_price is null then).
CREATE FUNCTION krov_map_price_band(price numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (width_bucket(price, krov_map_price_bounds()) - 1)::smallint;
$$;
--> statement-breakpoint
-- The finest level with bands: cells of 2^12 per side of the world (about 7 km in Bosnia, zoom 10).
-- map-price-bands.ts says the same (a test compares them).
CREATE FUNCTION krov_map_band_finest_level() RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 12 $$;
--> statement-breakpoint

-- The parts of a band a map's filter cuts, across the country, whatever the kind (and with few kinds).
CREATE INDEX map_points_price_idx ON map_points USING btree (public_price) INCLUDE (kind, location, public_until);
--> statement-breakpoint
-- A recount of one kind's band in a cell finds its few points here.
CREATE INDEX map_points_kind_price_idx ON map_points USING btree (kind, public_price) INCLUDE (location, public_until);
--> statement-breakpoint

-- Recounts the given (cell, kind, band) triples of one level: the finest band level from map_points,
-- the others from the same kind and band in their four children (as krov_map_recount does).
CREATE FUNCTION krov_map_band_recount(cells bigint[], kinds integer[], bands smallint[], lvl integer) RETURNS void
LANGUAGE sql AS $$
  WITH d AS (
    SELECT DISTINCT (c.k >> 32)::integer AS x, (c.k & 4294967295)::integer AS y, c.kind, c.band,
      (krov_map_price_bounds())[c.band + 1] AS low,
      -- Above numeric(14, 2)'s largest price: the last band has no end.
      coalesce((krov_map_price_bounds())[c.band + 2], 1e15) AS high
    FROM unnest(cells, kinds, bands) AS c (k, kind, band)
  ),
  fresh AS (
    SELECT lvl::smallint AS level, d.x, d.y, d.kind, d.band, count(*)::integer AS listings,
      sum(p.location[1]) AS sum_lat, sum(p.location[0]) AS sum_lng,
      min(p.location[1]) AS south, max(p.location[1]) AS north, min(p.location[0]) AS west, max(p.location[0]) AS east
    FROM d JOIN map_points AS p ON lvl = krov_map_band_finest_level()
      AND p.kind = d.kind AND p.public_price >= d.low AND p.public_price < d.high
      AND krov_map_cell_x(p.location[0], lvl) = d.x AND krov_map_cell_y(p.location[1], lvl) = d.y
    GROUP BY d.x, d.y, d.kind, d.band
    UNION ALL
    SELECT lvl::smallint, d.x, d.y, d.kind, d.band, sum(c.listings)::integer, sum(c.sum_lat), sum(c.sum_lng),
      min(c.south), max(c.north), min(c.west), max(c.east)
    FROM d CROSS JOIN (VALUES (0, 0), (0, 1), (1, 0), (1, 1)) AS child (dx, dy)
    JOIN map_band_cells AS c ON lvl < krov_map_band_finest_level() AND c.level = lvl + 1
      AND c.kind = d.kind AND c.band = d.band AND c.x = d.x * 2 + child.dx AND c.y = d.y * 2 + child.dy
    GROUP BY d.x, d.y, d.kind, d.band
  ),
  gone AS (
    DELETE FROM map_band_cells AS c USING d
    WHERE c.level = lvl AND c.kind = d.kind AND c.band = d.band AND c.x = d.x AND c.y = d.y
      AND (c.x, c.y, c.kind, c.band) NOT IN (SELECT f.x, f.y, f.kind, f.band FROM fresh AS f)
  )
  INSERT INTO map_band_cells (level, x, y, kind, band, listings, sum_lat, sum_lng, south, north, west, east)
  SELECT * FROM fresh
  ON CONFLICT (level, kind, band, x, y) DO UPDATE SET listings = excluded.listings,
    sum_lat = excluded.sum_lat, sum_lng = excluded.sum_lng, south = excluded.south,
    north = excluded.north, west = excluded.west, east = excluded.east;
$$;
--> statement-breakpoint

-- A point of map_points with its band, as krov_map_apply compares them before and after a change.
CREATE TYPE krov_map_priced AS (id uuid, lng double precision, lat double precision, kind integer, band smallint);
--> statement-breakpoint

-- As in 0010, and the bands: the (cell, kind, band) triples a change left or entered are recounted
-- from the finest band level up. A new price within the same band changes no count.
CREATE OR REPLACE FUNCTION krov_map_apply(removed krov_map_listing[], added krov_map_listing[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  gone krov_map_priced[];
  came krov_map_priced[];
  cells bigint[];
  kinds integer[];
  bands smallint[];
  lvl integer;
BEGIN
  IF cardinality(removed) = 0 AND cardinality(added) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(7310201611);
  INSERT INTO map_kinds (listing_type, property_type, entity_slug, canton_slug, city_slug, municipality_slug, neighbourhood_slug)
  SELECT DISTINCT a.listing_type, a.property_type, a.entity_slug, a.canton_slug, a.city_slug, a.municipality_slug, a.neighbourhood_slug
  FROM unnest(added) AS a
  ON CONFLICT DO NOTHING;
  WITH deleted AS (
    DELETE FROM map_points WHERE id IN (SELECT r.id FROM unnest(removed) AS r)
    RETURNING ROW(id, location[0], location[1], kind, krov_map_price_band(public_price))::krov_map_priced AS p
  )
  SELECT array_agg(deleted.p) INTO gone FROM deleted;
  WITH inserted AS (
    INSERT INTO map_points (id, location, kind, public_price, public_until)
    SELECT a.id, point(a.lng, a.lat), k.id, a.public_price, a.public_until
    -- Equalities for the fields never null (the planner hashes on them), IS NOT DISTINCT FROM for the slugs.
    FROM unnest(added) AS a JOIN map_kinds AS k ON k.listing_type = a.listing_type
      AND k.property_type = a.property_type AND k.municipality_slug = a.municipality_slug
      AND k.neighbourhood_slug IS NOT DISTINCT FROM a.neighbourhood_slug
      AND k.city_slug IS NOT DISTINCT FROM a.city_slug AND k.canton_slug IS NOT DISTINCT FROM a.canton_slug
      AND k.entity_slug IS NOT DISTINCT FROM a.entity_slug
    RETURNING ROW(id, location[0], location[1], kind, krov_map_price_band(public_price))::krov_map_priced AS p
  )
  SELECT array_agg(inserted.p) INTO came FROM inserted;

  -- The (cell, kind) pairs whose counts change: a point that came back where it was, of the same
  -- kind (a new price or validity), changes none.
  SELECT array_agg(changed.cell), array_agg(changed.kind) INTO cells, kinds
  FROM (
    SELECT DISTINCT (krov_map_cell_x(m.lng, krov_map_finest_level())::bigint << 32)
      | krov_map_cell_y(m.lat, krov_map_finest_level()) AS cell, m.kind
    FROM (
      (SELECT g.id, g.lng, g.lat, g.kind FROM unnest(gone) AS g EXCEPT SELECT c.id, c.lng, c.lat, c.kind FROM unnest(came) AS c)
      UNION ALL
      (SELECT c.id, c.lng, c.lat, c.kind FROM unnest(came) AS c EXCEPT SELECT g.id, g.lng, g.lat, g.kind FROM unnest(gone) AS g)
    ) AS m
  ) AS changed;
  IF cells IS NOT NULL THEN
    FOR lvl IN REVERSE krov_map_finest_level()..2 LOOP
      PERFORM krov_map_recount(cells, kinds, lvl);
      -- The parents: x >> 1 and y >> 1, of the same kind.
      SELECT array_agg(parent.cell), array_agg(parent.kind) INTO cells, kinds
      FROM (
        SELECT DISTINCT ((c.k >> 33) << 32) | ((c.k & 4294967295) >> 1) AS cell, c.kind
        FROM unnest(cells, kinds) AS c (k, kind)
      ) AS parent;
    END LOOP;
  END IF;

  -- The (cell, kind, band) triples whose counts change; a hidden price is in no band.
  SELECT array_agg(changed.cell), array_agg(changed.kind), array_agg(changed.band) INTO cells, kinds, bands
  FROM (
    SELECT DISTINCT (krov_map_cell_x(m.lng, krov_map_band_finest_level())::bigint << 32)
      | krov_map_cell_y(m.lat, krov_map_band_finest_level()) AS cell, m.kind, m.band
    FROM (
      (SELECT * FROM unnest(gone) EXCEPT SELECT * FROM unnest(came))
      UNION ALL
      (SELECT * FROM unnest(came) EXCEPT SELECT * FROM unnest(gone))
    ) AS m
    WHERE m.band IS NOT NULL
  ) AS changed;
  IF cells IS NULL THEN RETURN; END IF;
  FOR lvl IN REVERSE krov_map_band_finest_level()..2 LOOP
    PERFORM krov_map_band_recount(cells, kinds, bands, lvl);
    SELECT array_agg(parent.cell), array_agg(parent.kind), array_agg(parent.band) INTO cells, kinds, bands
    FROM (
      SELECT DISTINCT ((c.k >> 33) << 32) | ((c.k & 4294967295) >> 1) AS cell, c.kind, c.band
      FROM unnest(cells, kinds, bands) AS c (k, kind, band)
    ) AS parent;
  END LOOP;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION krov_map_follow_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310201611);
  DELETE FROM map_band_cells;
  DELETE FROM map_cells;
  DELETE FROM map_points;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- As in 0010, and the bands from the points: `SELECT krov_map_rebuild();`
CREATE OR REPLACE FUNCTION krov_map_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE lvl integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7310201611);
  DELETE FROM map_band_cells;
  DELETE FROM map_cells;
  DELETE FROM map_points;
  DROP TABLE IF EXISTS krov_map_rebuilding;
  CREATE TEMPORARY TABLE krov_map_rebuilding ON COMMIT DROP AS
  SELECT l.* FROM properties AS p,
    LATERAL krov_map_listing_of(p.id, p.status, p.deleted_at, p.sold_at, p.sold_while_listed, p.valid_until,
      p.lat, p.lng, p.listing_type, p.property_type, p.entity_slug, p.canton_slug, p.city_slug,
      p.municipality_slug, p.neighbourhood_slug, p.public_price) AS l
  WHERE l.id IS NOT NULL;
  INSERT INTO map_kinds (listing_type, property_type, entity_slug, canton_slug, city_slug, municipality_slug, neighbourhood_slug)
  SELECT DISTINCT r.listing_type, r.property_type, r.entity_slug, r.canton_slug, r.city_slug, r.municipality_slug, r.neighbourhood_slug
  FROM krov_map_rebuilding AS r
  ON CONFLICT DO NOTHING;
  -- In cell order, so the points of a cell share pages.
  INSERT INTO map_points (id, location, kind, public_price, public_until)
  SELECT r.id, point(r.lng, r.lat), k.id, r.public_price, r.public_until
  FROM krov_map_rebuilding AS r JOIN map_kinds AS k ON k.listing_type = r.listing_type AND k.property_type = r.property_type
    AND k.municipality_slug = r.municipality_slug AND k.neighbourhood_slug IS NOT DISTINCT FROM r.neighbourhood_slug
    AND k.city_slug IS NOT DISTINCT FROM r.city_slug AND k.canton_slug IS NOT DISTINCT FROM r.canton_slug
    AND k.entity_slug IS NOT DISTINCT FROM r.entity_slug
  ORDER BY krov_map_cell_x(r.lng, krov_map_finest_level()), krov_map_cell_y(r.lat, krov_map_finest_level());
  DROP TABLE krov_map_rebuilding;
  INSERT INTO map_cells
  SELECT krov_map_finest_level(), krov_map_cell_x(p.location[0], krov_map_finest_level()) AS cx,
    krov_map_cell_y(p.location[1], krov_map_finest_level()) AS cy, p.kind, count(*), sum(p.location[1]),
    sum(p.location[0]), min(p.location[1]), max(p.location[1]), min(p.location[0]), max(p.location[0])
  FROM map_points AS p
  GROUP BY cx, cy, p.kind
  ORDER BY cx, cy;
  FOR lvl IN REVERSE (krov_map_finest_level() - 1)..2 LOOP
    INSERT INTO map_cells
    SELECT lvl, c.x >> 1 AS px, c.y >> 1 AS py, c.kind, sum(c.listings), sum(c.sum_lat), sum(c.sum_lng),
      min(c.south), max(c.north), min(c.west), max(c.east)
    FROM map_cells AS c WHERE c.level = lvl + 1
    GROUP BY px, py, c.kind
    ORDER BY px, py;
  END LOOP;
  -- The bands, in key order (kind, band, cell): a map reads a kind's bands together.
  INSERT INTO map_band_cells (level, x, y, kind, band, listings, sum_lat, sum_lng, south, north, west, east)
  SELECT krov_map_band_finest_level(), krov_map_cell_x(p.location[0], krov_map_band_finest_level()) AS cx,
    krov_map_cell_y(p.location[1], krov_map_band_finest_level()) AS cy, p.kind,
    krov_map_price_band(p.public_price) AS band, count(*), sum(p.location[1]), sum(p.location[0]),
    min(p.location[1]), max(p.location[1]), min(p.location[0]), max(p.location[0])
  FROM map_points AS p WHERE p.public_price IS NOT NULL
  GROUP BY cx, cy, p.kind, band
  ORDER BY p.kind, band, cx, cy;
  FOR lvl IN REVERSE (krov_map_band_finest_level() - 1)..2 LOOP
    INSERT INTO map_band_cells (level, x, y, kind, band, listings, sum_lat, sum_lng, south, north, west, east)
    SELECT lvl, c.x >> 1 AS px, c.y >> 1 AS py, c.kind, c.band, sum(c.listings), sum(c.sum_lat),
      sum(c.sum_lng), min(c.south), max(c.north), min(c.west), max(c.east)
    FROM map_band_cells AS c WHERE c.level = lvl + 1
    GROUP BY px, py, c.kind, c.band
    ORDER BY c.kind, c.band, px, py;
  END LOOP;
END;
$$;
--> statement-breakpoint

-- The bands of the listings already there.
SELECT krov_map_rebuild();
--> statement-breakpoint
-- Statistics for the new table at once: without them the planner took the kinds of a map's filter
-- for a filter on the rows rather than index keys (13 ms against 2 at 1 000 000 listings).
ANALYZE map_band_cells;
