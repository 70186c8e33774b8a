import type { AdminOrder, AdminOrdersResponse, OrderStatus } from '@krov/contracts';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { adminKeys } from '../query-keys';

/** What the admin searches by: a status ('' for all) and an order's number or a buyer's e-mail ('' for any). */
export interface OrderFilter {
  status: OrderStatus | '';
  q: string;
}

/**
 * Every user's orders for the admins (GET /api/admin/orders?status=&q=&cursor=), newest first, a
 * page at a time by the api's cursor. `replace` puts the api's answer for one order (a refund) in
 * its place. The api's NotFound (no admin any more) hands over to the 404 page.
 */
export function useAdminOrders(filter: OrderFilter, onNotFound: () => void) {
  const list = useCursorList<AdminOrdersResponse>({
    queryKey: adminKeys.orders(filter),
    fetchPage: async (cursor, signal) => {
      try {
        return await request(
          'adminOrders',
          {
            query: {
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.q ? { q: filter.q } : {}),
              ...(cursor ? { cursor } : {}),
            },
          },
          { signal, quiet: true },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    // An order made between two loads would push one of the first page onto the next.
    keyOf: (order) => order.id,
    retry: false,
  });
  return {
    ...list,
    replace: (order: AdminOrder) =>
      list.updateItems((items) => items.map((item) => (item.id === order.id ? order : item))),
  };
}
