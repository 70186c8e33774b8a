import { expiresInDays, readCookie, writeCookie } from './cookie-jar.ts';

/** The "page looks better in the app" banner: dismissed for 7 days (docs/product/SPEC.md §9). */
export const openInAppCookie = { name: 'openinapp_dismissed', value: 'true', lifetimeDays: 7 } as const;

export type MobilePlatform = 'android' | 'ios';

export function isOpenInAppDismissed(): boolean {
  return readCookie(openInAppCookie.name) !== undefined;
}

export function dismissOpenInApp(): void {
  writeCookie(openInAppCookie.name, openInAppCookie.value, expiresInDays(openInAppCookie.lifetimeDays));
}

/**
 * The platform whose store app the banner offers, from the User-Agent header (server) or
 * navigator.userAgent (browser). iPadOS 13+ presents itself as a Mac, so an iPad in desktop mode
 * gets no banner: acceptable for a prompt. Windows Phone names Android and iPhone in its string.
 */
export function isMobilePlatform(userAgent: string | null | undefined): MobilePlatform | null {
  if (!userAgent || /windows phone/i.test(userAgent)) return null;
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}
