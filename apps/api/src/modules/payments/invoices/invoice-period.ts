import { TZDate } from '@date-fns/tz';

/**
 * The calendar of agency invoices: months and days are Sarajevo's (DECISIONS.md: time zone
 * Europe/Sarajevo), whatever the server's zone. A period is the first day of its month,
 * "2026-11-01", as the invoices' `period` column stores it.
 */
export const invoiceZone = 'Europe/Sarajevo';
/** DECISIONS.md: an issued invoice is due in 15 days. */
export const dueDays = 15;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Sarajevo day of a moment: "2026-12-01". */
export function sarajevoDay(at: Date): string {
  const local = new TZDate(at.getTime(), invoiceZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The month a moment falls in, in Sarajevo: "2026-11-01" (23:30 UTC on 30 November is December). */
export function periodOf(at: Date): string {
  return `${sarajevoDay(at).slice(0, 7)}-01`;
}

/** The month after a period: "2026-12-01" → "2027-01-01". */
export function nextPeriod(period: string): string {
  const [year = 0, month = 1] = period.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/** The year of a moment in Sarajevo: the year of an invoice's number. */
export function sarajevoYear(at: Date): number {
  return new TZDate(at.getTime(), invoiceZone).getFullYear();
}

/** Issued at this moment, due 15 calendar days later in Sarajevo at the same local time. */
export function dueAtFor(issuedAt: Date): Date {
  const local = new TZDate(issuedAt.getTime(), invoiceZone);
  const due = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + dueDays,
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    invoiceZone,
  );
  return new Date(due.getTime());
}

/** KRV-2026-000123: the year of issue and the year's counter, six digits. */
export function invoiceNumber(year: number, sequence: number): string {
  return `KRV-${year}-${String(sequence).padStart(6, '0')}`;
}
