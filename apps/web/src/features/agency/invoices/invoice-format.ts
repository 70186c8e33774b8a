import type { InvoiceItem, Language } from '@krov/contracts';
import { pathOf } from '@krov/contracts/endpoint';
import { routes } from '@krov/contracts/routes';
import { apiUrl } from '@/shared/api/client';

/** The months as the catalogue keys their names (`agency.invoices.months.01` is January). */
export const monthKeys = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type MonthKey = (typeof monthKeys)[number];

/** The billed month of an invoice ("2026-11", Sarajevo's calendar month), taken apart; null if unreadable. */
export function periodParts(period: string): { month: MonthKey; year: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = monthKeys.find((key) => key === match?.[2]);
  return match?.[1] && month ? { month, year: match[1] } : null;
}

/**
 * The day a draft will be issued: the 1st of the month after its period (decision 154), as an
 * instant at noon UTC, which is that day in Sarajevo whatever its offset (formatDate reads it there).
 */
export function issueDayOf(period: string): string | null {
  const parts = periodParts(period);
  if (!parts) return null;
  const month = Number(parts.month);
  const year = Number(parts.year) + (month === 12 ? 1 : 0);
  const next = month === 12 ? 1 : month + 1;
  return `${year}-${String(next).padStart(2, '0')}-01T12:00:00.000Z`;
}

/** An issued invoice still unpaid after its due moment. */
export function isOverdue(invoice: Pick<InvoiceItem, 'status' | 'dueAt'>, now: number): boolean {
  return invoice.status === 'unpaid' && invoice.dueAt !== null && Date.parse(invoice.dueAt) < now;
}

/**
 * An issued invoice's PDF on the page's origin (the browser sends the session's cookie with it), in
 * `language` (the api's `?language=`; the Bosnian copy is the tax document).
 */
export function invoicePdfUrl(id: string, language: Language): string {
  return apiUrl(pathOf(routes.myInvoicePdf, { id }), { language });
}
