import { type SavedPropertiesResponse, searchLimits } from '@krov/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { savedListingApi, savedListingKeys } from '@/shared/listings/saved';
import { type CursorPages, useCursorList } from '@/shared/query/use-cursor-list';
import { toast } from '@/shared/ui/toast';
import { savedKeys } from './query-keys';
import { savedApi } from './saved-api';

/**
 * The user's saved listings, newest saved first, 24 a page by the api's cursor ("load more").
 * Leaving the view forgets them (gcTime 0): coming back shows what the heart changed meanwhile.
 */
export function useSavedListings() {
  const list = useCursorList({
    queryKey: savedKeys.list,
    fetchPage: (cursor, signal) => savedApi.page(cursor, searchLimits.pageSize, { signal }),
    // A listing saved again between two loads moves to the top: it would otherwise come twice.
    keyOf: (item) => item.propertyId,
    gcTime: 0,
  });
  const queryClient = useQueryClient();
  // Every listing here is saved: the cards' hearts show it at once (their own read confirms it).
  useEffect(() => {
    for (const page of list.pages) {
      for (const item of page.items) {
        if (item.available && queryClient.getQueryData(savedListingKeys.one(item.propertyId)) === undefined) {
          queryClient.setQueryData(savedListingKeys.one(item.propertyId), { saved: true });
        }
      }
    }
  }, [list.pages, queryClient]);
  return list;
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
      queryClient.setQueryData<CursorPages<SavedPropertiesResponse>>(savedKeys.list, (data) =>
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
