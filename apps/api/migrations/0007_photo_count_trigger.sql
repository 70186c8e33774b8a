-- properties.photo_count follows the listing's photo rows (the search's "with photos" filter and the
-- "relevant" rank read it). A delta per row, not a recount: two transactions adding photos to one
-- listing at once each add their own, where a recount could miss the other's uncommitted rows.
CREATE FUNCTION krov_photo_count_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE properties SET photo_count = photo_count + 1 WHERE id = NEW.property_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE properties SET photo_count = greatest(photo_count - 1, 0) WHERE id = OLD.property_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER property_photos_count
AFTER INSERT OR DELETE ON property_photos
FOR EACH ROW EXECUTE FUNCTION krov_photo_count_follow();
--> statement-breakpoint
UPDATE properties SET photo_count = counted.n
FROM (SELECT property_id, count(*)::int AS n FROM property_photos GROUP BY property_id) AS counted
WHERE properties.id = counted.property_id;
