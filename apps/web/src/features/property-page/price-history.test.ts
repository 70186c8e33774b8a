import { describe, expect, it } from 'vitest';
import { daysOnMarket, formatPercent, priceChange, priceHistoryRows } from './price-history';

describe('priceChange', () => {
  it('is the change of the earlier price in tenths of a percent, down or up', () => {
    expect(priceChange(150_000, 142_000)).toEqual({ direction: 'down', percent: 5.3 });
    expect(priceChange(200_000, 220_000)).toEqual({ direction: 'up', percent: 10 });
    expect(priceChange(300_000, 299_000)).toEqual({ direction: 'down', percent: 0.3 });
  });

  it('says a tiny change as 0.1 %, never 0', () => {
    expect(priceChange(1_000_000, 999_999)).toEqual({ direction: 'down', percent: 0.1 });
    expect(priceChange(1_000_000, 1_000_001)).toEqual({ direction: 'up', percent: 0.1 });
  });

  it('is none when either price is on request, nothing changed or the earlier was 0', () => {
    expect(priceChange(null, 150_000)).toBeNull();
    expect(priceChange(150_000, null)).toBeNull();
    expect(priceChange(150_000, 150_000)).toBeNull();
    expect(priceChange(0, 150_000)).toBeNull();
  });
});

describe('priceHistoryRows', () => {
  it('lists the newest first, each with its change from the one before; the oldest marked first', () => {
    const rows = priceHistoryRows([
      { price: 150_000, changedAt: '2026-10-01T08:00:00.000Z', propertyId: 'p1' },
      { price: null, changedAt: '2026-10-10T08:00:00.000Z', propertyId: 'p1' },
      { price: 160_000, changedAt: '2026-10-20T08:00:00.000Z', propertyId: 'p1' },
      { price: 144_000, changedAt: '2026-11-01T08:00:00.000Z', propertyId: 'p1' },
    ]);
    expect(rows).toEqual([
      {
        price: 144_000,
        changedAt: '2026-11-01T08:00:00.000Z',
        change: { direction: 'down', percent: 10 },
        first: false,
      },
      { price: 160_000, changedAt: '2026-10-20T08:00:00.000Z', change: null, first: false },
      { price: null, changedAt: '2026-10-10T08:00:00.000Z', change: null, first: false },
      { price: 150_000, changedAt: '2026-10-01T08:00:00.000Z', change: null, first: true },
    ]);
  });

  it('is empty for no history', () => {
    expect(priceHistoryRows([])).toEqual([]);
  });
});

describe('formatPercent', () => {
  it('writes the language’s decimal separator, and whole numbers without decimals', () => {
    expect(formatPercent(5.3, 'bs')).toBe('5,3');
    expect(formatPercent(5.3, 'en')).toBe('5.3');
    expect(formatPercent(10, 'bs')).toBe('10');
    expect(formatPercent(12.04, 'en')).toBe('12');
  });
});

describe('daysOnMarket', () => {
  it('is 0 on the day it was listed, in Sarajevo', () => {
    expect(daysOnMarket('2026-11-25T08:00:00.000Z', new Date('2026-11-25T22:30:00.000Z'))).toBe(0);
  });

  it('counts calendar days in Sarajevo, not 24-hour periods', () => {
    // 23:30 in Sarajevo (UTC+1) on the 24th, then 00:30 on the 25th: one day, an hour apart.
    expect(daysOnMarket('2026-11-24T22:30:00.000Z', new Date('2026-11-24T23:30:00.000Z'))).toBe(1);
    // 23:30 UTC on the 24th is already the 25th in Sarajevo: the same day as 08:00 UTC the 25th.
    expect(daysOnMarket('2026-11-24T23:30:00.000Z', new Date('2026-11-25T08:00:00.000Z'))).toBe(0);
  });

  it('counts across the change to summer time and over months', () => {
    // Sarajevo moves its clocks on 29 March 2026.
    expect(daysOnMarket('2026-03-28T12:00:00.000Z', new Date('2026-03-30T12:00:00.000Z'))).toBe(2);
    expect(daysOnMarket('2026-01-01T10:00:00.000Z', new Date('2026-03-01T10:00:00.000Z'))).toBe(59);
  });

  it('is never negative (a clock a little behind the api’s)', () => {
    expect(daysOnMarket('2026-11-26T08:00:00.000Z', new Date('2026-11-25T08:00:00.000Z'))).toBe(0);
  });
});
