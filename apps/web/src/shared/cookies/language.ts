import type { Language } from '@krov/contracts';
import { languages } from '@krov/contracts';
import { expiresInDays, readCookie, writeCookie } from './cookie-jar.ts';

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
