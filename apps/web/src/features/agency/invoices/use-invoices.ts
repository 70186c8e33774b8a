import type { InvoiceItem } from '@krov/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { agencyKeys } from '../query-keys';

/** Invoices a page of /me/agency/invoices shows (the api's default; one a month). */
export const invoicesPageSize = 20;

/**
 * The agency owner's invoices, newest month first with the running month's draft, by the api's
 * cursor ("load more"). The first page is quiet: the view says why it has nothing (an agent, no
 * agency, a failure); a later page's failure is the api client's toast. Leaving the page forgets
 * them (gcTime 0): back from paying, the statuses are read again.
 */
export function useInvoices() {
  const query = useInfiniteQuery({
    queryKey: agencyKeys.invoices,
    queryFn: ({ pageParam, signal }) =>
      request(
        'myInvoices',
        { query: { cursor: pageParam, limit: invoicesPageSize } },
        { signal, quiet: pageParam === undefined },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: 0,
  });
  // A month issued between two loads cannot move an invoice across pages, but be safe as /me/orders is.
  const items: InvoiceItem[] = [];
  const seen = new Set<string>();
  for (const invoice of query.data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(invoice.id)) continue;
    seen.add(invoice.id);
    items.push(invoice);
  }
  const failed = query.isError && query.data === undefined;
  return {
    items,
    loaded: query.data !== undefined,
    failed,
    /** The api's key of the first page's failure: ActionForbidden (an agent), AgencyNotFound… */
    failure: failed && isApiError(query.error) ? query.error.key : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
