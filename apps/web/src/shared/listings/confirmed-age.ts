import type { Language } from '@krov/contracts';
import { calendarDaysSince } from '@/shared/format/calendar-days';
import { pluralForm } from '@/shared/format/plural';

/**
 * The key under `listingCard.confirmed` and its count for "Provjereno dostupno prije N dana"
 * (issue 29): today, yesterday, or N calendar days in Sarajevo. Null without a confirmation (a
 * listing never published): nothing is said rather than a guess.
 */
export function confirmedAgeText(
  confirmedAt: string | null | undefined,
  now: Date,
  language: Language,
): { key: string; values: { count: number } } | null {
  if (!confirmedAt) return null;
  const days = calendarDaysSince(confirmedAt, now);
  if (days === 0) return { key: 'today', values: { count: 0 } };
  if (days === 1) return { key: 'yesterday', values: { count: 1 } };
  return { key: `days.${pluralForm(days, language)}`, values: { count: days } };
}
