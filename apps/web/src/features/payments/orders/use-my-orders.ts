import { useCursorList } from '@/shared/query/use-cursor-list';
import { paymentsApi } from '../payments-api';
import { paymentKeys } from '../query-keys';

/** Orders a page of /me/orders shows (the api's default; at most 100). */
export const ordersPageSize = 20;

/**
 * The user's orders, newest first, by the api's cursor ("load more"). Leaving the page forgets
 * them (gcTime 0): coming back shows the statuses as they are now.
 */
export function useMyOrders() {
  return useCursorList({
    queryKey: paymentKeys.mine,
    fetchPage: (cursor, signal) => paymentsApi.mine(cursor, ordersPageSize, { signal }),
    // An order made between two loads would push one of the first page onto the next.
    keyOf: (order) => order.id,
    gcTime: 0,
  });
}
