// Made on first use: a formatter with a time zone loads the zone's data, which costs a page that
// shows no day count (tens of milliseconds on a phone).
let sarajevoDay: Intl.DateTimeFormat | undefined;

/** The calendar day in Sarajevo of an instant, as days since 1970-01-01. */
export function dayNumberInSarajevo(instant: Date): number {
  sarajevoDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Sarajevo',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = Object.fromEntries(
    sarajevoDay.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day', number>;
  return Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000);
}

/**
 * Calendar days in Sarajevo from the day of `since` to the day of `now`: 0 on the day itself, 1
 * from the next midnight in Sarajevo on (what people mean by "yesterday"), never negative (a clock
 * a little ahead of the browser's must not say "in 1 day").
 */
export function calendarDaysSince(since: string, now: Date): number {
  return Math.max(0, dayNumberInSarajevo(now) - dayNumberInSarajevo(new Date(since)));
}
