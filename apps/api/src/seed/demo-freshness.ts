import { and, asc, eq, isNull } from 'drizzle-orm';
import { properties } from '../modules/listings/listings.schema.ts';
import type { Database } from '../platform/db/database.ts';

const hourMs = 3600 * 1000;
const dayMs = 24 * hourMs;

/**
 * The freshness a newcomer should see on the first owner's My properties (issue 29): one listed
 * listing asked "is it still available?" yesterday and waiting for the answer (due in two days),
 * and their hidden one hidden because nobody answered, which one tap shows again. Written as the
 * lifecycle's job leaves them (lifecycle-sets.ts askToConfirm, hideUnconfirmed), on the demo's
 * own rows, before anything else reads them.
 */
export async function markDemoFreshness(db: Database, ownerId: string, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const mine = (status: 'listed' | 'hidden') =>
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, ownerId), eq(properties.status, status), isNull(properties.soldAt)))
      .orderBy(asc(properties.publishedAt))
      .limit(1);
  const [listed] = await mine('listed');
  if (listed) {
    const askedAt = at(-dayMs);
    await db
      .update(properties)
      .set({ confirmedAt: at(-8 * dayMs), confirmBy: new Date(askedAt.getTime() + 72 * hourMs) })
      .where(eq(properties.id, listed.id));
  }
  const [hidden] = await mine('hidden');
  if (hidden) {
    await db
      .update(properties)
      .set({ confirmedAt: at(-11 * dayMs), hiddenUnconfirmedAt: at(-dayMs) })
      .where(eq(properties.id, hidden.id));
  }
}
