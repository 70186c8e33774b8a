import type { OrderStatus } from '@krov/contracts';

/** What may happen to an order: a provider's verdict, or an admin's refund. */
export type OrderEvent = 'paid' | 'failed' | 'refunded';

/**
 * The order's state machine, the one place that says which change an event makes (null: none).
 * - pending → paid or failed, as the provider says.
 * - failed → paid: a success that arrives after a failure (out of order, or a retry at the
 *   provider that took the money) wins: money taken is never left unapplied.
 * - paid → refunded only by an admin; a late "failed" for a paid order changes nothing.
 * - refunded is final.
 * Applying a change is one conditional update on the status it was decided on, so two deliveries
 * racing cannot both make it (orders.repository.ts).
 */
export function nextStatus(current: OrderStatus, event: OrderEvent): OrderStatus | null {
  switch (event) {
    case 'paid':
      return current === 'pending' || current === 'failed' ? 'paid' : null;
    case 'failed':
      return current === 'pending' ? 'failed' : null;
    case 'refunded':
      return current === 'paid' ? 'refunded' : null;
  }
}

/** Whether the order's listings are to be published (or renewed) by this change: only on becoming paid. */
export const publishesOn = (from: OrderStatus, to: OrderStatus) => to === 'paid' && from !== 'paid';
