import type { Language, NotificationItem } from '@krov/contracts';
import { notificationLimits } from '@krov/contracts/constants';
import { formatDate } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';

/**
 * The bell's pure parts: the badge, the panel's list as a reducer (pages by cursor, what this
 * opening marked read), and "5 minutes ago". The components only wire them to the api.
 */

/** The badge on the bell: nothing at 0, the count up to 99, then "99+". */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** Ids one "mark read" call may name. */
export const readIdsMax = notificationLimits.readIdsMax;

/** The unread notifications of a page the panel shows: they are marked read as they are seen. */
export function toMarkRead(items: readonly NotificationItem[]): string[] {
  return items
    .filter((item) => item.readAt === null)
    .map((item) => item.id)
    .slice(0, readIdsMax);
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * When, in words: "upravo sada", "prije 5 minuta", "prije 2 sata", "prije 3 dana", then the date.
 * `t` reads `bell.time`. Written out (not Intl.RelativeTimeFormat): browsers with a reduced ICU
 * have no Bosnian data (shared/format).
 */
export function relativeTime(iso: string, now: number, language: Language, t: Translate): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 60) return t('now');
  const unit = (key: string, count: number) => t(`${key}.${pluralForm(count, language)}`, { count });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return unit('minutes', minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit('hours', hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return unit('days', days);
  return formatDate(iso, language);
}
