import type { Language } from '@krov/contracts';
import { formatDate } from '@/shared/format/format-price';

/** Made on first use (a formatter with a time zone loads the zone's data). */
let sarajevoClock: Intl.DateTimeFormat | undefined;
function clockFormat(): Intl.DateTimeFormat {
  sarajevoClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Sarajevo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return sarajevoClock;
}

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute';

function sarajevoParts(at: Date): Record<Part, string> {
  return Object.fromEntries(
    clockFormat()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<Part, string>;
}

/** The calendar day in Sarajevo ("2026-11-23"), for grouping and "today". */
export function sarajevoDay(at: string | Date): string {
  const parts = sarajevoParts(new Date(at));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The time of day in Sarajevo, 24-hour ("09:05"), the same in both languages. */
export function clockTime(at: string | Date): string {
  const parts = sarajevoParts(new Date(at));
  return `${parts.hour}:${parts.minute}`;
}

/** The day before a Sarajevo day ("2026-03-01" → "2026-02-28"). */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** A conversation's time in the list: today → "14:05", else the date ("23. 11. 2026."). */
export function listTime(iso: string, now: Date, language: Language): string {
  return sarajevoDay(iso) === sarajevoDay(now) ? clockTime(iso) : formatDate(iso, language);
}

/** Which day heading a message falls under: today, yesterday, or its date. */
export function dayHeading(
  iso: string,
  now: Date,
  language: Language,
  words: { today: string; yesterday: string },
): string {
  const day = sarajevoDay(iso);
  const today = sarajevoDay(now);
  if (day === today) return words.today;
  if (day === dayBefore(today)) return words.yesterday;
  return formatDate(iso, language);
}
