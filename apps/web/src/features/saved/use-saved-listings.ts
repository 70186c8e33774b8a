import { type SavedPropertiesResponse, type SavedPropertyItem, searchLimits } from '@krov/contracts';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { savedListingApi, savedListingKeys } from '@/shared/listings/saved';
import { toast } from '@/shared/ui/toast';
import { savedKeys } from './query-keys';
import { savedApi } from './saved-api';

type Pages = InfiniteData<SavedPropertiesResponse, string | undefined>;

/**
 * The user's saved listings, newest saved first, 24 a page by the api's cursor ("load more").
 * Leaving the view forgets them (gcTime 0): coming back shows what the heart changed meanwhile.
 */
export function useSavedListings() {
  const query = useInfiniteQuery({
    queryKey: savedKeys.list,
    queryFn: ({ pageParam, signal }) => savedApi.page(pageParam, searchLimits.pageSize, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: 0,
  });
  const queryClient = useQueryClient();
  // Every listing here is saved: the cards' hearts show it at once (their own read confirms it).
  useEffect(() => {
    for (const page of query.data?.pages ?? []) {
      for (const item of page.items) {
        if (item.available && queryClient.getQueryData(savedListingKeys.one(item.propertyId)) === undefined) {
          queryClient.setQueryData(savedListingKeys.one(item.propertyId), { saved: true });
        }
      }
    }
  }, [query.data, queryClient]);
  // A listing saved again between two loads moves to the top: it would otherwise come twice.
  const items: SavedPropertyItem[] = [];
  const seen = new Set<string>();
  for (const item of query.data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(item.propertyId)) continue;
    seen.add(item.propertyId);
    items.push(item);
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

/**
 * Removes a listing from the saved ones (the heart's DELETE): it leaves the list once the api
 * agrees, so a refusal leaves it where it was (the api client has told the user why); every heart
 * of that listing then shows it unsaved.
 */
export function useRemoveSaved() {
  const t = useTranslations('saved');
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (propertyId: string) => savedListingApi.unsave(propertyId),
    onSuccess: (answer, propertyId) => {
      queryClient.setQueryData(savedListingKeys.one(propertyId), answer);
      queryClient.setQueryData<Pages>(savedKeys.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.propertyId !== propertyId),
              })),
            }
          : data,
      );
      toast.success(t('removed'));
    },
  });
  return {
    remove: (propertyId: string) => removal.mutate(propertyId),
    removing: removal.isPending ? removal.variables : null,
  };
}
