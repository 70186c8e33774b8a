import type {
  AgencyBillingResponse,
  agencyBillingInput,
  InvoiceItem,
  Language,
  MyInvoicesResponse,
} from '@krov/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../../platform/http/keyset-cursor.ts';
import { toKm } from '../money.ts';
import { vatOf } from './invoice-document.ts';
import { documentOf } from './invoice-document-of.ts';
import { type InvoiceMemberships, ownedAgencyOf } from './invoice-owner.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  type AgencyBillingRow,
  createInvoicesRepository,
  type InvoiceWithSums,
} from './invoices.repository.ts';

/** An invoice as the list answers it: a draft's sums are its lines' so far, PDV included. */
export function invoiceItemOf(row: InvoiceWithSums): InvoiceItem {
  const draft = row.status === 'draft';
  const subtotalMinor = draft ? row.lineSumMinor : row.subtotalMinor;
  const vatMinor = draft ? vatOf(subtotalMinor) : row.vatMinor;
  return {
    id: row.id,
    number: row.number,
    period: row.period.slice(0, 7),
    status: row.status,
    lines: row.lineCount,
    subtotal: toKm(subtotalMinor),
    vat: toKm(vatMinor),
    total: toKm(subtotalMinor + vatMinor),
    currency: 'BAM',
    issuedAt: row.issuedAt?.toISOString() ?? null,
    dueAt: row.dueAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

const billingOf = (row: AgencyBillingRow | undefined): AgencyBillingResponse =>
  row
    ? {
        legalName: row.legalName,
        address: row.address,
        jib: row.jib,
        vatNumber: row.vatNumber,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;

/** A period keyset travels as the first day of its month at midnight UTC (the keyset cursor's form). */
const periodAt = (period: string) => new Date(`${period}T00:00:00.000Z`);

/**
 * The agency owner's invoices (GET /api/users/me/agency/invoices and its PDFs) and the details
 * invoices name the agency by (docs/decisions.md, Payments 4).
 */
export function createAgencyInvoices(deps: {
  db: Database;
  clock: Clock;
  agencies: InvoiceMemberships;
  /** The user's language, the PDF's by default. */
  languageOf(userId: string): Promise<Language>;
}) {
  const repository = createInvoicesRepository(deps.db);

  return {
    async list(
      userId: string,
      query: { cursor?: string | undefined; limit: number },
    ): Promise<MyInvoicesResponse> {
      const agencyId = await ownedAgencyOf(deps.agencies, userId);
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const rows = await repository.pageOfAgency(
        agencyId,
        after ? { period: after.at.toISOString().slice(0, 10), id: after.id } : null,
        query.limit,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(invoiceItemOf),
        nextCursor:
          rows.length > query.limit && last ? encodeKeyset({ at: periodAt(last.period), id: last.id }) : null,
      };
    },

    /** An issued invoice of the owner's agency as a PDF; a draft or anyone else's NotFound. */
    async pdf(
      userId: string,
      id: string,
      language: Language | undefined,
    ): Promise<{ number: string; pdf: Buffer }> {
      const agencyId = await ownedAgencyOf(deps.agencies, userId);
      const invoice = await repository.ofAgency(id, agencyId);
      if (!invoice?.number || invoice.status === 'draft') throw new AppError('NotFound');
      const lines = await repository.linesOf(id);
      const chosen = language ?? (await deps.languageOf(userId));
      return {
        number: invoice.number,
        pdf: await renderInvoicePdf(documentOf(invoice, lines, chosen), chosen),
      };
    },

    async billing(userId: string): Promise<AgencyBillingResponse> {
      return billingOf(await repository.billingOf(await ownedAgencyOf(deps.agencies, userId)));
    },

    /** Invoices issued from now on carry these; those issued keep what they were issued with. */
    async saveBilling(
      userId: string,
      input: z.output<typeof agencyBillingInput>,
    ): Promise<AgencyBillingResponse> {
      const agencyId = await ownedAgencyOf(deps.agencies, userId);
      return billingOf(
        await repository.saveBilling({
          agencyId,
          legalName: input.legalName,
          address: input.address,
          jib: input.jib,
          vatNumber: input.vatNumber,
          updatedAt: deps.clock.now(),
        }),
      );
    },
  };
}

export type AgencyInvoices = ReturnType<typeof createAgencyInvoices>;
