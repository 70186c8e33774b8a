import { describe, expect, it } from 'vitest';
import { invoiceTotals, vatOf } from './invoice-document.ts';
import { line } from './invoice-fixtures.ts';
import { formatDay, formatKm, formatPeriod, invoiceLabels } from './invoice-labels.ts';

describe('money on the invoice', () => {
  it.each([
    [0, '0,00 KM'],
    [5, '0,05 KM'],
    [1000, '10,00 KM'],
    [123450, '1.234,50 KM'],
    [100_000_000, '1.000.000,00 KM'],
    [-123450, '-1.234,50 KM'],
  ])('%i fening is written %s', (fening, written) => {
    expect(formatKm(fening)).toBe(written);
  });

  it('refuses what is not a whole number of fening', () => {
    expect(() => formatKm(10.5)).toThrow(RangeError);
  });

  it('takes PDV once on the base, rounded half up to the fening', () => {
    expect(vatOf(50)).toBe(9); // 8,5 fening
    expect(vatOf(127450)).toBe(21667); // 21.666,5 fening
    expect(vatOf(1000)).toBe(170);
    // Three lines of 0,50 KM: 17 % of 1,50 KM is 25,5 → 26 fening; line by line it would be 3 × 9 = 27.
    expect(invoiceTotals([line('a', 1, 50), line('b', 1, 50), line('c', 1, 50)])).toEqual({
      baseFening: 150,
      vatFening: 26,
      totalFening: 176,
    });
  });
});

describe('days on the invoice', () => {
  it('writes a day the Bosnian way', () => {
    expect(formatDay('2026-02-01')).toBe('01.02.2026.');
  });

  it("writes the supply period as the month and its first and last day, in the reader's words", () => {
    expect(formatPeriod(invoiceLabels.bs, '2026-01')).toBe('januar 2026.\n01.01.2026. – 31.01.2026.');
    expect(formatPeriod(invoiceLabels.bs, '2028-02')).toBe('februar 2028.\n01.02.2028. – 29.02.2028.');
    expect(formatPeriod(invoiceLabels.en, '2026-06')).toBe('June 2026\n01.06.2026. – 30.06.2026.');
  });
});
