// The plan of the alert matching (issue 31 point 6, decision 269): a listing's candidates are
// ranges of the key's btree read without the table, whatever columns the conditions name. A column
// read by the statement but missing from the index's INCLUDE turns the Index Only Scan into an
// Index Scan (a table row per candidate, what cost 41 500 page reads at 1 000 000 searches).
import { randomUUID } from 'node:crypto';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { saveSearch } from '../../../test/alerts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ListingMatchFacts } from '../listings/ports.ts';
import { insertMatchesStatement } from './alerts.repository.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  const searcher = await verifiedUser(test);
  await saveSearch(test, searcher, { listingType: 'sell', propertyType: ['apartment'], place: 'grbavica' });
  await saveSearch(test, searcher, { polygon: '18.39 43.851,18.41 43.851,18.40 43.86', q: 'balkon' });
});
afterAll(() => test.close());

const flat: ListingMatchFacts = {
  id: randomUUID(),
  lineageId: randomUUID(),
  ownerId: randomUUID(),
  listingType: 'sell',
  propertyType: 'apartment',
  publicPrice: 150_000,
  size: 60,
  bedrooms: 2,
  bathrooms: 1,
  features: ['balcony'],
  photoCount: 3,
  floorPlanCount: 0,
  hasVideo: false,
  lat: 43.8515,
  lng: 18.3915,
  placeSlugs: ['federacija-bih', 'kanton-sarajevo', 'grad-sarajevo', 'novo-sarajevo', 'grbavica'],
  agencyId: null,
  agencySlug: null,
  confirmedAt: new Date().toISOString(),
  searchDocument: "'balkon':1",
  summary: {
    id: randomUUID(),
    listingType: 'sell',
    propertyType: 'apartment',
    price: 150_000,
    size: 60,
    bedrooms: 2,
    place: 'Grbavica',
    address: 'Zagrebačka 1',
    imageUrl: null,
    confirmedAt: null,
  },
};

/** The plan of the job's statement for `facts`, with `dropped` indexes gone for its transaction only. */
async function planWithout(facts: ListingMatchFacts, dropped: string[]): Promise<string> {
  let plan = '';
  await test.database.db
    .transaction(async (tx) => {
      // The test's few rows would be read whole; the question is whether a key index can answer
      // the read on its own. For this transaction only (rolled back below).
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      for (const index of dropped) await tx.execute(sql.raw(`drop index "${index}"`));
      const explained = (await tx.execute(sql`explain ${insertMatchesStatement(facts, new Date())}`)) as {
        rows: Record<string, string>[];
      };
      plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return plan;
}

const rental: ListingMatchFacts = { ...flat, listingType: 'rent', publicPrice: 900 };
const indexes = (deal: string) => [
  `saved_searches_match_${deal}_ceiling_idx`,
  `saved_searches_match_${deal}_floor_idx`,
];

describe('the alert matching reads its candidates from a key index of its deal alone', () => {
  it.each([
    ['sale', 'ceiling', '>=', flat],
    ['sale', 'floor', '<=', flat],
    ['rent', 'ceiling', '>=', rental],
    ['rent', 'floor', '<=', rental],
  ] as const)(
    "%s: an Index Only Scan of the %s's index by key and bound; the table only by id",
    async (deal, bound, operator, facts) => {
      // Each of the deal's two indexes must answer alone: the planner picks either, by the price.
      const index = `saved_searches_match_${deal}_${bound}_idx`;
      const others = [...indexes('sale'), ...indexes('rent')].filter((name) => name !== index);
      const plan = await planWithout(facts, others);
      expect(plan.match(new RegExp(`Index Only Scan using ${index}`, 'g')), plan).not.toBeNull();
      expect(plan).toMatch(
        new RegExp(`Index Cond: \\(\\(match_key = ANY .*match_${deal}_${bound} ${operator}`),
      );
      // The searches not keyed yet (their partial index, or the key index's nulls), and a candidate's
      // drawn area and text, by the primary key.
      expect(plan).toMatch(/Index Scan using saved_searches_unkeyed_idx|Index Cond: \(match_key IS NULL\)/);
      expect(plan).toMatch(/Index Scan using saved_searches_pkey on saved_searches r/);
      expect(plan).not.toMatch(/Seq Scan|Heap Scan|Index Scan using saved_searches_match/);
    },
  );
});
