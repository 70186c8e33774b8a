-- Sold listings go last in the "relevant" sort (issue 27, 6): the rank time of a sold listing is
-- its usual one a hundred years earlier, so every index that serves the sort keeps serving it (no
-- sort over every row) and the sold ones keep their own order after the rest. Hours only, as in
-- 0005: IMMUTABLE holds. The column is generated, so it is dropped and added again with the new
-- expression; the indexes that read it are recreated from their own definitions.
CREATE FUNCTION krov_rank_at(
  published_at timestamptz, photo_count integer, hide_price boolean, price numeric,
  description text, bedrooms integer, bathrooms integer, property_type text, sold_at timestamptz
) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT krov_rank_at(published_at, photo_count, hide_price, price, description, bedrooms, bathrooms, property_type)
    - CASE WHEN sold_at IS NULL THEN make_interval() ELSE make_interval(hours => 24 * 36525) END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  definitions text[];
  definition text;
BEGIN
  SELECT coalesce(array_agg(DISTINCT pg_get_indexdef(i.indexrelid)), '{}') INTO definitions
  FROM pg_index i
  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::smallint[])
  WHERE i.indrelid = 'properties'::regclass AND a.attname = 'rank_at';
  ALTER TABLE "properties" DROP COLUMN "rank_at";
  ALTER TABLE "properties" ADD COLUMN "rank_at" timestamp with time zone GENERATED ALWAYS AS (krov_rank_at(published_at, photo_count, hide_price, price, description, bedrooms, bathrooms, property_type, sold_at)) STORED;
  FOREACH definition IN ARRAY definitions LOOP
    EXECUTE definition;
  END LOOP;
END $$;
