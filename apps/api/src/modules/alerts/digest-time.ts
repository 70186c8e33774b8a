import { TZDate } from '@date-fns/tz';

/** Daily alerts go out once a day at this local time (docs/product/DECISIONS.md, Notifications). */
export const digestZone = 'Europe/Sarajevo';
export const digestHour = 8;

/**
 * The latest 08:00 in Sarajevo at or before `now`: a daily digest holds the matches made before
 * it. Run at any time after 08:00 (late, or again), it finds the same cutoff, so a digest is sent
 * once per day however often or late its job runs, and across summer and winter time.
 */
export function digestCutoff(now: Date): Date {
  const local = new TZDate(now.getTime(), digestZone);
  const cutoff = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    digestHour,
    0,
    0,
    digestZone,
  );
  if (cutoff.getTime() > now.getTime()) {
    const previous = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() - 1,
      digestHour,
      0,
      0,
      digestZone,
    );
    return new Date(previous.getTime());
  }
  return new Date(cutoff.getTime());
}

/** The cutoff's day in Sarajevo ("2026-11-26"): one digest per user and day. */
export function digestDay(cutoff: Date): string {
  const local = new TZDate(cutoff.getTime(), digestZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
