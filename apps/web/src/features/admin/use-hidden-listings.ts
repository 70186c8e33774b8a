import type { AdminHiddenPropertiesResponse, AdminRestorePropertyResponse } from '@krov/contracts';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { adminKeys } from './query-keys';

type Pages = InfiniteData<AdminHiddenPropertiesResponse, string | undefined>;

/**
 * The listings moderators hide (GET /api/admin/properties/hidden), the latest hidden first, a page
 * at a time, and restoring one: it leaves the list once the api agrees. The api's NotFound (the
 * user is no admin any more) hands over to the 404 page.
 */
export function useHiddenListings(onNotFound: () => void) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: adminKeys.hiddenListings,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await request(
          'adminHiddenProperties',
          { query: pageParam ? { cursor: pageParam } : {} },
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

  /** Rejects when the api refuses (its toast says why); the listing then stays in the list. */
  async function restore(id: string, reason: string): Promise<AdminRestorePropertyResponse> {
    const answer = await request('adminRestoreProperty', { params: { id }, body: { reason } });
    queryClient.setQueryData<Pages>(adminKeys.hiddenListings, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== id),
            })),
          }
        : data,
    );
    return answer;
  }

  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    restore,
  };
}
