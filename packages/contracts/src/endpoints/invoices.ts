import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  agencyBillingInput,
  agencyBillingResponse,
  invoiceParams,
  invoicePdfQuery,
  myInvoicesQuery,
  myInvoicesResponse,
} from '../invoices.ts';

const owner = { access: 'user', tags: ['agencies', 'payments'] } as const;

/**
 * Agency invoices (issue 17; DECISIONS.md "Money" and the api of the calls the spec does not show):
 * the agency owner's list and PDFs, and the details the invoices name the agency by. Paying one is
 * `POST /api/orders` with `{invoiceId}` (payments). Only the agency's owner: an agent ActionForbidden,
 * a user in no agency AgencyNotFound, another agency's invoice NotFound.
 */
export const invoiceEndpoints = {
  myInvoices: endpoint({
    ...owner,
    errors: ['AgencyNotFound', 'ActionForbidden'],
    method: 'GET',
    path: '/api/users/me/agency/invoices',
    summary:
      "The agency's invoices, newest month first, in cursor pages; the running month's draft with its sums so far",
    query: myInvoicesQuery,
    status: 200,
    answer: myInvoicesResponse,
  }),
  myInvoicePdf: endpoint({
    ...owner,
    errors: ['AgencyNotFound', 'ActionForbidden', 'NotFound'],
    method: 'GET',
    path: '/api/users/me/agency/invoices/:id.pdf',
    summary: 'An issued invoice as a PDF (a draft, or another agency’s invoice, NotFound)',
    params: invoiceParams,
    query: invoicePdfQuery,
    status: 200,
    answer: z.string().describe('application/pdf'),
  }),
  myAgencyBilling: endpoint({
    ...owner,
    errors: ['AgencyNotFound', 'ActionForbidden'],
    method: 'GET',
    path: '/api/users/me/agency/billing',
    summary: "The agency's invoice details (legal name, address, JIB, PDV number), or null",
    status: 200,
    answer: agencyBillingResponse,
  }),
  updateMyAgencyBilling: endpoint({
    ...owner,
    errors: ['AgencyNotFound', 'ActionForbidden'],
    method: 'PUT',
    path: '/api/users/me/agency/billing',
    summary: "Sets the agency's invoice details; invoices issued from then on carry them",
    body: agencyBillingInput,
    status: 200,
    answer: agencyBillingResponse,
  }),
} as const;
