import { describe, expect, it } from 'vitest';
import { defaultMortgage, monthlyPayment, mortgageInputsOf } from './mortgage';

describe('the mortgage calculator', () => {
  it('pays an annuity: 148 000 KM over 20 years at 5 % is 976.73 KM a month', () => {
    expect(monthlyPayment({ amount: 148_000, years: 20, ratePct: 5 })).toBeCloseTo(976.73, 2);
    // At 0 % the amount is simply divided by the months.
    expect(monthlyPayment({ amount: 120_000, years: 10, ratePct: 0 })).toBe(1000);
  });

  it('reads its inputs from the URL, each falling back to its default when missing or out of range', () => {
    const defaults = defaultMortgage(185_000);
    expect(defaults).toEqual({ amount: 148_000, years: 20, ratePct: 5 });
    expect(mortgageInputsOf(new URLSearchParams('kredit=120000&godina=25&kamata=3,9'), defaults)).toEqual({
      amount: 120_000,
      years: 25,
      ratePct: 3.9,
    });
    expect(mortgageInputsOf(new URLSearchParams('kredit=abc&godina=99&kamata=-1'), defaults)).toEqual(
      defaults,
    );
    expect(defaultMortgage(null).amount).toBe(100_000);
  });
});
