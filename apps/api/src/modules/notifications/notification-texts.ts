import type { NotificationKind } from '@krov/contracts';
import { type Locale, translate } from '@krov/messages';
import type { ListingSummary, NotificationParams } from './notification-request.ts';

/**
 * A notification's words in a language: `notification.<kind>.title` and `.description` with the
 * stored values, and its listings as one line each. Rendered when read or sent, never stored, so
 * the texts follow the user's language and the catalogue.
 */

const numberLocales: Record<Locale, string> = { bs: 'bs-BA', en: 'en-GB' };

/**
 * A day as people write it, in Bosnia's time zone: bs "25. 11. 2026." (numeric, which spares the
 * month its case ending), en "25 November 2026".
 */
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  bs: new Intl.DateTimeFormat('bs-BA', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Sarajevo',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Sarajevo',
  }),
};

export function formatDay(locale: Locale, date: Date): string {
  return dayFormats[locale].format(date);
}

/** "180.000 KM" (bs) / "180,000 KM" (en); on request when the price is hidden or not given. */
export function formatPrice(locale: Locale, price: number | null): string {
  if (price === null) return translate(locale, 'properties.price.onRequest');
  return `${new Intl.NumberFormat(numberLocales[locale], { maximumFractionDigits: 0 }).format(price)} KM`;
}

export function formatAmount(locale: Locale, km: number): string {
  const format = new Intl.NumberFormat(numberLocales[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${format.format(km)} KM`;
}

/** The plural form's key (`.one`, `.few`, `.other`) of a count, as Intl knows the language. */
export function plural(
  locale: Locale,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
) {
  const form = new Intl.PluralRules(numberLocales[locale]).select(count);
  const text = translate(locale, `${key}.${form}`, { ...values, count });
  return text.startsWith(key) ? translate(locale, `${key}.other`, { ...values, count }) : text;
}

/** "Stan, 65 m², 2 spavaće sobe – Centar Sarajevo – 180.000 KM". */
export function listingLine(locale: Locale, listing: ListingSummary): string {
  const parts = [
    translate(locale, `properties.propertyTypes.${listing.propertyType}`),
    `${new Intl.NumberFormat(numberLocales[locale], { maximumFractionDigits: 1 }).format(listing.size)} m²`,
  ];
  if (listing.bedrooms !== null && listing.bedrooms > 0) {
    parts.push(plural(locale, 'listingCard.bedrooms', listing.bedrooms));
  }
  return `${parts.join(', ')} – ${listing.place} – ${formatPrice(locale, listing.price)}`;
}

const dayMs = 24 * 3600 * 1000;

/**
 * "Provjereno dostupno prije N dana" of a listing in a notification, counted to the moment the
 * notification was made (`at`); null for a listing without a confirmation.
 */
export function confirmedLine(locale: Locale, listing: ListingSummary, at: Date): string | null {
  if (!listing.confirmedAt) return null;
  const days = Math.max(0, Math.floor((at.getTime() - new Date(listing.confirmedAt).getTime()) / dayMs));
  return days === 0
    ? translate(locale, 'notification.confirmedToday')
    : plural(locale, 'notification.confirmedAgo', days);
}

export interface RenderedNotification {
  title: string;
  description: string;
}

/** The values a kind's texts may name, beside the stored ones: counts in words, prices formatted. */
function valuesFor(locale: Locale, params: NotificationParams): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params.values };
  for (const [key, value] of Object.entries(params.values)) {
    if (key.endsWith('Price') && typeof value === 'number') values[key] = formatPrice(locale, value);
    // Money paid, to the fening: "15,00 KM".
    if (key.endsWith('Amount') && typeof value === 'number') values[key] = formatAmount(locale, value);
    // Stored as ISO instants; shown as a day in Sarajevo.
    if (key === 'date' && typeof value === 'string') values[key] = formatDay(locale, new Date(value));
  }
  const first = params.listings?.[0];
  if (first) values.listing = listingLine(locale, first);
  return values;
}

export function renderNotification(
  locale: Locale,
  kind: NotificationKind,
  params: NotificationParams,
): RenderedNotification {
  const values = valuesFor(locale, params);
  // A digest names how many listings it holds (`total`): its title has plural forms.
  const total = params.values.total;
  if (kind === 'savedSearch' && typeof total === 'number') {
    return {
      title: plural(locale, 'notification.savedSearch.digestTitle', total),
      description:
        total > 1
          ? plural(locale, 'notification.savedSearch.digestMore', total - 1, values)
          : String(values.listing ?? ''),
    };
  }
  // An agency's news and a moderator's undoing name what happened (`event`: approved, suspended,
  // reinstated; restored, released; a payment refunded; a listing hidden as unconfirmed; a
  // report's outcome); a moderator's hiding and the availability question have none.
  if (
    (kind === 'agency' ||
      kind === 'moderation' ||
      kind === 'payment' ||
      kind === 'availability' ||
      kind === 'report') &&
    typeof params.values.event === 'string'
  ) {
    return {
      title: translate(locale, `notification.${kind}.${params.values.event}Title`, values),
      description: translate(locale, `notification.${kind}.${params.values.event}Description`, values),
    };
  }
  // Unread messages are counted (`count`): their description has plural forms.
  if (kind === 'message' && typeof params.values.count === 'number') {
    return {
      title: translate(locale, 'notification.message.title', values),
      description: plural(locale, 'notification.message.description', params.values.count, values),
    };
  }
  return {
    title: translate(locale, `notification.${kind}.title`, values),
    description: translate(locale, `notification.${kind}.description`, values),
  };
}
