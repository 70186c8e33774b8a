-- A drawn area's search (issue 31 point 2, decision 267): the listings inside a polygon found by a
-- GiST index on their point, carrying what the search's conditions, count and order read, so the
-- count and the page are index-only scans (as the place search's covering indexes make them, 0037).
-- Its columns: lng and lat themselves (an expression index lends the planner none of its inputs),
-- then those of properties_search_type_cover_idx. Built sorted: seconds at 1 000 000 listings.
CREATE INDEX IF NOT EXISTS "properties_search_point_cover_idx" ON "properties" USING gist (point("lng", "lat"))
  INCLUDE ("lng", "lat", "listing_type", "property_type", "id", "rank_at", "published_at", "public_price", "size",
    "bedrooms", "bathrooms", "photo_count", "features", "valid_until", "sold_at", "sold_while_listed",
    "entity_slug", "canton_slug", "city_slug", "municipality_slug", "neighbourhood_slug", "offer_lead")
  WHERE "properties"."status" = 'listed' and "properties"."deleted_at" is null;
