import { expiresInMonths, readCookie, writeCookie } from './cookie-jar.ts';

/**
 * The cookie banner's consent (docs/product/SPEC.md §9): `cookieconsent_status=ok` for 6 months, counted in
 * calendar months (see expiresInMonths), not as 180 or 182 days.
 */
export const consentCookie = { name: 'cookieconsent_status', value: 'ok', lifetimeMonths: 6 } as const;

export function hasConsent(): boolean {
  return readCookie(consentCookie.name) === consentCookie.value;
}

export function saveConsent(): void {
  writeCookie(consentCookie.name, consentCookie.value, expiresInMonths(consentCookie.lifetimeMonths));
}
