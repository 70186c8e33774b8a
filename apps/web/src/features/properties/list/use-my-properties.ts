import type { MyPropertiesSort, MyPropertiesTab, MyProperty } from '@krov/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';

/** docs/product/DECISIONS.md: lists load 24 at a time. */
export const pageSize = 24;

/**
 * One tab of the owner's listings, searched, sorted (and for an agency's owner narrowed to who
 * holds them), 24 at a time, with the counts of every tab. Leaving the view forgets it (gcTime 0),
 * so coming back always shows the api's list, never a stale one.
 */
export function useMyProperties(
  tab: MyPropertiesTab,
  { sort, q, agent }: { sort: MyPropertiesSort; q: string; agent: string },
) {
  const query = useInfiniteQuery({
    queryKey: propertyKeys.mineTab(tab, sort, q, agent),
    queryFn: ({ pageParam, signal }) =>
      propertiesApi.mine({ tab, sort, q, agent }, pageParam, pageSize, { signal }),
    // A new search or order in the same tab keeps the cards on screen until its answer replaces
    // them; another tab starts empty (its own loading state).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tab ? keepPreviousData(previous) : undefined,
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total ? pages.length + 1 : undefined,
    gcTime: 0,
  });
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  // A listing that moved up a page between two loads would come twice.
  const items: MyProperty[] = [];
  const seen = new Set<string>();
  for (const item of pages.flatMap((page) => page.items)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return {
    items,
    total: last?.total ?? 0,
    counts: last?.counts,
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    loading: query.isPending || (query.isFetching && query.data === undefined),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
