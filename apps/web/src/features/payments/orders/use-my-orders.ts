import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '../payments-api';
import { paymentsApi } from '../payments-api';
import { paymentKeys } from '../query-keys';

/** Orders a page of /me/orders shows (the api's default; at most 100). */
export const ordersPageSize = 20;

/**
 * The user's orders, newest first, by the api's cursor ("load more"). Leaving the page forgets
 * them (gcTime 0): coming back shows the statuses as they are now.
 */
export function useMyOrders() {
  const query = useInfiniteQuery({
    queryKey: paymentKeys.mine,
    queryFn: ({ pageParam, signal }) => paymentsApi.mine(pageParam, ordersPageSize, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: 0,
  });
  // An order made between two loads would push one of the first page onto the next.
  const items: Order[] = [];
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
  };
}
