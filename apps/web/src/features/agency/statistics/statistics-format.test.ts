import { describe, expect, it } from 'vitest';
import { formatDay, formatShortDay, periodOf, summarise } from './statistics-format';

describe('statistics-format', () => {
  it('reads the period: 7, 30 or 90, else 30', () => {
    expect(periodOf('7')).toBe('7');
    expect(periodOf('90')).toBe('90');
    expect(periodOf('365')).toBe('30');
    expect(periodOf(null)).toBe('30');
  });

  it('writes a day as people read it, the same calendar day as the api sent', () => {
    expect(formatDay('2026-03-29', 'bs')).toBe('29. 3. 2026.');
    expect(formatDay('2026-03-29', 'en')).toBe('29 Mar 2026');
    expect(formatShortDay('2026-11-01', 'bs')).toBe('1. 11.');
    expect(formatShortDay('2026-11-01', 'en')).toBe('1 Nov');
  });

  it('summarises a chart: total and the first day with the most', () => {
    const daily = ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) => ({
      day,
      views: 0,
      saves: 0,
      contacts: 0,
      phoneReveals: 0,
    }));
    expect(summarise(daily, [1, 4, 4])).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      total: 9,
      peak: { day: '2026-11-02', value: 4 },
    });
    expect(summarise(daily, [0, 0, 0]).peak).toBeNull();
  });
});
