import type { Language } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import { createAgencyInvoices } from './agency-invoices.service.ts';
import {
  createInvoiceJobs,
  type InvoiceAgencies,
  type InvoiceJobs,
  issueInvoicesJob,
  startInvoiceJobs,
} from './invoice-issuing.ts';
import { createInvoicePayments, type InvoicePayments } from './invoice-orders.ts';
import type { InvoiceMemberships } from './invoice-owner.ts';
import { invoicesRoutes } from './invoices.routes.ts';

export type { InvoiceJobs } from './invoice-issuing.ts';
export { createInvoiceLines } from './invoice-lines.ts';
export type { InvoicePayments } from './invoice-orders.ts';

export interface AgencyInvoicesDependencies {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  /** The agencies module's facts (built before this, app.ts): who owns which agency, its name and address. */
  agencies: InvoiceMemberships & InvoiceAgencies;
  languageOf(userId: string): Promise<Language>;
}

/**
 * Agency invoices (issue 17; docs/decisions.md, Payments 3 and 4): the lines come from listings through
 * `createInvoiceLines` (made before listings, app.ts); here the monthly issuing job, the owner's
 * routes, and what payments use to sell an invoice and mark it paid.
 */
export async function registerAgencyInvoices(
  app: FastifyInstance,
  deps: AgencyInvoicesDependencies,
): Promise<{
  jobs: InvoiceJobs;
  payments: InvoicePayments;
  periodicJobs: Record<string, () => Promise<unknown>>;
}> {
  const jobs = createInvoiceJobs(deps);
  await startInvoiceJobs(deps.queue, jobs);
  await app.register(invoicesRoutes, { invoices: createAgencyInvoices(deps) });
  const payments = createInvoicePayments(deps);
  return { jobs, payments, periodicJobs: { [issueInvoicesJob.name]: () => jobs.issueDue() } };
}
