import { invoiceEndpoints as e } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../../platform/auth/authenticate.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { AgencyInvoices } from './agency-invoices.service.ts';

/** The agency owner's invoices, their PDFs and the agency's invoice details. */
export async function invoicesRoutes(app: FastifyInstance, { invoices }: { invoices: AgencyInvoices }) {
  route(app, e.myInvoices, async (request) => invoices.list(currentUserId(request), request.query));
  route(app, e.myInvoicePdf, async (request, reply) => {
    const { number, pdf } = await invoices.pdf(
      currentUserId(request),
      request.params.id,
      request.query.language,
    );
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${number}.pdf"`)
      .send(pdf);
  });
  route(app, e.myAgencyBilling, async (request) => invoices.billing(currentUserId(request)));
  route(app, e.updateMyAgencyBilling, async (request) =>
    invoices.saveBilling(currentUserId(request), request.body),
  );
}
