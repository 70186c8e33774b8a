import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { properties } from '../src/modules/listings/listings.schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * Makes listings one property's offers as the offer grouping leaves them (issue 30): one
 * `offer_group_id`, `offer_lead` on the best offer only. Set with SQL: the grouping itself, which
 * finds the groups and drops the caches, is tested with its engine (modules/offers). The clock moves
 * past the public answers' and totals' 5 s, as another instance's change is seen.
 */
export async function groupAsOffers(
  test: TestApp,
  leadId: string,
  otherIds: readonly string[],
): Promise<string> {
  const groupId = randomUUID();
  const { db } = test.database;
  await db
    .update(properties)
    .set({ offerGroupId: groupId, offerLead: false })
    .where(inArray(properties.id, [leadId, ...otherIds]));
  await db.update(properties).set({ offerLead: true }).where(eq(properties.id, leadId));
  test.clock.advance(5_001);
  return groupId;
}
