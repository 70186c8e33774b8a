import type { Language } from '@krov/contracts';
import { languages } from '@krov/contracts';
import { expiresInDays, readCookie, removeCookie, writeCookie } from './cookie-jar.ts';

/** The language choice, under the name next-intl reads, so the server renders in it (1 year). */
export const languageCookie = { name: 'NEXT_LOCALE', lifetimeDays: 365 } as const;

export function getLanguageCookie(): Language | null {
  const value = readCookie(languageCookie.name);
  return isLanguage(value) ? value : null;
}

export function setLanguageCookie(language: Language): void {
  writeCookie(languageCookie.name, language, expiresInDays(languageCookie.lifetimeDays));
}

function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

/**
 * A language chosen on this device while logged out, which the next login carries to the account:
 * the person's latest choice wins (docs/decisions/176). Gone once carried, or when a choice is
 * made logged in (the account has it then).
 */
export const languageToCarryCookie = { name: 'krov_language_choice', lifetimeDays: 365 } as const;

export function languageToCarry(): Language | null {
  const value = readCookie(languageToCarryCookie.name);
  return isLanguage(value) ? value : null;
}

export function rememberLanguageToCarry(language: Language | null): void {
  if (language === null) removeCookie(languageToCarryCookie.name);
  else writeCookie(languageToCarryCookie.name, language, expiresInDays(languageToCarryCookie.lifetimeDays));
}
