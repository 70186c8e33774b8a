'use client';

import type { InvoiceItem } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatKm } from '@/shared/format/format-price';
import { rememberInvoiceNumber } from '@/shared/payments/invoice-number';
import { useStartPayment } from '@/shared/payments/start-payment';
import { Button } from '@/shared/ui/Button';
import { textLinkClasses } from '@/shared/ui/text-link';
import { invoicePdfUrl, isOverdue, issueDayOf, periodParts } from './invoice-format';

type Shown = InvoiceItem['status'] | 'overdue';

const statusClasses: Record<Shown, string> = {
  draft: 'bg-slate-100 text-slate-800',
  unpaid: 'bg-amber-50 text-amber-950',
  overdue: 'bg-red-50 text-red-900',
  paid: 'bg-emerald-50 text-emerald-950',
};

/**
 * The agency's invoices as a table, newest month first: the number (a draft has none: the running
 * month's, its sums so far), the month, subtotal, PDV and total in KM, the status in words (an
 * unpaid one past its due date says so), the due date (a draft: the day it will be issued), and
 * the PDF of an issued one and "Pay" for an unpaid one.
 */
export function InvoicesTable({ invoices }: { invoices: InvoiceItem[] }) {
  const t = useTranslations('agency.invoices');
  // Read once per render: overdue is a matter of days, not of seconds.
  const now = Date.now();
  const headers = ['period', 'subtotal', 'vat', 'total', 'status', 'due'] as const;
  const right = new Set<string>(['subtotal', 'vat', 'total']);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="invoices">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('number')}
            </th>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className={clsx(
                  'px-4 py-3 font-semibold whitespace-nowrap',
                  right.has(header) && 'text-right',
                )}
              >
                {t(header)}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceRow({ invoice, now }: { invoice: InvoiceItem; now: number }) {
  const t = useTranslations('agency.invoices');
  const language = useLanguage();
  const km = (amount: number) => formatKm(amount, language);
  const overdue = isOverdue(invoice, now);
  const shown: Shown = overdue ? 'overdue' : invoice.status;
  const parts = periodParts(invoice.period);
  const period = parts
    ? t('periodName', { month: t(`months.${parts.month}`), year: parts.year })
    : invoice.period;
  const issueDay = invoice.status === 'draft' ? issueDayOf(invoice.period) : null;
  return (
    <tr
      data-testid="invoice-row"
      data-invoice-id={invoice.id}
      data-status={shown}
      className={overdue ? 'bg-red-50/40' : undefined}
    >
      <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
        {invoice.number ?? t('draft')}
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{period}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700">{km(invoice.subtotal)}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700">{km(invoice.vat)}</td>
      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">
        {km(invoice.total)}
      </td>
      <td className="px-4 py-3">
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            statusClasses[shown],
          )}
          data-testid="invoice-status"
        >
          {t(`statuses.${shown}`)}
        </span>
        {invoice.status === 'paid' && invoice.paidAt && (
          <span className="mt-1 block text-xs text-slate-600">
            {t('paidOn', { date: formatDate(invoice.paidAt, language) })}
          </span>
        )}
      </td>
      <td
        className={clsx(
          'px-4 py-3 whitespace-nowrap',
          overdue ? 'font-semibold text-red-800' : 'text-slate-700',
        )}
        data-testid="invoice-due"
      >
        {invoice.dueAt
          ? formatDate(invoice.dueAt, language)
          : issueDay && t('issuedOn', { date: formatDate(issueDay, language) })}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <InvoiceActions invoice={invoice} />
      </td>
    </tr>
  );
}

/** The PDF of an issued invoice (an English page adds the Bosnian copy, the tax document) and Pay. */
function InvoiceActions({ invoice }: { invoice: InvoiceItem }) {
  const t = useTranslations('agency.invoices');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { busy, start } = useStartPayment();
  const { number } = invoice;
  if (invoice.status === 'draft' || number === null) return null;
  const pay = () => {
    // /payment names the invoice by its number without asking the api again.
    rememberInvoiceNumber(queryClient, invoice.id, number);
    void start({ invoiceId: invoice.id });
  };
  return (
    <div className="flex items-center justify-end gap-4">
      {/* Same origin: the browser sends the session's cookie with the download. */}
      <a
        href={invoicePdfUrl(invoice.id, language)}
        download={`${number}.pdf`}
        className={textLinkClasses}
        aria-label={t('pdfNamed', { number })}
        data-testid="invoice-pdf"
      >
        {t('pdf')}
      </a>
      {language !== 'bs' && (
        <a
          href={invoicePdfUrl(invoice.id, 'bs')}
          download={`${number}.pdf`}
          className={textLinkClasses}
          aria-label={t('pdfBosnianNamed', { number })}
          data-testid="invoice-pdf-bs"
        >
          {t('pdfBosnian')}
        </a>
      )}
      {invoice.status === 'unpaid' && (
        <Button
          size="sm"
          pending={busy}
          onClick={pay}
          aria-label={t('payNamed', { number, amount: formatKm(invoice.total, language) })}
        >
          {t('pay')}
        </Button>
      )}
    </div>
  );
}
