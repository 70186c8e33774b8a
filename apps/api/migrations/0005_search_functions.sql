-- The search's SQL functions (issue 11; docs/decisions/076-search-text-folding.md and
-- docs/decisions/075-relevance-rank-time.md). Plain SQL, no extension: the same on PGlite and on the
-- PostgreSQL server, and IMMUTABLE so generated columns and indexes may use them.

-- Lower case, Latin diacritics dropped, and "dj" written as "d" (so "Đ", "dj" and "d" all meet):
-- applied to the indexed text and to the query alike.
CREATE FUNCTION krov_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(
    lower(translate(input,
      'ČĆŽŠĐčćžšđÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÑñÇçŁłŃńŚśŹźŻż',
      'CCZSDcczsdAAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyNnCcLlNnSsZzZz')),
    'dj', 'd');
$$;
--> statement-breakpoint

-- A place slug as words a visitor types: "banja-luka" gives "banja luka banjaluka".
CREATE FUNCTION krov_slug_words(slug text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(replace(slug, '-', ' ') || ' ' || replace(slug, '-', ''), '');
$$;
--> statement-breakpoint

-- The free text of a listing: address, description and the names of its places, folded and stemmed
-- with the built-in "serbian" snowball configuration (it stems Bosnian Latin words).
CREATE FUNCTION krov_listing_document(
  address text, description text,
  entity text, canton text, city text, municipality text, neighbourhood text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('serbian'::regconfig, krov_fold(
    coalesce(address, '') || ' ' || coalesce(description, '') || ' ' ||
    krov_slug_words(entity) || ' ' || krov_slug_words(canton) || ' ' || krov_slug_words(city) || ' ' ||
    krov_slug_words(municipality) || ' ' || krov_slug_words(neighbourhood)));
$$;
--> statement-breakpoint

-- The "relevant" sort's key, a rank time: the publishing time plus bonus days for photos and
-- completeness (docs/decisions/075-relevance-rank-time.md). It never depends on the current time,
-- so keyset pages stay correct while time passes. Hours only: adding hours to a timestamptz does
-- not depend on the session's time zone, which is what makes IMMUTABLE true here.
CREATE FUNCTION krov_rank_at(
  published_at timestamptz, photo_count integer, hide_price boolean, price numeric,
  description text, bedrooms integer, bathrooms integer, property_type text
) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT published_at + make_interval(hours => 24 * (
    (CASE WHEN photo_count >= 1 THEN 7 ELSE 0 END) +
    (CASE WHEN photo_count >= 5 THEN 3 ELSE 0 END) +
    (CASE WHEN price IS NOT NULL AND NOT hide_price THEN 2 ELSE 0 END) +
    (CASE WHEN length(coalesce(description, '')) >= 200 THEN 2 ELSE 0 END) +
    (CASE WHEN property_type IN ('land', 'office') OR (bedrooms IS NOT NULL AND bathrooms IS NOT NULL)
      THEN 1 ELSE 0 END)));
$$;
