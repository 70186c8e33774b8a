import { sql } from 'drizzle-orm';
import { listedListing, type Seller, sarajevo } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A pin `metres` north of Sarajevo's test pin. */
export const north = (metres: number) => ({ lat: sarajevo.lat + metres / 111_320, lng: sarajevo.lng });

/** One flat as an advertiser lists it: the same facts, its own price and pin. */
export async function offerOf(
  test: TestApp,
  by: Seller,
  price: number,
  overrides: Record<string, unknown> = {},
) {
  const listing = await listedListing(test, by, { price, ...overrides });
  await test.jobs.offers.regroupListing(listing.id);
  return listing;
}

export interface OfferState {
  id: string;
  group: string | null;
  lead: boolean;
}

/** The listings' groups and leads as the grouping wrote them (the search reads the same columns). */
export async function offerStates(test: TestApp, ids: readonly string[]): Promise<OfferState[]> {
  const { rows } = (await test.database.db.execute(
    sql`select id, offer_group_id as "group", offer_lead as lead from properties where id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`}`,
  )) as { rows: OfferState[] };
  return ids.map((id) => rows.find((row) => row.id === id) as OfferState);
}
