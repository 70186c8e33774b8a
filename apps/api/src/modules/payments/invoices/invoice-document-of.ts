import type { Locale } from '@krov/messages';
import {
  type InvoiceDocument,
  type InvoiceLine,
  invoiceTotals,
  PDV_RATE_PERCENT,
} from './invoice-document.ts';
import { sarajevoDay } from './invoice-period.ts';
import { placeOfIssue } from './invoice-seller.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.ts';

/**
 * The words of an invoice's lines and note, in both languages. Here and not in packages/messages
 * for the reason invoice-labels.ts gives: a legal document's terms, read by nothing but the PDF.
 */
const lineTexts = {
  bs: {
    publish: 'Objava oglasa',
    renew: 'Obnova oglasa',
    sell: 'prodaja',
    rent: 'najam',
    days: (days: number) => `${days} dana`,
    note: 'Platite karticom na Krovu (Moja agencija → Fakture) ili uplatom na račun s brojem fakture kao pozivom na broj.',
  },
  en: {
    publish: 'Listing published',
    renew: 'Listing renewed',
    sell: 'sale',
    rent: 'rent',
    days: (days: number) => `${days} days`,
    note: 'Pay by card on Krov (My agency → Invoices) or by bank transfer with the invoice number as the payment reference.',
  },
} satisfies Record<Locale, Record<string, unknown>>;

const actionOrder = { publish: 0, renew: 1 } as const;
const typeOrder: Record<string, number> = { sell: 0, rent: 1 };

/**
 * The invoice's lines for the PDF: the month's listings grouped by action, listing type, days and
 * price ("Objava oglasa – prodaja, 30 dana" × 12), publishes first, then sales before rentals.
 */
export function documentLines(lines: readonly InvoiceLineRow[], language: Locale): InvoiceLine[] {
  const texts = lineTexts[language];
  const groups = new Map<string, { line: InvoiceLineRow; quantity: number }>();
  for (const line of lines) {
    const key = `${line.action}|${line.listingType}|${line.days}|${line.amountMinor}`;
    const group = groups.get(key);
    if (group) group.quantity += 1;
    else groups.set(key, { line, quantity: 1 });
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        actionOrder[a.line.action] - actionOrder[b.line.action] ||
        (typeOrder[a.line.listingType] ?? 9) - (typeOrder[b.line.listingType] ?? 9) ||
        a.line.days - b.line.days ||
        a.line.amountMinor - b.line.amountMinor,
    )
    .map(({ line, quantity }) => ({
      description: `${texts[line.action]} – ${texts[line.listingType as 'sell' | 'rent'] ?? line.listingType}, ${texts.days(line.days)}`,
      quantity,
      unitPriceFening: line.amountMinor,
      vatRatePercent: PDV_RATE_PERCENT,
      amountFening: quantity * line.amountMinor,
    }));
}

/** What the PDF prints of an issued invoice: the parties as they were copied when it was issued. */
export function documentOf(
  invoice: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  language: Locale,
): InvoiceDocument {
  const { number, issuedAt, dueAt, seller, buyer } = invoice;
  if (!number || !issuedAt || !dueAt || !seller || !buyer) {
    throw new Error(`invoice ${invoice.id} is not issued`);
  }
  const documentLinesOf = documentLines(lines, language);
  const totals = invoiceTotals(documentLinesOf);
  if (totals.totalFening !== invoice.totalMinor) {
    throw new Error(`invoice ${number}: its lines no longer add up to its total`);
  }
  return {
    number,
    issueDate: sarajevoDay(issuedAt),
    supplyPeriod: invoice.period.slice(0, 7),
    dueDate: sarajevoDay(dueAt),
    placeOfIssue,
    seller,
    buyer,
    lines: documentLinesOf,
    totals,
    paymentReference: number,
    note: lineTexts[language].note,
  };
}
