import { describe, expect, it } from 'vitest';
import { resultsCount } from './results-count';

describe('the results count', () => {
  it('reads in Bosnian plural forms with grouped thousands', () => {
    const bs = (total: number) => resultsCount({ total, totalExact: true }, 'bs');
    expect([0, 1, 3, 11, 21, 24, 1234].map(bs)).toEqual([
      '0 oglasa',
      '1 oglas',
      '3 oglasa',
      '11 oglasa',
      '21 oglas',
      '24 oglasa',
      '1.234 oglasa',
    ]);
    expect(resultsCount({ total: 1, totalExact: true }, 'en')).toBe('1 listing');
    expect(resultsCount({ total: 1234, totalExact: true }, 'en')).toBe('1,234 listings');
  });

  it('says "10.000+" when the api counted only that far', () => {
    expect(resultsCount({ total: 10_000, totalExact: false }, 'bs')).toBe('10.000+ oglasa');
    expect(resultsCount({ total: 10_000, totalExact: false }, 'en')).toBe('10,000+ listings');
  });
});
