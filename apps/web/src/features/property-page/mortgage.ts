/**
 * The mortgage calculator's arithmetic and its URL (issue 31, point 5): an annuity, the same
 * payment every month. Pure, so the page and its tests share it.
 */
export interface MortgageInputs {
  /** KM borrowed. */
  amount: number;
  years: number;
  /** Yearly nominal rate, percent. */
  ratePct: number;
}

export const mortgageLimits = { amountMax: 10_000_000, yearsMin: 1, yearsMax: 40, rateMax: 30 } as const;

/** The URL's parameters (Bosnian, like the search's). */
export const mortgageParams = { amount: 'kredit', years: 'godina', rate: 'kamata' } as const;

/** The monthly payment: P·r / (1 − (1 + r)^−n), r the monthly rate, n the months; P / n at 0 %. */
export function monthlyPayment({ amount, years, ratePct }: MortgageInputs): number {
  const months = years * 12;
  const rate = ratePct / 100 / 12;
  if (rate === 0) return amount / months;
  return (amount * rate) / (1 - (1 + rate) ** -months);
}

const inRange = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;

/** The inputs a URL names, each falling back to its default when missing or out of range. */
export function mortgageInputsOf(params: URLSearchParams, defaults: MortgageInputs): MortgageInputs {
  const read = (name: string) => {
    const text = params.get(name);
    return text === null || text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
  };
  const amount = read(mortgageParams.amount);
  const years = read(mortgageParams.years);
  const ratePct = read(mortgageParams.rate);
  return {
    amount: inRange(amount, 1, mortgageLimits.amountMax) ? Math.round(amount) : defaults.amount,
    years: inRange(years, mortgageLimits.yearsMin, mortgageLimits.yearsMax)
      ? Math.round(years)
      : defaults.years,
    ratePct: inRange(ratePct, 0, mortgageLimits.rateMax) ? ratePct : defaults.ratePct,
  };
}

/** Twenty percent down, twenty years, and a rate the person replaces with their bank's. */
export function defaultMortgage(price: number | null): MortgageInputs {
  return { amount: price ? Math.round(price * 0.8) : 100_000, years: 20, ratePct: 5 };
}
