import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { useCursorList } from '@/shared/query/use-cursor-list';
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
  const list = useCursorList({
    queryKey: agencyKeys.invoices,
    fetchPage: (cursor, signal) =>
      request(
        'myInvoices',
        { query: { cursor, limit: invoicesPageSize } },
        { signal, quiet: cursor === undefined },
      ),
    // A month issued between two loads cannot move an invoice across pages, but be safe as /me/orders is.
    keyOf: (invoice) => invoice.id,
    gcTime: 0,
  });
  return {
    ...list,
    /** The api's key of the first page's failure: ActionForbidden (an agent), AgencyNotFound… */
    failure: isApiError(list.error) ? list.error.key : null,
  };
}
