import type { Language } from '@krov/contracts';
import { formatDate } from '@/shared/format/format-price';

let sarajevoClock: Intl.DateTimeFormat | undefined;

/** "23. 11. 2026. 14:05" / "23 Nov 2026 14:05", in Sarajevo's time. */
export function formatDateTime(iso: string, language: Language): string {
  sarajevoClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Sarajevo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${formatDate(iso, language)} ${sarajevoClock.format(new Date(iso))}`;
}

/** An order's number as the admin reads and searches it: the first 8 characters of its id, upper case. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
