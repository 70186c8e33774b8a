import { useQuery } from '@tanstack/react-query';
import { chatApi } from './chat-api';
import { isUuid } from './chat-limits';
import { chatPropertyOf } from './listing-card';
import { chatKeys } from './query-keys';

/** The card of the listing a conversation was opened from (/messages/new?property=…); null while unknown. */
export function useListingCard(propertyId: string | null) {
  const query = useQuery({
    queryKey: chatKeys.listing(propertyId ?? ''),
    // Quiet: a listing that went away meanwhile just has no card.
    queryFn: ({ signal }) => chatApi.listing(propertyId as string, { signal, quiet: true }),
    enabled: isUuid(propertyId),
    select: chatPropertyOf,
    staleTime: 5 * 60_000,
  });
  return query.data ?? null;
}
