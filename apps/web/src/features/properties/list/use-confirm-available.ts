import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/shared/ui/toast';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';

/**
 * "Još je dostupno" on a card (POST /api/properties/{id}/confirm-available): the toast says what
 * happened (still public, or shown again), then the lists are asked again, so the card shows the
 * api's truth. A refusal is toasted by the api client.
 */
export function useConfirmAvailable() {
  const t = useTranslations('myProperties.availability');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id }: { id: string; wasHidden: boolean }) => propertiesApi.confirmAvailable(id),
    onSuccess: (_answer, { wasHidden }) => toast.success(wasHidden ? t('shownAgain') : t('done')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
  return {
    pendingId: mutation.isPending ? mutation.variables.id : null,
    confirm: (id: string, wasHidden: boolean) => mutation.mutate({ id, wasHidden }),
  };
}
