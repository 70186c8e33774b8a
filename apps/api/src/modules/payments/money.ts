/**
 * Money in the api: integers of fening (1 KM = 100 fening), never floating KM, so sums and
 * discounts are exact. KM numbers only at the edges: the configuration and the answers.
 */

/** 10.5 KM → 1050 fening; refuses what is not a whole number of fening. */
export function toMinor(km: number): number {
  const minor = Math.round(km * 100);
  if (!Number.isFinite(km) || Math.abs(minor - km * 100) > 1e-6) {
    throw new RangeError(`${km} KM is not a whole number of fening`);
  }
  return minor;
}

/** 1050 fening → 10.5 (KM, as the api answers). */
export const toKm = (minor: number): number => minor / 100;
