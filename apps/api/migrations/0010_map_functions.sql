-- The map's tables follow the listings by triggers (docs/decisions/080-map-cell-pyramid.md,
-- docs/decisions/081-map-exact-counts.md). Plain SQL and PL/pgSQL, no extension: the same on PGlite
-- and on PostgreSQL 15 (so no underscores in numbers, which PostgreSQL 15 does not read).

ALTER TABLE map_cells SET (fillfactor = 80);
--> statement-breakpoint
-- The live parts of the map read points by area; INCLUDE lets them answer from the index alone.
CREATE INDEX map_points_location_idx ON map_points USING gist (location) INCLUDE (kind, public_until);
--> statement-breakpoint

-- The finest level of the pyramid: cells of 2^16 per side of the world (about 600 m in Bosnia).
-- apps/api/src/modules/listings/map/map-grid.ts says the same (a test compares them).
CREATE FUNCTION krov_map_finest_level() RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 16 $$;
--> statement-breakpoint

-- A Web Mercator cell's column and row at a level (map-grid.ts computes the same in TypeScript,
-- but only to narrow ranges: which cell holds a listing is always decided here).
CREATE FUNCTION krov_map_cell_x(lng double precision, level integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT floor((lng + 180) / 360 * (2::double precision ^ level))::integer;
$$;
--> statement-breakpoint
CREATE FUNCTION krov_map_cell_y(lat double precision, level integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT floor((1 - asinh(tan(radians(lat))) / pi()) / 2 * (2::double precision ^ level))::integer;
$$;
--> statement-breakpoint
-- A cell's area, slightly enlarged: it only finds candidates in the GiST index, the exact test is
-- krov_map_cell_x/y.
CREATE FUNCTION krov_map_cell_box(x integer, y integer, level integer) RETURNS box
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT box(
    point(x / (2::double precision ^ level) * 360 - 180 - 1e-7,
          degrees(atan(sinh(pi() * (1 - 2 * (y + 1) / (2::double precision ^ level))))) - 1e-7),
    point((x + 1) / (2::double precision ^ level) * 360 - 180 + 1e-7,
          degrees(atan(sinh(pi() * (1 - 2 * y / (2::double precision ^ level))))) + 1e-7));
$$;
--> statement-breakpoint

-- What the map keeps of a listing, passed from the triggers to krov_map_apply.
CREATE TYPE krov_map_listing AS (
  id uuid, lat double precision, lng double precision, listing_type text, property_type text,
  entity_slug text, canton_slug text, city_slug text, municipality_slug text, neighbourhood_slug text,
  public_price numeric, public_until timestamptz);
--> statement-breakpoint

-- A listing as the map keeps it, or null when it cannot be public whatever the time. visibility.ts's
-- rule split in two: the status part here, the time part in public_until (sold: 720 hours, the
-- 30 days of lifecycle.ts in hours, which no time zone changes).
CREATE FUNCTION krov_map_listing_of(
  id uuid, status text, deleted_at timestamptz, sold_at timestamptz, sold_while_listed boolean,
  valid_until timestamptz, lat double precision, lng double precision, listing_type text,
  property_type text, entity_slug text, canton_slug text, city_slug text, municipality_slug text,
  neighbourhood_slug text, public_price numeric
) RETURNS krov_map_listing
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status = 'listed' AND deleted_at IS NULL
      AND ((sold_at IS NULL AND valid_until IS NOT NULL) OR (sold_while_listed AND sold_at IS NOT NULL))
    THEN ROW(id, lat, lng, listing_type, property_type, entity_slug, canton_slug, city_slug,
      municipality_slug, neighbourhood_slug, public_price,
      CASE WHEN sold_at IS NULL THEN valid_until ELSE sold_at + make_interval(hours => 720) END)::krov_map_listing
  END;
$$;
--> statement-breakpoint

-- A point of map_points as krov_map_apply compares them before and after a change.
CREATE TYPE krov_map_placed AS (id uuid, lng double precision, lat double precision, kind integer);
--> statement-breakpoint

-- Recounts the given (cell, kind) pairs of one level (cell keys: x << 32 | y): the finest from
-- map_points, the others from the same kind in their four children. A recount, not a delta, so an
-- extent stays exact when a listing on its edge leaves; by kind, so a change touches one row a level.
CREATE FUNCTION krov_map_recount(cells bigint[], kinds integer[], lvl integer) RETURNS void
LANGUAGE sql AS $$
  WITH d AS (
    SELECT DISTINCT (c.k >> 32)::integer AS x, (c.k & 4294967295)::integer AS y, c.kind
    FROM unnest(cells, kinds) AS c (k, kind)
  ),
  fresh AS (
    SELECT lvl::smallint AS level, d.x, d.y, d.kind, count(*)::integer AS listings,
      sum(p.location[1]) AS sum_lat, sum(p.location[0]) AS sum_lng,
      min(p.location[1]) AS south, max(p.location[1]) AS north, min(p.location[0]) AS west, max(p.location[0]) AS east
    FROM d JOIN map_points AS p ON lvl = krov_map_finest_level()
      AND p.location <@ krov_map_cell_box(d.x, d.y, lvl) AND p.kind = d.kind
      AND krov_map_cell_x(p.location[0], lvl) = d.x AND krov_map_cell_y(p.location[1], lvl) = d.y
    GROUP BY d.x, d.y, d.kind
    UNION ALL
    SELECT lvl::smallint, d.x, d.y, d.kind, sum(c.listings)::integer, sum(c.sum_lat), sum(c.sum_lng),
      min(c.south), max(c.north), min(c.west), max(c.east)
    -- The four children, each found by equality on the whole key (a range on x would read the
    -- whole column of cells).
    FROM d CROSS JOIN (VALUES (0, 0), (0, 1), (1, 0), (1, 1)) AS child (dx, dy)
    JOIN map_cells AS c ON lvl < krov_map_finest_level() AND c.level = lvl + 1
      AND c.x = d.x * 2 + child.dx AND c.y = d.y * 2 + child.dy AND c.kind = d.kind
    GROUP BY d.x, d.y, d.kind
  ),
  gone AS (
    -- NOT IN, which PostgreSQL hashes; NOT EXISTS over a CTE became a nested loop (none is null here).
    DELETE FROM map_cells AS c USING d
    WHERE c.level = lvl AND c.x = d.x AND c.y = d.y AND c.kind = d.kind
      AND (c.x, c.y, c.kind) NOT IN (SELECT f.x, f.y, f.kind FROM fresh AS f)
  )
  INSERT INTO map_cells SELECT * FROM fresh
  ON CONFLICT (level, x, y, kind) DO UPDATE SET listings = excluded.listings,
    sum_lat = excluded.sum_lat, sum_lng = excluded.sum_lng, south = excluded.south,
    north = excluded.north, west = excluded.west, east = excluded.east;
$$;
--> statement-breakpoint

-- Applies a change of listings: map_points follows, then the (cell, kind) pairs they left or entered
-- are recounted from the finest level up. One transaction at a time (the lock), so a recount always
-- sees the other writers' committed rows (READ COMMITTED takes a new snapshot per statement).
CREATE FUNCTION krov_map_apply(removed krov_map_listing[], added krov_map_listing[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  gone krov_map_placed[];
  came krov_map_placed[];
  cells bigint[];
  kinds integer[];
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
    RETURNING ROW(id, location[0], location[1], kind)::krov_map_placed AS p
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
    RETURNING ROW(id, location[0], location[1], kind)::krov_map_placed AS p
  )
  SELECT array_agg(inserted.p) INTO came FROM inserted;
  -- The pairs whose counts change: a point that came back where it was, of the same kind (a new
  -- price or validity), changes none.
  SELECT array_agg(changed.cell), array_agg(changed.kind) INTO cells, kinds
  FROM (
    SELECT DISTINCT (krov_map_cell_x(m.lng, krov_map_finest_level())::bigint << 32)
      | krov_map_cell_y(m.lat, krov_map_finest_level()) AS cell, m.kind
    FROM (
      (SELECT * FROM unnest(gone) EXCEPT SELECT * FROM unnest(came))
      UNION ALL
      (SELECT * FROM unnest(came) EXCEPT SELECT * FROM unnest(gone))
    ) AS m
  ) AS changed;
  IF cells IS NULL THEN RETURN; END IF;
  FOR lvl IN REVERSE krov_map_finest_level()..2 LOOP
    PERFORM krov_map_recount(cells, kinds, lvl);
    -- The parents: x >> 1 and y >> 1, of the same kind.
    SELECT array_agg(parent.cell), array_agg(parent.kind) INTO cells, kinds
    FROM (
      SELECT DISTINCT ((c.k >> 33) << 32) | ((c.k & 4294967295) >> 1) AS cell, c.kind
      FROM unnest(cells, kinds) AS c (k, kind)
    ) AS parent;
  END LOOP;
END;
$$;
--> statement-breakpoint

-- Statement triggers with transition tables: a bulk insert or the expire job's one UPDATE recounts
-- each cell once, not once per row.
CREATE FUNCTION krov_map_follow_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE added krov_map_listing[];
BEGIN
  SELECT array_agg(s.l) INTO added FROM (
    SELECT krov_map_listing_of(n.id, n.status, n.deleted_at, n.sold_at, n.sold_while_listed, n.valid_until,
      n.lat, n.lng, n.listing_type, n.property_type, n.entity_slug, n.canton_slug, n.city_slug,
      n.municipality_slug, n.neighbourhood_slug, n.public_price) AS l
    FROM new_rows AS n) AS s
  -- (a row value IS NOT NULL only when every field is: test the id)
  WHERE (s.l).id IS NOT NULL;
  PERFORM krov_map_apply('{}', coalesce(added, '{}'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION krov_map_follow_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE removed krov_map_listing[];
BEGIN
  SELECT array_agg(s.l) INTO removed FROM (
    SELECT krov_map_listing_of(o.id, o.status, o.deleted_at, o.sold_at, o.sold_while_listed, o.valid_until,
      o.lat, o.lng, o.listing_type, o.property_type, o.entity_slug, o.canton_slug, o.city_slug,
      o.municipality_slug, o.neighbourhood_slug, o.public_price) AS l
    FROM old_rows AS o) AS s
  WHERE (s.l).id IS NOT NULL;
  PERFORM krov_map_apply(coalesce(removed, '{}'), '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Most updates (a description, a photo count, an expiry notice) change nothing the map keeps: they
-- end at the comparison.
CREATE FUNCTION krov_map_follow_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE removed krov_map_listing[]; added krov_map_listing[];
BEGIN
  SELECT array_agg(s.before) FILTER (WHERE (s.before).id IS NOT NULL),
    array_agg(s.after) FILTER (WHERE (s.after).id IS NOT NULL)
  INTO removed, added
  FROM (
    SELECT
      krov_map_listing_of(o.id, o.status, o.deleted_at, o.sold_at, o.sold_while_listed, o.valid_until,
        o.lat, o.lng, o.listing_type, o.property_type, o.entity_slug, o.canton_slug, o.city_slug,
        o.municipality_slug, o.neighbourhood_slug, o.public_price) AS before,
      krov_map_listing_of(n.id, n.status, n.deleted_at, n.sold_at, n.sold_while_listed, n.valid_until,
        n.lat, n.lng, n.listing_type, n.property_type, n.entity_slug, n.canton_slug, n.city_slug,
        n.municipality_slug, n.neighbourhood_slug, n.public_price) AS after
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
  ) AS s
  WHERE s.before IS DISTINCT FROM s.after;
  PERFORM krov_map_apply(coalesce(removed, '{}'), coalesce(added, '{}'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION krov_map_follow_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310201611);
  DELETE FROM map_cells;
  DELETE FROM map_points;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- Everything again from `properties`: after a load with the triggers disabled (the bench's generator
-- may), or after the cell functions change. `SELECT krov_map_rebuild();`
CREATE FUNCTION krov_map_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE lvl integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7310201611);
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
END;
$$;
--> statement-breakpoint

CREATE TRIGGER properties_map_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION krov_map_follow_insert();
--> statement-breakpoint
CREATE TRIGGER properties_map_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION krov_map_follow_update();
--> statement-breakpoint
CREATE TRIGGER properties_map_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION krov_map_follow_delete();
--> statement-breakpoint
CREATE TRIGGER properties_map_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION krov_map_follow_truncate();
--> statement-breakpoint

-- The listings already there.
SELECT krov_map_rebuild();
