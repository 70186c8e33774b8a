import type { Language } from '@krov/contracts';

/** The plural forms the catalogues write out (their texts have simple placeholders only, no ICU plurals). */
export type PluralForm = 'one' | 'few' | 'other';

/**
 * Which form a count takes: Bosnian "1 oglas, 2 oglasa, 5 oglasa, 21 oglas" (one for 1, 21, 31…
 * but not 11; few for 2–4, 22–24… but not 12–14), English "1 listing, 2 listings". Written out
 * because browsers with a reduced ICU (Chromium) have no Bosnian plural rules.
 */
export function pluralForm(count: number, language: Language): PluralForm {
  if (!Number.isInteger(count)) return 'other';
  if (language === 'en') return count === 1 ? 'one' : 'other';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit === 1 && lastTwo !== 11) return 'one';
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'other';
}
