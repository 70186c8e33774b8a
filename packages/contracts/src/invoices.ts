import { z } from 'zod';
import { languages } from './languages.ts';
import { currencies } from './payments.ts';

/**
 * Agency invoices (issue 17; DECISIONS.md "Money": each month's listing fees of an agency collect on
 * a draft, issued on the 1st of the next month, unpaid and due in 15 days, then paid through the
 * same checkout as orders: `POST /api/orders` with `{invoiceId}`). Amounts in KM with two decimals.
 */
export const invoiceStatuses = ['draft', 'unpaid', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceLimits = {
  /** A JIB (identifikacioni broj) of the Indirect Taxation Authority: 13 digits. */
  jibLength: 13,
  /** A PDV number: 12 digits. */
  vatNumberLength: 12,
  legalNameMax: 200,
  addressMax: 200,
} as const;

const km = z.number().nonnegative();

/** One invoice of the agency's list; the running month's draft shows its sums so far. */
export const invoiceItem = z.object({
  id: z.uuid(),
  /** KRV-YYYY-NNNNNN; null while a draft. */
  number: z.string().nullable(),
  /** The billed month, "2026-11". */
  period: z.string(),
  status: z.enum(invoiceStatuses),
  /** Listings published or renewed on it. */
  lines: z.number().int(),
  subtotal: km,
  /** PDV 17 % of the subtotal. */
  vat: km,
  total: km,
  currency: z.enum(currencies),
  issuedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const myInvoicesQuery = z.object({
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const myInvoicesResponse = z.object({
  items: z.array(invoiceItem),
  nextCursor: z.string().nullable(),
});
export type MyInvoicesResponse = z.infer<typeof myInvoicesResponse>;

export const invoiceParams = z.object({ id: z.uuid() });
/** The PDF's language: the user's by default; the Bosnian copy is the tax document. */
export const invoicePdfQuery = z.object({ language: z.enum(languages).optional() });

const digits = (length: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`));

/** What the agency's invoices name it by (the owner sets it; copied into each invoice at issue). */
export const agencyBillingInput = z.object({
  legalName: z.string().trim().min(2).max(invoiceLimits.legalNameMax),
  address: z.string().trim().min(1).max(invoiceLimits.addressMax),
  jib: digits(invoiceLimits.jibLength),
  /** Null: the agency is not registered for VAT. */
  vatNumber: digits(invoiceLimits.vatNumberLength).nullable().default(null),
});
export type AgencyBillingInput = z.input<typeof agencyBillingInput>;

/** Null until the owner gives them: invoices then name the agency by its name and address, without a JIB. */
export const agencyBillingResponse = z
  .object({
    legalName: z.string(),
    address: z.string(),
    jib: z.string(),
    vatNumber: z.string().nullable(),
    updatedAt: z.string(),
  })
  .nullable();
export type AgencyBillingResponse = z.infer<typeof agencyBillingResponse>;
