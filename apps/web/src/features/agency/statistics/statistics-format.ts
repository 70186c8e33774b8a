import type { AgencyStatisticsResponse, Language } from '@krov/contracts';
import { agencyStatisticsPeriods } from '@krov/contracts/constants';
import { formatDate, formatNumber } from '@/shared/format/format-price';

/**
 * The agency statistics page's pure parts: the period read from the URL, days and figures as
 * people read them, the chart's summary and the listings' order. The api's days are calendar days
 * in Sarajevo already ('YYYY-MM-DD'), so they are formatted as they are, never shifted.
 */

export type Period = (typeof agencyStatisticsPeriods)[number];
/** The contracts' periods (their zod-free entry). */
export const periods = agencyStatisticsPeriods;
export type Daily = AgencyStatisticsResponse['daily'][number];
export type ListingFigures = AgencyStatisticsResponse['listings'][number];
export type Figure = 'views' | 'saves' | 'contacts' | 'phoneReveals';
export const figures: readonly Figure[] = ['views', 'saves', 'contacts', 'phoneReveals'];

export const defaultPeriod: Period = '30';

/** ?days=7|30|90; anything else is the default, 30 days. */
export function periodOf(value: string | null | undefined): Period {
  return (periods as readonly string[]).includes(value ?? '') ? (value as Period) : defaultPeriod;
}

/** The day's noon in UTC: the same calendar day in Sarajevo whatever its offset. */
function noonOf(day: string): string {
  return `${day}T12:00:00.000Z`;
}

/** "23. 11. 2026." (bs) / "23 Nov 2026" (en). */
export function formatDay(day: string, language: Language): string {
  return formatDate(noonOf(day), language);
}

/** The chart's axis: "23. 11." (bs) / "23 Nov" (en). */
export function formatShortDay(day: string, language: Language): string {
  const full = formatDay(day, language);
  return language === 'bs' ? full.replace(/\d{4}\.$/, '').trim() : full.replace(/ \d{4}$/, '');
}

export function formatCount(value: number, language: Language): string {
  return formatNumber(value, language, 0);
}

export interface ChartSummary {
  from: string;
  to: string;
  total: number;
  /** The first day with the highest figure; null when every day is zero. */
  peak: { day: string; value: number } | null;
}

/** What a chart of `values` (one per day of `daily`, oldest first) shows, for its aria-label. */
export function summarise(daily: readonly Daily[], values: readonly number[]): ChartSummary {
  let total = 0;
  let peak: ChartSummary['peak'] = null;
  values.forEach((value, index) => {
    total += value;
    const day = daily[index]?.day;
    if (day && value > 0 && (!peak || value > peak.value)) peak = { day, value };
  });
  return { from: daily[0]?.day ?? '', to: daily.at(-1)?.day ?? '', total, peak };
}

export function hasActivity(totals: Record<Figure, number>): boolean {
  return figures.some((figure) => totals[figure] > 0);
}

export type SortColumn = Figure | 'address';

/**
 * The listings by a column: figures the most first, the address alphabetically (in the page's
 * language); ties keep the api's order (the most viewed first).
 */
export function sortListings(
  listings: readonly ListingFigures[],
  column: SortColumn,
  language: Language,
): ListingFigures[] {
  const collator = new Intl.Collator(language === 'bs' ? 'hr' : 'en');
  return [...listings].sort((a, b) =>
    column === 'address' ? collator.compare(a.address, b.address) : b[column] - a[column],
  );
}
