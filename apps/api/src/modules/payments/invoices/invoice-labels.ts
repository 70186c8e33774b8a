import type { Locale } from '@krov/messages';

/**
 * The invoice PDF's words in both languages, and how it writes money and days.
 *
 * Why here and not in packages/messages: the labels are the rulebook's terms (article 107 of the
 * VAT rulebook, see invoice-pdf.ts) on a legal document, read by nothing but this renderer, and
 * `satisfies Record<Locale, InvoiceLabels>` already fails the typecheck when a language misses a
 * label, which is what the catalogue's translation check guards there.
 *
 * Amounts and days keep the Bosnian form in both languages (1.234,50 KM; 01.02.2026.): the English
 * rendering translates the words of a Bosnian tax document, not its figures, so the two copies of
 * one invoice agree figure by figure.
 */
export interface InvoiceLabels {
  title: string;
  continued: string;
  number: string;
  issueDate: string;
  placeOfIssue: string;
  supplyPeriod: string;
  dueDate: string;
  seller: string;
  buyer: string;
  jib: string;
  vatNumber: string;
  notVatPayer: string;
  bank: string;
  bankAccount: string;
  iban: string;
  columns: {
    index: string;
    description: string;
    quantity: string;
    unitPrice: string;
    vatRate: string;
    amount: string;
  };
  base: string;
  vat: (ratePercent: number) => string;
  total: string;
  paymentReference: string;
  note: string;
  page: (page: number, of: number) => string;
  /** The supply period's month (1–12) and year: "januar 2026." / "January 2026". */
  monthYear: (month: number, year: number) => string;
}

const bsMonths = [
  'januar',
  'februar',
  'mart',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'septembar',
  'oktobar',
  'novembar',
  'decembar',
];
const enMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const invoiceLabels = {
  bs: {
    title: 'FAKTURA',
    continued: 'nastavak',
    number: 'Broj fakture',
    issueDate: 'Datum izdavanja',
    placeOfIssue: 'Mjesto izdavanja',
    supplyPeriod: 'Period isporuke usluga',
    dueDate: 'Rok plaćanja',
    seller: 'Prodavac',
    buyer: 'Kupac',
    jib: 'ID broj (JIB)',
    vatNumber: 'PDV broj',
    notVatPayer: 'nije PDV obveznik',
    bank: 'Banka',
    bankAccount: 'Transakcijski račun',
    iban: 'IBAN',
    columns: {
      index: 'R. br.',
      description: 'Opis usluge',
      quantity: 'Količina',
      unitPrice: 'Cijena bez PDV-a (KM)',
      vatRate: 'PDV %',
      amount: 'Iznos bez PDV-a (KM)',
    },
    base: 'Ukupno bez PDV-a',
    vat: (rate) => `PDV ${rate} %`,
    total: 'Ukupno za plaćanje sa PDV-om',
    paymentReference: 'Poziv na broj',
    note: 'Napomena',
    page: (page, of) => `Stranica ${page} od ${of}`,
    monthYear: (month, year) => `${bsMonths[month - 1]} ${year}.`,
  },
  en: {
    title: 'INVOICE',
    continued: 'continued',
    number: 'Invoice number',
    issueDate: 'Date of issue',
    placeOfIssue: 'Place of issue',
    supplyPeriod: 'Period of supply',
    dueDate: 'Due date',
    seller: 'Seller',
    buyer: 'Buyer',
    jib: 'ID number (JIB)',
    vatNumber: 'VAT number',
    notVatPayer: 'not registered for VAT',
    bank: 'Bank',
    bankAccount: 'Bank account',
    iban: 'IBAN',
    columns: {
      index: 'No.',
      description: 'Service',
      quantity: 'Quantity',
      unitPrice: 'Unit price excl. VAT (KM)',
      vatRate: 'VAT %',
      amount: 'Amount excl. VAT (KM)',
    },
    base: 'Total excl. VAT',
    vat: (rate) => `VAT ${rate} %`,
    total: 'Total due incl. VAT',
    paymentReference: 'Payment reference',
    note: 'Note',
    page: (page, of) => `Page ${page} of ${of}`,
    monthYear: (month, year) => `${enMonths[month - 1]} ${year}`,
  },
} satisfies Record<Locale, InvoiceLabels>;

/** 1234 → "1.234": thousands grouped with dots, written by hand so no ICU version changes a tax document. */
export function formatInteger(value: number): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 123450 fening → "1.234,50". */
export function formatAmount(fening: number): string {
  if (!Number.isSafeInteger(fening)) throw new RangeError(`${fening} is not a whole number of fening`);
  const sign = fening < 0 ? '-' : '';
  const abs = Math.abs(fening);
  return `${sign}${formatInteger(Math.floor(abs / 100))},${(abs % 100).toString().padStart(2, '0')}`;
}

/** 123450 fening → "1.234,50 KM". */
export function formatKm(fening: number): string {
  return `${formatAmount(fening)} KM`;
}

/** "2026-02-01" → "01.02.2026.", as Bosnian documents date. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}.`;
}

/** "2026-01" → "januar 2026.\n01.01.2026. – 31.01.2026.": the month, then its first and last day. */
export function formatPeriod(labels: InvoiceLabels, isoMonth: string): string {
  const [year = 0, month = 1] = isoMonth.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return `${labels.monthYear(month, year)}\n${formatDay(`${year}-${mm}-01`)} – ${formatDay(`${year}-${mm}-${lastDay}`)}`;
}
