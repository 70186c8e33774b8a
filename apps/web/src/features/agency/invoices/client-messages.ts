import type { MessagePaths } from '@/i18n/client-messages';

/** /me/agency/invoices: the invoices with their PDFs and Pay, the billing details' form. */
export const agencyInvoicesMessages = ['agency.invoices', 'agency.billing'] as const satisfies MessagePaths;
