import type { Database } from '../../platform/db/database.ts';
import type { NotificationRequest } from '../notifications/ports.ts';
import type { AvailabilityLinks } from './availability-links.repository.ts';
import { contactOf } from './listing-agencies.ts';
import type { PropertyRow } from './listings.repository.ts';

/**
 * The notifications of "is it still available?" (issue 29): the question, to whoever answers for
 * the listing (its assigned agent, else its owner), and, unanswered, the news that it was hidden,
 * to them and its owner. Each carries its recipient's own one-tap link (availability-links.ts) to
 * the web's /still-available page, which POSTs the token. Built inside the transaction that
 * changed the listings, so a crash loses neither; the dedupe keys make a retry send nothing twice.
 */
export async function availabilityNotices(
  tx: Database,
  links: Pick<AvailabilityLinks, 'issueManyIn'>,
  rows: readonly PropertyRow[],
  kind: 'asked' | 'hidden',
  now: Date,
): Promise<NotificationRequest[]> {
  const pairs = rows.flatMap((row) => {
    const to = kind === 'asked' ? [contactOf(row)] : [...new Set([contactOf(row), row.ownerId])];
    return to.map((userId) => ({ propertyId: row.id, userId, row }));
  });
  const tokens = await links.issueManyIn(tx, pairs, now);
  return pairs.map(({ propertyId, userId, row }): NotificationRequest => {
    const token = tokens.get(`${propertyId}:${userId}`) ?? '';
    const link = `/still-available?token=${encodeURIComponent(token)}`;
    if (kind === 'asked') {
      const by = row.confirmBy ?? now;
      return {
        userId,
        kind: 'availability',
        type: 'Action',
        link,
        dedupeKey: `availability:${row.id}:${by.getTime()}`,
        params: { values: { address: row.address, date: by.toISOString() } },
      };
    }
    return {
      userId,
      kind: 'availability',
      type: 'Action',
      link,
      dedupeKey: `availability-hidden:${row.id}:${(row.hiddenUnconfirmedAt ?? now).getTime()}`,
      params: { values: { event: 'hidden', address: row.address } },
    };
  });
}
