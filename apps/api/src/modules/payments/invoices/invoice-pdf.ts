/**
 * The PDF of an agency invoice (issue 17, "Agency invoices"; docs/product/DECISIONS.md, "Money:
 * orders, coupons, invoices"): pure, from an InvoiceDocument to the bytes, no database.
 *
 * What it prints follows article 107 (1) of the VAT rulebook, Pravilnik o primjeni Zakona o porezu
 * na dodanu vrijednost ("Službeni glasnik BiH" 93/05 and amendments), which lists what a tax
 * invoice must contain at least:
 *   a) name, address and indirect-tax identification number of the supplier → seller block, JIB
 *      and PDV number;
 *   b) place and date of issue → "Mjesto izdavanja", "Datum izdavanja";
 *   c) the invoice number → KRV-YYYY-NNNNNN;
 *   d) the date of supply of the goods or services → "Period isporuke usluga" (the billed month,
 *      first to last day: the listings are a service supplied over that month);
 *   e) name, address and, where there is one, the indirect-tax identification number of the buyer
 *      → buyer block, JIB, PDV number or "nije PDV obveznik";
 *   f) trade name, kind, quantity and price of the goods and services → each line;
 *   g) the value of each good or service without PDV → each line's amount;
 *   h) the total without PDV → "Ukupno bez PDV-a";
 *   i) the PDV rate and the total PDV → "PDV 17 %";
 *   j) the total including PDV → "Ukupno za plaćanje sa PDV-om".
 * Beyond it, as Bosnian invoices usually carry: due date, bank account and IBAN, payment reference,
 * a note, and page numbers. Sources (the rulebook's text as quoted there, checked against each
 * other): https://unija.com/bs/sta-treba-sadrzavati-faktura-sta-svaki-porezni-obveznik-mora-osigurati/
 * and https://eurobiro.ba/2022/12/27/faktura/. A tax adviser should confirm the layout before launch
 * (docs/fiscalization.md says what else is open).
 *
 * The text is set in DejaVu Sans, embedded and subset by pdfkit (fonts/README.md): the 14 standard
 * PDF fonts use WinAnsi encoding, which has no č, ć or đ. The output is deterministic: the
 * creation date is the issue day and pdfkit derives the file id from the metadata, so rendering the
 * same invoice twice gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import { assertValidInvoice, type InvoiceDocument } from './invoice-document.ts';
import { formatDay, formatPeriod, type InvoiceLabels, invoiceLabels } from './invoice-labels.ts';
import { BOLD, colors, invoiceFonts, page, REGULAR } from './invoice-style.ts';
import { drawLinesTable, drawTotals, totalsHeight } from './invoice-table.ts';

export type {
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceLine,
  InvoiceParty,
  InvoiceSeller,
} from './invoice-document.ts';
export type InvoiceLanguage = keyof typeof invoiceLabels;

/** Renders the invoice in the language of its reader (Bosnian by default). */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  language: InvoiceLanguage = 'bs',
): Promise<Buffer> {
  assertValidInvoice(invoice);
  const labels: InvoiceLabels = invoiceLabels[language];
  const fonts = await invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    // The bottom margin is small so the footer can be written below the content frame without
    // pdfkit opening a page for it; the content itself stops at page.contentBottom.
    margins: { top: page.top, left: page.left, right: page.left, bottom: 20 },
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${labels.title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `${labels.title} ${invoice.number}, ${invoice.buyer.name}`,
      Creator: 'Krov',
      Producer: 'Krov',
      CreationDate: new Date(`${invoice.issueDate}T00:00:00Z`),
    },
  });
  // pdfkit 0.20 takes parsed fontkit fonts (its CHANGELOG, 0.20.0); @types/pdfkit 0.17 does not
  // know yet. Every text sets one of these two first, so pdfkit's default Helvetica is never used
  // and never written into the file (the tests check).
  doc.registerFont(REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const bytes = collect(doc);

  let y = drawFirstPageHeader(doc, labels, invoice);
  y = drawLinesTable(doc, labels, invoice, y, () => drawContinuationHeader(doc, labels, invoice));
  if (y + totalsHeight(doc, labels, invoice) > page.contentBottom) {
    doc.addPage();
    y = drawContinuationHeader(doc, labels, invoice);
  }
  drawTotals(doc, labels, invoice, y);
  drawFooters(doc, labels, invoice);
  doc.end();
  return bytes;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Lines of "label: value" in a column; returns the y under the last one. */
function drawParty(
  doc: PDFKit.PDFDocument,
  heading: string,
  name: string,
  rows: readonly string[],
  x: number,
  y: number,
  width: number,
): number {
  doc.font(REGULAR).fontSize(8).fillColor(colors.muted).text(heading.toUpperCase(), x, y, { width });
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(colors.text)
    .text(name, x, doc.y + 2, { width });
  doc.font(REGULAR).fontSize(9);
  for (const row of rows) doc.text(row, x, doc.y + 1, { width });
  return doc.y;
}

function partyRows(labels: InvoiceLabels, party: InvoiceDocument['buyer']): string[] {
  return [
    party.address,
    `${labels.jib}: ${party.jib ?? '–'}`,
    `${labels.vatNumber}: ${party.vatNumber ?? labels.notVatPayer}`,
  ];
}

function drawFirstPageHeader(doc: PDFKit.PDFDocument, labels: InvoiceLabels, invoice: InvoiceDocument) {
  const { seller } = invoice;
  const sellerRows = [
    ...partyRows(labels, seller),
    `${labels.bank}: ${seller.bankName}`,
    `${labels.bankAccount}: ${seller.bankAccount}`,
    ...(seller.iban ? [`${labels.iban}: ${seller.iban}`] : []),
  ];
  const sellerBottom = drawParty(doc, labels.seller, seller.name, sellerRows, page.left, page.top, 240);

  const metaX = 300;
  const labelWidth = 100;
  const valueX = metaX + labelWidth;
  const valueWidth = page.right - valueX;
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(colors.text)
    .text(labels.title, metaX, page.top - 4, {
      width: page.right - metaX,
    });
  let y = doc.y + 6;
  const meta: [string, string][] = [
    [labels.number, invoice.number],
    [labels.issueDate, formatDay(invoice.issueDate)],
    [labels.placeOfIssue, invoice.placeOfIssue],
    [labels.supplyPeriod, formatPeriod(labels, invoice.supplyPeriod)],
    [labels.dueDate, formatDay(invoice.dueDate)],
  ];
  for (const [label, value] of meta) {
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(colors.muted)
      .text(label, metaX, y + 1, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font(BOLD).fontSize(9).fillColor(colors.text).text(value, valueX, y, { width: valueWidth });
    y = Math.max(doc.y, labelBottom) + 3;
  }

  const buyerTop = Math.max(sellerBottom, y) + 18;
  doc
    .moveTo(page.left, buyerTop - 8)
    .lineTo(page.right, buyerTop - 8)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
  const { buyer } = invoice;
  const buyerBottom = drawParty(
    doc,
    labels.buyer,
    buyer.name,
    partyRows(labels, buyer),
    page.left,
    buyerTop,
    320,
  );
  return buyerBottom + 20;
}

/** The top of every page after the first: whose invoice this is, then the table goes on. */
function drawContinuationHeader(doc: PDFKit.PDFDocument, labels: InvoiceLabels, invoice: InvoiceDocument) {
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(colors.text)
    .text(`${labels.title} ${invoice.number} (${labels.continued})`, page.left, page.top, {
      width: page.width,
    });
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(colors.muted)
    .text(`${invoice.seller.name} → ${invoice.buyer.name}`, page.left, doc.y + 2, { width: page.width });
  return doc.y + 14;
}

/** "KRV-2026-000123 · Stranica 1 od 2" under every page, written once all pages exist. */
function drawFooters(doc: PDFKit.PDFDocument, labels: InvoiceLabels, invoice: InvoiceDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc
      .moveTo(page.left, page.footerY - 6)
      .lineTo(page.right, page.footerY - 6)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(colors.muted)
      .text(`${invoice.seller.name} · ${labels.jib} ${invoice.seller.jib}`, page.left, page.footerY, {
        width: page.width / 2,
        lineBreak: false,
      })
      .text(
        `${invoice.number} · ${labels.page(index - start + 1, count)}`,
        page.left + page.width / 2,
        page.footerY,
        {
          width: page.width / 2,
          align: 'right',
          lineBreak: false,
        },
      );
  }
}
