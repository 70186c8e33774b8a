'use client';

import type { SavedResponse } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { toast } from '@/shared/ui/toast';
import { propertyPageApi } from './property-page-api';
import { propertyPageKeys } from './query-keys';
import { SaveButtonLook } from './SaveButtonLook';

/** The heart of a logged-in user: loaded lazily by SaveButton, with TanStack Query. */
export function SavedToggle({ id }: { id: string }) {
  return (
    <QueryProvider>
      <Toggle id={id} />
    </QueryProvider>
  );
}

/** Saved or not from the api; a click shows the new state at once and goes back if the api refuses. */
function Toggle({ id }: { id: string }) {
  const t = useTranslations('propertyPage.save');
  const queryClient = useQueryClient();
  const key = propertyPageKeys.saved(id);
  const saved = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => propertyPageApi.saved(id, { signal, quiet: true }),
  });
  const toggle = useMutation({
    mutationFn: (save: boolean) => (save ? propertyPageApi.save(id) : propertyPageApi.unsave(id)),
    onMutate: async (save) => {
      // An answer to the read still on its way must not overwrite the new state.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedResponse>(key);
      queryClient.setQueryData<SavedResponse>(key, { saved: save });
      return { before };
    },
    onError: (_error, save, context) => {
      // The api client has told the user; the heart shows what it showed before.
      queryClient.setQueryData<SavedResponse>(key, context?.before ?? { saved: !save });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<SavedResponse>(key, answer);
      toast.success(answer.saved ? t('saved') : t('removed'));
    },
  });
  const isSaved = saved.data?.saved ?? false;

  return (
    <SaveButtonLook saved={isSaved} pending={toggle.isPending} onClick={() => toggle.mutate(!isSaved)} />
  );
}
