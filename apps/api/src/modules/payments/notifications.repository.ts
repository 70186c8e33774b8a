import type { Database } from '../../platform/db/database.ts';
import { paymentNotifications } from './payments.schema.ts';

export type NotificationOutcome =
  | 'applied'
  | 'unchanged'
  | 'mismatch'
  | 'unknown-order'
  | 'refused-unsigned'
  | 'refused-forged'
  | 'refused-malformed';

/** The log of every provider notification received, and what it did. */
export function createNotificationsLog(db: Database) {
  return {
    async record(entry: {
      provider: 'sandbox' | 'monri';
      orderId: string | null;
      outcome: NotificationOutcome;
      detail: Record<string, unknown>;
      receivedAt: Date;
    }): Promise<void> {
      await db.insert(paymentNotifications).values(entry);
    },
  };
}
