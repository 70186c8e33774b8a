import {
  type InvoiceDocument,
  type InvoiceLine,
  invoiceTotals,
  PDV_RATE_PERCENT,
} from './invoice-document.ts';

/** A sample invoice for the tests, full of the letters the standard PDF fonts cannot write. */

export function line(description: string, quantity: number, unitPriceFening: number): InvoiceLine {
  return {
    description,
    quantity,
    unitPriceFening,
    vatRatePercent: PDV_RATE_PERCENT,
    amountFening: quantity * unitPriceFening,
  };
}

export const sampleLines: InvoiceLine[] = [
  line('Objava oglasa – prodaja, 30 dana', 3, 1000),
  line('Obnova oglasa – najam, 30 dana (Ćiro)', 2, 500),
  line('Paket „Đurđevik” – 500 oglasa', 1, 123450),
];

export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = overrides.lines ?? sampleLines;
  return {
    number: 'KRV-2026-000123',
    issueDate: '2026-02-01',
    supplyPeriod: '2026-01',
    dueDate: '2026-02-16',
    placeOfIssue: 'Sarajevo',
    seller: {
      name: 'Krov d.o.o. Sarajevo',
      address: 'Zmaja od Bosne 7, 71000 Sarajevo',
      jib: '4200000000001',
      vatNumber: '200000000001',
      bankName: 'UniCredit Bank d.d.',
      bankAccount: '3389002208000000',
      iban: 'BA393389002208000000',
    },
    buyer: {
      name: 'Nekretnine Đurić & sinovi d.o.o.',
      address: 'Čengić Vila 12, 71000 Sarajevo',
      jib: '4209999999995',
      vatNumber: '209999999995',
    },
    lines,
    totals: invoiceTotals(lines),
    paymentReference: 'KRV-2026-000123',
    note: 'Šifra agencije: ŽĐČĆŠ-žđčćš.',
    ...overrides,
  };
}

/**
 * The text of each page as a reader gets it back, through pdf.js (what browsers and most tools
 * use): runs of whitespace folded to one space, so the checks do not depend on how pdf.js splits
 * a line into items.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  // The legacy build is pdf.js's build for Node; loaded only by the tests that read PDFs back.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''))
      .join('');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return pages;
}
