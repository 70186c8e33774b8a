import { type InvoiceDocument, type InvoiceLine, PDV_RATE_PERCENT } from './invoice-document.ts';
import { formatAmount, formatInteger, formatKm, type InvoiceLabels } from './invoice-labels.ts';
import { BOLD, colors, page, REGULAR } from './invoice-style.ts';

/**
 * The invoice's lines as a table that runs over as many pages as it needs, its header repeated on
 * each, and the totals under the last line.
 */

type ColumnKey = keyof InvoiceLabels['columns'];
interface Column {
  key: ColumnKey;
  width: number;
  align: 'left' | 'right';
}

const fixedWidths = { index: 32, quantity: 52, unitPrice: 88, vatRate: 40, amount: 92 } as const;
const descriptionWidth = page.width - Object.values(fixedWidths).reduce((sum, width) => sum + width, 0);
const columns: readonly Column[] = [
  { key: 'index', width: fixedWidths.index, align: 'right' },
  { key: 'description', width: descriptionWidth, align: 'left' },
  { key: 'quantity', width: fixedWidths.quantity, align: 'right' },
  { key: 'unitPrice', width: fixedWidths.unitPrice, align: 'right' },
  { key: 'vatRate', width: fixedWidths.vatRate, align: 'right' },
  { key: 'amount', width: fixedWidths.amount, align: 'right' },
];
const padX = 4;
const padY = 4;

interface CellStyle {
  font: string;
  size: number;
}
const headerStyle: CellStyle = { font: BOLD, size: 7.5 };
const bodyStyle: CellStyle = { font: REGULAR, size: 9 };

function lineCells(line: InvoiceLine, index: number): Record<ColumnKey, string> {
  return {
    index: `${index + 1}.`,
    description: line.description,
    quantity: formatInteger(line.quantity),
    unitPrice: formatAmount(line.unitPriceFening),
    vatRate: `${line.vatRatePercent} %`,
    amount: formatAmount(line.amountFening),
  };
}

function rowHeight(doc: PDFKit.PDFDocument, cells: Record<ColumnKey, string>, style: CellStyle): number {
  doc.font(style.font).fontSize(style.size);
  const heights = columns.map((column) =>
    doc.heightOfString(cells[column.key], { width: column.width - 2 * padX }),
  );
  return Math.max(...heights) + 2 * padY;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: Record<ColumnKey, string>,
  style: CellStyle,
  y: number,
): void {
  doc.font(style.font).fontSize(style.size).fillColor(colors.text);
  let x = page.left;
  for (const column of columns) {
    doc.text(cells[column.key], x + padX, y + padY, { width: column.width - 2 * padX, align: column.align });
    x += column.width;
  }
}

function rule(doc: PDFKit.PDFDocument, y: number, width = 0.5): void {
  doc.moveTo(page.left, y).lineTo(page.right, y).lineWidth(width).strokeColor(colors.rule).stroke();
}

function drawHeader(doc: PDFKit.PDFDocument, labels: InvoiceLabels, y: number): number {
  const height = rowHeight(doc, labels.columns, headerStyle);
  doc.rect(page.left, y, page.width, height).fillColor(colors.band).fill();
  drawRow(doc, labels.columns, headerStyle, y);
  rule(doc, y + height, 0.8);
  return y + height;
}

/**
 * Draws the lines from `y`; when one does not fit, opens a page, lets `continuePage` draw its top
 * and repeats the header. Returns the y under the table.
 */
export function drawLinesTable(
  doc: PDFKit.PDFDocument,
  labels: InvoiceLabels,
  invoice: InvoiceDocument,
  top: number,
  continuePage: () => number,
): number {
  let y = drawHeader(doc, labels, top);
  for (const [index, line] of invoice.lines.entries()) {
    const cells = lineCells(line, index);
    const height = rowHeight(doc, cells, bodyStyle);
    if (y + height > page.contentBottom) {
      doc.addPage();
      y = drawHeader(doc, labels, continuePage());
    }
    drawRow(doc, cells, bodyStyle, y);
    y += height;
    rule(doc, y, 0.3);
  }
  return y + 12;
}

const totalsBox = { width: 300, labelWidth: 195 } as const;
const totalsRowGap = 5;

function totalsRows(labels: InvoiceLabels, invoice: InvoiceDocument): [string, string, CellStyle][] {
  const { totals } = invoice;
  const rate = invoice.lines[0]?.vatRatePercent ?? PDV_RATE_PERCENT;
  return [
    [labels.base, formatKm(totals.baseFening), { font: REGULAR, size: 9.5 }],
    [labels.vat(rate), formatKm(totals.vatFening), { font: REGULAR, size: 9.5 }],
    [labels.total, formatKm(totals.totalFening), { font: BOLD, size: 11 }],
  ];
}

function closingTexts(labels: InvoiceLabels, invoice: InvoiceDocument): string[] {
  return [
    `${labels.paymentReference}: ${invoice.paymentReference}`,
    ...(invoice.note ? [`${labels.note}: ${invoice.note}`] : []),
  ];
}

/** How tall the totals and the closing texts are, to keep them together on the last page. */
export function totalsHeight(
  doc: PDFKit.PDFDocument,
  labels: InvoiceLabels,
  invoice: InvoiceDocument,
): number {
  let height = 0;
  for (const [label, , style] of totalsRows(labels, invoice)) {
    doc.font(style.font).fontSize(style.size);
    height += doc.heightOfString(label, { width: totalsBox.labelWidth }) + totalsRowGap;
  }
  doc.font(REGULAR).fontSize(9);
  height += 14;
  for (const text of closingTexts(labels, invoice)) {
    height += doc.heightOfString(text, { width: page.width }) + 4;
  }
  return height;
}

/** The base, PDV and total, right-aligned under the table, then the payment reference and note. */
export function drawTotals(
  doc: PDFKit.PDFDocument,
  labels: InvoiceLabels,
  invoice: InvoiceDocument,
  top: number,
) {
  const x = page.right - totalsBox.width;
  const valueWidth = totalsBox.width - totalsBox.labelWidth;
  let y = top;
  for (const [index, [label, value, style]] of totalsRows(labels, invoice).entries()) {
    const isTotal = index === 2;
    doc.font(style.font).fontSize(style.size);
    const height = doc.heightOfString(label, { width: totalsBox.labelWidth });
    if (isTotal) {
      doc
        .rect(x - padX, y - 3, totalsBox.width + padX, height + 6)
        .fillColor(colors.band)
        .fill();
    }
    doc.fillColor(colors.text).text(label, x, y, { width: totalsBox.labelWidth });
    doc.text(value, x + totalsBox.labelWidth, y, { width: valueWidth, align: 'right' });
    y += height + totalsRowGap;
  }
  y += 14;
  doc.font(REGULAR).fontSize(9).fillColor(colors.text);
  for (const text of closingTexts(labels, invoice)) {
    doc.text(text, page.left, y, { width: page.width });
    y = doc.y + 4;
  }
  return y;
}
