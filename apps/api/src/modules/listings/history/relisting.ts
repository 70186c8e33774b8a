import type { EventBus } from '../../../platform/events/event-bus.ts';
import type { ListingsTransaction, PropertyRow } from '../listings.repository.ts';

/**
 * What happens, inside the transaction, whenever a listing becomes public (published, renewed
 * after expiry, shown again). The first time, it gets its lineage: its own, or that of the listing
 * it puts up again (history.repository.ts relistedLineage), whose price history and days on the
 * market it keeps, and whose alerts it does not repeat; its asking price enters the history.
 * Every time, `listing.listed` is staged, so the alerts' matching job commits with the change.
 */
export async function enterPublic(
  tx: ListingsTransaction,
  row: PropertyRow,
  now: Date,
  events: Pick<EventBus, 'stage'>,
): Promise<void> {
  if (row.lineageId === null) {
    const lineage = (await tx.history.relistedLineage(row, now)) ?? { lineageId: row.id, firstListedAt: now };
    await tx.history.setLineage(row.id, lineage);
    await tx.history.record(lineage.lineageId, row.id, {
      price: row.price,
      hidden: row.hidePrice,
      changedAt: now,
    });
  }
  await events.stage(tx.jobs, 'listing.listed', { listingId: row.id, ownerId: row.ownerId });
}

/** An asking price or its hiding changed: a new entry of the history (once the listing has a lineage). */
export async function recordPrice(tx: ListingsTransaction, row: PropertyRow, now: Date): Promise<void> {
  if (row.lineageId === null) return;
  await tx.history.record(row.lineageId, row.id, { price: row.price, hidden: row.hidePrice, changedAt: now });
}
