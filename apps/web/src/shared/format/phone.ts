import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A stored number (E.164, "+38765333403") as people write it: grouped with its country code,
 * "+387 65 333 403", which also dials from abroad, where many of Krov's buyers live
 * (docs/decisions.md, The first ten minutes 1). Anything libphonenumber cannot read stays as it is.
 * Loaded only when a number is revealed: libphonenumber stays out of the pages' first load.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
