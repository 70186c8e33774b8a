import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-document.ts';
import { line, pdfPageTexts, sampleInvoice } from './invoice-fixtures.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * The agency invoice's PDF read back as a reader would (pdf.js): the letters č ć đ š ž survive,
 * article 107's elements are there, the font is embedded, and long invoices run over pages.
 */

const sample = sampleInvoice();
// Worked out by hand from sampleLines: 3 × 10,00 + 2 × 5,00 + 1 × 1.234,50 KM.
const expected = { base: '1.274,50 KM', vat: '216,67 KM', total: '1.491,17 KM' };

describe('the invoice PDF in Bosnian', async () => {
  const pdf = await renderInvoicePdf(sample, 'bs');
  const [text = '', ...rest] = await pdfPageTexts(pdf);

  it('is one page of a PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(rest).toEqual([]);
  });

  it('gives back the names with č, ć, đ, š and ž exactly', () => {
    expect(text).toContain('Nekretnine Đurić & sinovi d.o.o.');
    expect(text).toContain('Čengić Vila 12, 71000 Sarajevo');
    expect(text).toContain('Obnova oglasa – najam, 30 dana (Ćiro)');
    expect(text).toContain('Paket „Đurđevik” – 500 oglasa');
    expect(text).toContain('Napomena: Šifra agencije: ŽĐČĆŠ-žđčćš.');
  });

  it('names the invoice, where and when it was issued, the month supplied and the due date', () => {
    expect(text).toContain('FAKTURA');
    expect(text).toContain('Broj fakture KRV-2026-000123');
    expect(text).toContain('Datum izdavanja 01.02.2026.');
    expect(text).toContain('Mjesto izdavanja Sarajevo');
    expect(text).toContain('Period isporuke usluga januar 2026. 01.01.2026. – 31.01.2026.');
    expect(text).toContain('Rok plaćanja 16.02.2026.');
  });

  it("prints the seller's and the buyer's JIB and PDV numbers and the seller's account", () => {
    expect(text).toMatch(
      /PRODAVAC Krov d\.o\.o\. Sarajevo Zmaja od Bosne 7, 71000 Sarajevo ID broj \(JIB\): 4200000000001 PDV broj: 200000000001/,
    );
    expect(text).toMatch(
      /KUPAC Nekretnine Đurić & sinovi d\.o\.o\. Čengić Vila 12, 71000 Sarajevo ID broj \(JIB\): 4209999999995 PDV broj: 209999999995/,
    );
    expect(text).toContain('Transakcijski račun: 3389002208000000');
    expect(text).toContain('IBAN: BA393389002208000000');
  });

  it('prints each line: number, description, quantity, unit price, PDV rate and amount without PDV', () => {
    expect(text).toContain('1. Objava oglasa – prodaja, 30 dana 3 10,00 17 % 30,00');
    expect(text).toContain('2. Obnova oglasa – najam, 30 dana (Ćiro) 2 5,00 17 % 10,00');
    expect(text).toContain('3. Paket „Đurđevik” – 500 oglasa 1 1.234,50 17 % 1.234,50');
  });

  it('prints the base, PDV 17 % and the total with PDV in KM, then the payment reference', () => {
    expect(text).toContain(`Ukupno bez PDV-a ${expected.base}`);
    expect(text).toContain(`PDV 17 % ${expected.vat}`);
    expect(text).toContain(`Ukupno za plaćanje sa PDV-om ${expected.total}`);
    expect(text).toContain('Poziv na broj: KRV-2026-000123');
    expect(text).toContain('KRV-2026-000123 · Stranica 1 od 1');
  });

  it('embeds a subset of its own TrueType font and no standard font', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).not.toMatch(/Helvetica|Times-Roman|Courier/);
    expect(raw).not.toContain('/StandardEncoding');
    // DejaVu Sans and its bold are 1.4 MB whole: only the glyphs used are in the file.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('is the same bytes when rendered again, dated on its issue day', async () => {
    const again = await renderInvoicePdf(sampleInvoice(), 'bs');
    expect(again.equals(pdf)).toBe(true);
    // The creation date (an indirect object in pdfkit's info dictionary) is the issue day.
    expect(pdf.toString('latin1')).toContain('(D:20260201000000Z)');
  });
});

describe('the invoice PDF in English', async () => {
  const [text = ''] = await pdfPageTexts(await renderInvoicePdf(sample, 'en'));

  it("translates the labels, keeps the parties' names and the Bosnian figures", () => {
    expect(text).toContain('INVOICE');
    expect(text).toContain('Invoice number KRV-2026-000123');
    expect(text).toContain('Period of supply January 2026 01.01.2026. – 31.01.2026.');
    expect(text).toContain('VAT number: 209999999995');
    expect(text).toContain('Nekretnine Đurić & sinovi d.o.o.');
    expect(text).toContain(`Total excl. VAT ${expected.base}`);
    expect(text).toContain(`VAT 17 % ${expected.vat}`);
    expect(text).toContain(`Total due incl. VAT ${expected.total}`);
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('Ukupno');
  });
});

describe('renders that follow one another', () => {
  it('give the same bytes and text whatever was rendered before', async () => {
    // Bosnian text uses composite glyphs (č is c and a caron); a font shared between documents
    // once left the next document's "c" without its character.
    const first = await renderInvoicePdf(sample, 'en');
    await renderInvoicePdf(sample, 'bs');
    const after = await renderInvoicePdf(sample, 'en');
    expect(after.equals(first)).toBe(true);
    const [text = ''] = await pdfPageTexts(after);
    expect(text).toContain('No. Service Quantity Unit price excl. VAT (KM) VAT % Amount excl. VAT (KM)');
  });
});

describe('a buyer registered in Cyrillic', () => {
  it('keeps its name as written', async () => {
    const buyer = {
      ...sample.buyer,
      name: 'Некретнине Ђурић д.о.о. Бањалука',
      address: 'Краља Петра I 5, 78000 Бањалука',
    };
    const [text = ''] = await pdfPageTexts(await renderInvoicePdf(sampleInvoice({ buyer }), 'bs'));
    expect(text).toContain('KUPAC Некретнине Ђурић д.о.о. Бањалука Краља Петра I 5, 78000 Бањалука');
  });
});

describe('a buyer that is not a VAT payer', () => {
  it('says so where the PDV number would be', async () => {
    const invoice = sampleInvoice({ buyer: { ...sample.buyer, vatNumber: null } });
    const [text = ''] = await pdfPageTexts(await renderInvoicePdf(invoice, 'bs'));
    expect(text).toContain('ID broj (JIB): 4209999999995 PDV broj: nije PDV obveznik');
  });
});

describe('an invoice of many lines', async () => {
  const count = 90;
  const lines = Array.from({ length: count }, (_, index) =>
    line(`Objava oglasa br. ${index + 1} – Ćiro Đurić, 30 dana`, 1 + (index % 3), 1000 + index),
  );
  const pdf = await renderInvoicePdf(sampleInvoice({ lines, totals: invoiceTotals(lines) }), 'bs');
  const pages = await pdfPageTexts(pdf);
  const last = pages.at(-1) ?? '';

  it('runs over pages, numbered in the footer of each', () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(`KRV-2026-000123 · Stranica ${index + 1} od ${pages.length}`);
    }
  });

  it('repeats the table header on every page and says on later ones whose invoice goes on', () => {
    for (const text of pages) {
      expect(text).toContain('R. br. Opis usluge Količina Cijena bez PDV-a (KM) PDV % Iznos bez PDV-a (KM)');
    }
    for (const text of pages.slice(1)) expect(text).toContain('FAKTURA KRV-2026-000123 (nastavak)');
    expect(pages[0]).not.toContain('(nastavak)');
  });

  it('prints every line exactly once, in order', () => {
    const all = pages.join(' ');
    let from = 0;
    for (let index = 0; index < count; index++) {
      const quantity = 1 + (index % 3);
      const unit = ((1000 + index) / 100).toFixed(2).replace('.', ',');
      const row = `${index + 1}. Objava oglasa br. ${index + 1} – Ćiro Đurić, 30 dana ${quantity} ${unit} 17 %`;
      const at = all.indexOf(row, from);
      expect(at, row).toBeGreaterThanOrEqual(from);
      expect(all.indexOf(row, at + row.length), row).toBe(-1);
      from = at + row.length;
    }
  });

  it('puts the totals on the last page only', () => {
    const { baseFening, vatFening, totalFening } = invoiceTotals(lines);
    // 90 lines: 30 × (1 + 2 + 3) × ~10 KM; the sum is checked against a formula, not the renderer.
    expect(baseFening).toBe(lines.reduce((sum, l) => sum + l.quantity * l.unitPriceFening, 0));
    const km = (fening: number) =>
      `${Math.floor(fening / 100)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(fening % 100).padStart(2, '0')} KM`;
    expect(last).toContain(`Ukupno bez PDV-a ${km(baseFening)}`);
    expect(last).toContain(`PDV 17 % ${km(vatFening)}`);
    expect(last).toContain(`Ukupno za plaćanje sa PDV-om ${km(totalFening)}`);
    for (const text of pages.slice(0, -1)) expect(text).not.toContain('Ukupno');
  });
});

describe('an invoice that would print wrong', () => {
  it.each([
    ['totals that are not its lines', { totals: { baseFening: 1, vatFening: 0, totalFening: 1 } }],
    ['a buyer JIB of 12 digits', { buyer: { ...sample.buyer, jib: '420999999999' } }],
    ['a seller PDV number of 13 digits', { seller: { ...sample.seller, vatNumber: '4200000000001' } }],
    [
      'a line whose amount is not quantity × price',
      { lines: [{ ...line('X', 2, 1000), amountFening: 1000 }] },
    ],
    ['no lines', { lines: [], totals: invoiceTotals([]) }],
    ['a number outside the series', { number: 'KRV-26-123' }],
    ['an issue date that is not a day', { issueDate: '2026-02-30x' }],
  ])('is refused: %s', async (_, overrides) => {
    await expect(renderInvoicePdf(sampleInvoice(overrides), 'bs')).rejects.toThrow(RangeError);
  });
});
