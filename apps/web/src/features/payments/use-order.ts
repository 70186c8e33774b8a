import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from './payments-api';
import { paymentKeys } from './query-keys';

/** How often the processing screen asks for the order again (the brief's ~1.5 s). */
export const pollIntervalMs = 1500;

/**
 * One order (GET /api/orders/{id}). With `poll`, asked again every 1.5 s while it is pending: the
 * browser's return from the provider proves nothing, only the api's status does (its provider's
 * notification or the reconciliation settles it). Polling stops once the status moves on, and when
 * the view unmounts (TanStack Query stops the interval of a query nobody observes). The first load
 * is quiet for OrderNotFound (the page says so itself); a failed poll is quiet altogether (the
 * next one tries again, and the screen still shows the last answer).
 */
export function useOrder(id: string, { poll }: { poll: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.order(id),
    queryFn: ({ signal }) => {
      const polling = queryClient.getQueryData(paymentKeys.order(id)) !== undefined;
      return paymentsApi.get(id, {
        signal,
        ...(polling ? { quiet: true } : { quietErrors: ['OrderNotFound', 'NotFound'] }),
      });
    },
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? pollIntervalMs : false),
    gcTime: 0,
  });
}
