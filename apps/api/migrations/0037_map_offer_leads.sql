-- hand-written (issue 30):
-- One result per property (docs/decisions/249-grouped-search.md). The grouped search (the default)
-- reads only each offer group's best offer (`offer_lead`); the map's pyramid and the place counts
-- hold only those, so a property offered three times is counted once, and `groupOffers=false`
-- reads the listings themselves (map.service.ts). A non-lead listing is one the map keeps nothing
-- of: its status is passed as null to krov_map_listing_of, whose "listed" test then fails; the
-- grouping's change of `offer_lead` is an UPDATE, which the update trigger follows like any other.
-- The functions are 0010's and 0016's with that one change.
--
-- The search's covering indexes (0012) carry `offer_lead` too, so a grouped count stays an
-- index-only scan.
DROP INDEX IF EXISTS "properties_search_place_cover_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_type_cover_idx";--> statement-breakpoint
CREATE INDEX "properties_search_place_cover_idx" ON "properties" USING btree ("municipality_slug", "listing_type", "property_type")
  INCLUDE ("id", "rank_at", "published_at", "public_price", "size", "bedrooms", "bathrooms", "photo_count", "features",
    "valid_until", "sold_at", "sold_while_listed", "entity_slug", "canton_slug", "city_slug", "neighbourhood_slug", "lat", "lng", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;
--> statement-breakpoint
-- Without a place: the count of a whole country's search.
CREATE INDEX "properties_search_type_cover_idx" ON "properties" USING btree ("listing_type", "property_type")
  INCLUDE ("id", "rank_at", "published_at", "public_price", "size", "bedrooms", "bathrooms", "photo_count", "features",
    "valid_until", "sold_at", "sold_while_listed", "entity_slug", "canton_slug", "city_slug", "municipality_slug",
    "neighbourhood_slug", "lat", "lng", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION krov_map_follow_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE added krov_map_listing[];
BEGIN
  SELECT array_agg(s.l) INTO added FROM (
    SELECT krov_map_listing_of(n.id, CASE WHEN n.offer_lead THEN n.status END, n.deleted_at, n.sold_at, n.sold_while_listed, n.valid_until,
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
CREATE OR REPLACE FUNCTION krov_map_follow_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE removed krov_map_listing[];
BEGIN
  SELECT array_agg(s.l) INTO removed FROM (
    SELECT krov_map_listing_of(o.id, CASE WHEN o.offer_lead THEN o.status END, o.deleted_at, o.sold_at, o.sold_while_listed, o.valid_until,
      o.lat, o.lng, o.listing_type, o.property_type, o.entity_slug, o.canton_slug, o.city_slug,
      o.municipality_slug, o.neighbourhood_slug, o.public_price) AS l
    FROM old_rows AS o) AS s
  WHERE (s.l).id IS NOT NULL;
  PERFORM krov_map_apply(coalesce(removed, '{}'), '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION krov_map_follow_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE removed krov_map_listing[]; added krov_map_listing[];
BEGIN
  SELECT array_agg(s.before) FILTER (WHERE (s.before).id IS NOT NULL),
    array_agg(s.after) FILTER (WHERE (s.after).id IS NOT NULL)
  INTO removed, added
  FROM (
    SELECT
      krov_map_listing_of(o.id, CASE WHEN o.offer_lead THEN o.status END, o.deleted_at, o.sold_at, o.sold_while_listed, o.valid_until,
        o.lat, o.lng, o.listing_type, o.property_type, o.entity_slug, o.canton_slug, o.city_slug,
        o.municipality_slug, o.neighbourhood_slug, o.public_price) AS before,
      krov_map_listing_of(n.id, CASE WHEN n.offer_lead THEN n.status END, n.deleted_at, n.sold_at, n.sold_while_listed, n.valid_until,
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
    LATERAL krov_map_listing_of(p.id, CASE WHEN p.offer_lead THEN p.status END, p.deleted_at, p.sold_at, p.sold_while_listed, p.valid_until,
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
-- Listings already grouped leave the pyramid.
SELECT krov_map_rebuild();
