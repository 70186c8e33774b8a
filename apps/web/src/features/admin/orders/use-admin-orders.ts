import type { AdminOrder, AdminOrdersResponse, OrderStatus } from '@krov/contracts';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { adminKeys } from '../query-keys';

/** What the admin searches by: a status ('' for all) and an order's number or a buyer's e-mail ('' for any). */
export interface OrderFilter {
  status: OrderStatus | '';
  q: string;
}

type Pages = InfiniteData<AdminOrdersResponse, string | undefined>;

/**
 * Every user's orders for the admins (GET /api/admin/orders?status=&q=&cursor=), newest first, a
 * page at a time by the api's cursor. `replace` puts the api's answer for one order (a refund) in
 * its place. The api's NotFound (no admin any more) hands over to the 404 page.
 */
export function useAdminOrders(filter: OrderFilter, onNotFound: () => void) {
  const queryClient = useQueryClient();
  const key = adminKeys.orders(filter);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await request(
          'adminOrders',
          {
            query: {
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.q ? { q: filter.q } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { signal, quiet: true },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });

  // An order made between two loads would push one of the first page onto the next.
  const items: AdminOrder[] = [];
  const seen = new Set<string>();
  for (const order of query.data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    items.push(order);
  }

  return {
    items,
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    replace: (order: AdminOrder) =>
      queryClient.setQueryData<Pages>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === order.id ? order : item)),
              })),
            }
          : data,
      ),
  };
}
