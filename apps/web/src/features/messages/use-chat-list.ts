import type { ChatSummary } from '@krov/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { chatApi } from './chat-api';
import { chatKeys } from './query-keys';

/**
 * The user's conversations, latest first, in the api's cursor pages ("show more"), for a search
 * `q` (names, addresses, places; empty: all). The previous answer stays on screen while a new
 * search loads.
 */
export function useChatList(q: string) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.list(q),
    queryFn: ({ pageParam, signal }) => chatApi.list(q, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  // A conversation that moved up between two pages would otherwise come twice.
  const items: ChatSummary[] = [];
  const seen = new Set<string>();
  for (const item of query.data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return {
    items,
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    searching: query.isPlaceholderData,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
