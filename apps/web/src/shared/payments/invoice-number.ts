import { type QueryClient, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/client';

/**
 * The number of the agency invoice an order pays (KRV-2026-000123), for /payment's summary: the
 * order names only the invoice's id. The invoices page that starts the payment leaves the number
 * here; a /payment opened any other way (back from the provider, from /me/orders) finds it in the
 * agency's newest invoices. Not found (or not the owner any more): null, and the line reads
 * "Agency invoice" without it.
 */

export const invoiceNumberKey = (invoiceId: string) => ['payments', 'invoice-number', invoiceId] as const;

/** How many of the agency's invoices, newest month first, are looked through: one a month, 8 years. */
export const invoicesSearched = 100;

/** What the invoices page knows already: /payment then asks nothing. */
export function rememberInvoiceNumber(client: QueryClient, invoiceId: string, number: string): void {
  client.setQueryData(invoiceNumberKey(invoiceId), number);
}

export function useInvoiceNumber(invoiceId: string | null): string | null {
  const query = useQuery({
    queryKey: invoiceNumberKey(invoiceId ?? ''),
    queryFn: async ({ signal }) => {
      const page = await request(
        'myInvoices',
        { query: { limit: invoicesSearched } },
        { signal, quiet: true },
      );
      return page.items.find((invoice) => invoice.id === invoiceId)?.number ?? null;
    },
    enabled: invoiceId !== null,
    // An issued invoice's number never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}
