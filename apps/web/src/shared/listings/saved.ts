import type { SavedResponse } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RequestOptions, request } from '@/shared/api/client';

const of = (id: string) => ({ params: { id } });

/**
 * Whether the logged-in user saved a listing, in the app's QueryClient under one key: the heart
 * of a result card and the heart of the listing's page (or its modal over the results) read and
 * change the same entry, so they always agree.
 */
export const savedListingKeys = {
  all: ['saved-listing'] as const,
  one: (id: string) => ['saved-listing', id] as const,
};

export const savedListingApi = {
  get: (id: string, options?: RequestOptions) => request('isPropertySaved', of(id), options),
  save: (id: string) => request('saveProperty', of(id)),
  unsave: (id: string) => request('unsaveProperty', of(id)),
};

/**
 * The saved state of one listing for the logged-in user (use under a QueryProvider): read from
 * the api, changed optimistically (a click shows the new state at once and goes back if the api
 * refuses; the api client has then told the user why). `onChanged` hears the api's answer.
 */
export function useSavedListing(id: string, onChanged?: (saved: boolean) => void) {
  const queryClient = useQueryClient();
  const key = savedListingKeys.one(id);
  const saved = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => savedListingApi.get(id, { signal, quiet: true }),
  });
  const toggle = useMutation({
    mutationFn: (save: boolean) => (save ? savedListingApi.save(id) : savedListingApi.unsave(id)),
    onMutate: async (save) => {
      // An answer to the read still on its way must not overwrite the new state.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedResponse>(key);
      queryClient.setQueryData<SavedResponse>(key, { saved: save });
      return { before };
    },
    onError: (_error, save, context) => {
      queryClient.setQueryData<SavedResponse>(key, context?.before ?? { saved: !save });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<SavedResponse>(key, answer);
      onChanged?.(answer.saved);
    },
  });
  const isSaved = saved.data?.saved ?? false;
  return {
    saved: isSaved,
    /** The state has been read from the api. */
    loaded: saved.isSuccess,
    pending: toggle.isPending,
    toggle: () => toggle.mutate(!isSaved),
  };
}
