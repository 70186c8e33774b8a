import type { SqlClient } from '../market/sql.ts';

export interface DataFacts {
  listings: number;
  /** Public now: listed and valid, or sold while listed within 30 days (visibility.ts). */
  publicListings: number;
  photos: number;
  users: number;
  /** properties + its indexes, MB. */
  propertiesMb: number;
}

/** How big the data is that the scenarios ran on. */
export async function dataFacts(client: SqlClient): Promise<DataFacts> {
  const { rows } = await client.query<DataFacts>(
    `select
       (select count(*)::int from properties) as "listings",
       (select count(*)::int from properties
         where status = 'listed' and deleted_at is null
           and ((sold_at is null and valid_until > now())
             or (sold_while_listed and sold_at > now() - interval '30 days'))) as "publicListings",
       (select count(*)::int from property_photos) as "photos",
       (select count(*)::int from users) as "users",
       (select round(pg_total_relation_size('properties') / 1048576.0)::int) as "propertiesMb"`,
  );
  const facts = rows[0];
  if (!facts) throw new Error('no facts');
  return facts;
}
