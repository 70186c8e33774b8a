'use client';

import type { NotifyFrequency, SavedSearchesResponse } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/shared/ui/toast';
import { searchKeys } from '../query-keys';
import { savedSearchesApi } from './saved-searches-api';

/**
 * The user's saved searches, newest first, with their new matches. Leaving the page forgets them
 * (gcTime 0): coming back shows the counts as they are then.
 */
export function useSavedSearches() {
  const query = useQuery({
    queryKey: searchKeys.saved,
    queryFn: ({ signal }) => savedSearchesApi.list({ signal }),
    gcTime: 0,
  });
  return {
    items: query.data?.items ?? [],
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}

type Change = { id: string; notifyFrequency: NotifyFrequency };

/** The frequency select: shown at once, put back when the api refuses (the client has said why). */
export function useSetFrequency() {
  const t = useTranslations('savedSearches.list');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ id, notifyFrequency }: Change) => savedSearchesApi.setFrequency(id, notifyFrequency),
    onMutate: async ({ id, notifyFrequency }: Change) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.saved });
      const before = queryClient.getQueryData<SavedSearchesResponse>(searchKeys.saved);
      queryClient.setQueryData<SavedSearchesResponse>(
        searchKeys.saved,
        (data) =>
          data && {
            items: data.items.map((item) => (item.id === id ? { ...item, notifyFrequency } : item)),
          },
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(searchKeys.saved, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<SavedSearchesResponse>(
        searchKeys.saved,
        (data) => data && { items: data.items.map((item) => (item.id === answer.id ? answer : item)) },
      );
      toast.success(t('frequencyChanged'));
    },
  });
  return (id: string, notifyFrequency: NotifyFrequency) => change.mutate({ id, notifyFrequency });
}

/** Delete (after the dialog's yes): the search leaves the list once the api agrees. */
export function useDeleteSavedSearch(onDeleted: () => void) {
  const t = useTranslations('savedSearches.list');
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (id: string) => savedSearchesApi.remove(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearchesResponse>(
        searchKeys.saved,
        (data) => data && { items: data.items.filter((item) => item.id !== id) },
      );
      toast.success(t('deleted'));
      onDeleted();
    },
  });
  return { remove: (id: string) => removal.mutate(id), pending: removal.isPending };
}
