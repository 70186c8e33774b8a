import type { Language } from '@krov/contracts';

/**
 * Separators of the two languages (docs/product/DECISIONS.md, Listings: prices): Bosnian groups thousands with a dot and
 * writes decimals after a comma ("1.250,50"), English the other way round ("1,250.50").
 */
const separators: Record<Language, { group: string; decimal: string }> = {
  bs: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * A number with the language's separators. Intl.NumberFormat does the rounding and grouping in
 * en-US, whose data every engine has; the separators are then swapped for Bosnian ones, because
 * browsers with a reduced ICU (Chromium among them) have no "bs" data and would format a bs-BA
 * number the English way. Grouping also applies to four digits ("1.250"), as Bosnian writes it.
 */
export function formatNumber(value: number, language: Language, fractionDigits: number): string {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    formatters.set(fractionDigits, formatter);
  }
  const { group, decimal } = separators[language];
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value))
    .join('');
}

/**
 * An amount in KM the way the language writes it: whole amounts without decimals ("150.000 KM"),
 * others with two ("1.250,50 KM"). Rounded to the fening first, so 9.999 reads "10 KM".
 */
export function formatKm(amount: number, language: Language): string {
  const fenings = Math.round(amount * 100);
  return `${formatNumber(fenings / 100, language, fenings % 100 === 0 ? 0 : 2)} KM`;
}

/**
 * What a listing's price reads as: the amount, or `onRequest` (the text of
 * `properties.price.onRequest`, which the caller has in its language) when hidden or not given.
 * The text is passed in so this module stays free of the catalogues in the browser.
 */
export function formatPrice(
  listing: { price: number | null; hidePrice: boolean },
  language: Language,
  onRequest: string,
): string {
  if (listing.hidePrice || listing.price === null) return onRequest;
  return formatKm(listing.price, language);
}

/** A size in m², grouped like prices ("1.250 m²", "62,5 m²"). */
export function formatArea(size: number, language: Language): string {
  const tenths = Math.round(size * 10);
  return `${formatNumber(tenths / 10, language, tenths % 10 === 0 ? 0 : 1)} m²`;
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Made on first use: a formatter with a time zone loads the zone's data, which costs a page
// that imports this module but shows no date (tens of milliseconds on a phone).
let sarajevoDate: Intl.DateTimeFormat | undefined;
function sarajevoDateFormat(): Intl.DateTimeFormat {
  sarajevoDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Sarajevo',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  return sarajevoDate;
}

/**
 * A date in Sarajevo's time zone: "23. 11. 2026." in Bosnian, "23 Nov 2026" in English. Built from
 * the parts, for the same reason as numbers: no engine-specific Bosnian data is needed.
 */
export function formatDate(iso: string, language: Language): string {
  const parts = Object.fromEntries(
    sarajevoDateFormat()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<'day' | 'month' | 'year', string>;
  return language === 'bs'
    ? `${parts.day}. ${parts.month}. ${parts.year}.`
    : `${parts.day} ${englishMonths[Number(parts.month) - 1]} ${parts.year}`;
}
