/**
 * What an agency invoice says, as its PDF prints it: plain values, no database rows. Money is in
 * integers of fening (1 KM = 100 fening) as everywhere in the api (see ../money.ts); days are ISO
 * calendar days (`2026-02-01`) and the supply period an ISO month (`2026-01`), so nothing here
 * depends on a time zone.
 */

/** The only PDV rate of Bosnia and Herzegovina (Zakon o PDV-u, one standard rate of 17 %). */
export const PDV_RATE_PERCENT = 17;
export type PdvRatePercent = typeof PDV_RATE_PERCENT;

/** A party of the invoice: who issues it (Krov) or who receives it (the agency). */
export interface InvoiceParty {
  /** Legal name as registered: "Nekretnine Đurić & sinovi d.o.o.". */
  name: string;
  /** Street and number, postal code and place, on one line: "Čengić Vila 12, 71000 Sarajevo". */
  address: string;
  /** JIB, the 13-digit identification number the Indirect Taxation Authority (UIO) assigns. */
  jib: string;
  /**
   * PDV broj, the 12-digit VAT number of a registered VAT payer (JIB without its leading 4), or
   * null when the party is not registered for VAT (then the PDF says so).
   */
  vatNumber: string | null;
}

/**
 * The agency as the buyer: its JIB is null when its owner has not given it yet (article 107 (1) e
 * asks for the buyer's number "where there is one"; the PDF then prints a dash).
 */
export interface InvoiceBuyer extends Omit<InvoiceParty, 'jib'> {
  jib: string | null;
}

/** Krov as the seller: a VAT payer, with the account the agency pays into. */
export interface InvoiceSeller extends InvoiceParty {
  vatNumber: string;
  /** The bank holding the account: "UniCredit Bank d.d. Mostar". */
  bankName: string;
  /** The 16-digit Bosnian transaction account (transakcijski račun). */
  bankAccount: string;
  /** IBAN of the same account (BA39…), or null when the bank did not give one. */
  iban: string | null;
}

/** One line of the invoice: a service of the month, e.g. the listings of one type and duration. */
export interface InvoiceLine {
  /** "Objava oglasa, prodaja, 30 dana"; in the language of the invoice. */
  description: string;
  /** How many (listings, renewals); a whole number above 0. */
  quantity: number;
  /** Price of one, without PDV, in fening. */
  unitPriceFening: number;
  /** The PDV rate applied to the line. */
  vatRatePercent: PdvRatePercent;
  /** quantity × unit price, without PDV, in fening. */
  amountFening: number;
}

/** The three sums the rulebook asks for (article 107 (1) h, i, j), in fening. */
export interface InvoiceTotals {
  /** Sum of the lines without PDV: the tax base. */
  baseFening: number;
  /** PDV on the base: 17 % of it, rounded half up to the fening. */
  vatFening: number;
  /** Base plus PDV: what the agency pays. */
  totalFening: number;
}

/** Everything one invoice PDF prints. Build it from the issued invoice; render with renderInvoicePdf. */
export interface InvoiceDocument {
  /** KRV-YYYY-NNNNNN, the gapless number the issuing job gives. */
  number: string;
  /** The day the invoice was issued (ISO day); also the PDF's fixed creation date. */
  issueDate: string;
  /** The calendar month whose listing fees the invoice bills (ISO month, "2026-01"). */
  supplyPeriod: string;
  /** The last day to pay (ISO day): the issue day plus 15 days. */
  dueDate: string;
  /** Where it was issued: "Sarajevo". */
  placeOfIssue: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** What the agency writes on a bank transfer (poziv na broj); usually the invoice number. */
  paymentReference: string;
  /** A free note printed under the totals, or null. */
  note: string | null;
}

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const INVOICE_NUMBER = /^KRV-\d{4}-\d{6}$/;
const JIB = /^\d{13}$/;
const PDV_NUMBER = /^\d{12}$/;

/** PDV on a base in fening, rounded half up to the fening (the base is never negative here). */
export function vatOf(baseFening: number): number {
  return Math.round((baseFening * PDV_RATE_PERCENT) / 100);
}

/** The totals of some lines: PDV is computed once, on the base, not line by line. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const baseFening = lines.reduce((sum, line) => sum + line.amountFening, 0);
  const vatFening = vatOf(baseFening);
  return { baseFening, vatFening, totalFening: baseFening + vatFening };
}

/**
 * Refuses an invoice that would print wrong: malformed numbers or days, lines that do not add up,
 * totals that differ from the lines'. A tax document that is wrong is worse than none.
 */
export function assertValidInvoice(invoice: InvoiceDocument): void {
  const fail = (what: string) => {
    throw new RangeError(`Invoice ${invoice.number}: ${what}`);
  };
  if (!INVOICE_NUMBER.test(invoice.number)) fail('the number is not KRV-YYYY-NNNNNN');
  if (!ISO_DAY.test(invoice.issueDate)) fail('the issue date is not an ISO day');
  if (!ISO_DAY.test(invoice.dueDate)) fail('the due date is not an ISO day');
  if (!ISO_MONTH.test(invoice.supplyPeriod)) fail('the supply period is not an ISO month');
  for (const [role, party] of [
    ['seller', invoice.seller],
    ['buyer', invoice.buyer],
  ] as const) {
    if (!(party.jib === null && role === 'buyer') && !JIB.test(party.jib ?? '')) {
      fail(`the ${role}'s JIB is not 13 digits`);
    }
    if (party.vatNumber !== null && !PDV_NUMBER.test(party.vatNumber)) {
      fail(`the ${role}'s PDV number is not 12 digits`);
    }
  }
  if (invoice.lines.length === 0) fail('it has no lines');
  for (const [index, line] of invoice.lines.entries()) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) fail(`line ${index + 1}: bad quantity`);
    if (!Number.isInteger(line.unitPriceFening) || line.unitPriceFening < 0) {
      fail(`line ${index + 1}: the unit price is not a whole number of fening`);
    }
    if (line.amountFening !== line.quantity * line.unitPriceFening) {
      fail(`line ${index + 1}: the amount is not quantity × unit price`);
    }
    if (line.vatRatePercent !== PDV_RATE_PERCENT) fail(`line ${index + 1}: the PDV rate is not 17 %`);
  }
  const expected = invoiceTotals(invoice.lines);
  const { totals } = invoice;
  if (
    totals.baseFening !== expected.baseFening ||
    totals.vatFening !== expected.vatFening ||
    totals.totalFening !== expected.totalFening
  ) {
    fail('the totals are not those of its lines');
  }
}
