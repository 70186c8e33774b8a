import { type SQL, sql } from 'drizzle-orm';

/**
 * Agencies' copies for the bench, made by the database: another advertiser's listing of the same
 * property, its pin moved up to ~28 m, its size rounded to the m², its bathrooms left out half the
 * time, 3 % dearer. The bench listings have no hashed photos, so the matcher judges them on facts
 * alone (its stricter rule). `lineage_id` points at the original, for the bench's own check only.
 */
const copyColumns =
  sql.raw(`owner_id, agency_id, status, listing_type, property_type, size, bedrooms, bathrooms,
  features, construction_year, floor, total_floors, price, hide_price, description, address, lat, lng,
  entity_slug, canton_slug, city_slug, municipality_slug, neighbourhood_slug, valid_until, published_at,
  confirmed_at, lineage_id, first_listed_at`);

function copyOf(source: SQL): SQL {
  return sql`
    insert into properties (${copyColumns})
    select case when p.owner_id = owners.a then owners.b else owners.a end, null, 'listed', p.listing_type,
      p.property_type, round(p.size), p.bedrooms,
      case when (hashtext(p.id::text || 'b') & 1) = 0 then null else p.bathrooms end,
      p.features, p.construction_year, p.floor, p.total_floors, round(p.price * 1.03), p.hide_price,
      'bench-offers-copy', p.address,
      p.lat + (abs(hashtext(p.id::text || 'lat')) % 1000) / 1000.0 * 20 / 111320,
      p.lng + (abs(hashtext(p.id::text || 'lng')) % 1000) / 1000.0 * 20 / 80000,
      p.entity_slug, p.canton_slug, p.city_slug, p.municipality_slug, p.neighbourhood_slug,
      p.valid_until, now(), now(), p.id, now()
    from (${source}) p,
      (select (select id from users order by id limit 1) as a, (select id from users order by id offset 1 limit 1) as b) owners`;
}

const publicUnsold = sql`status = 'listed' and deleted_at is null and sold_at is null and valid_until > now()`;

/** Copies of about `share` of the public listings (chosen by a hash of the id: the same every run). */
export function copiesSql(share: number): SQL {
  const cut = Math.round(share * 1024);
  return sql`with made as (${copyOf(
    sql`select * from properties where ${publicUnsold} and (hashtext(id::text) & 1023) < ${cut}`,
  )} returning 1) select count(*)::int as count from made`;
}

/** One copy of a public listing found from a random point of the id order. */
export function oneCopySql(_run: number): SQL {
  return sql`${copyOf(
    sql`select * from properties where ${publicUnsold} and id > gen_random_uuid() and description <> 'bench-offers-copy' order by id limit 1`,
  )} returning id`;
}
