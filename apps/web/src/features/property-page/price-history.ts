import type { Language, PriceHistoryResponse } from '@krov/contracts';
import { calendarDaysSince } from '@/shared/format/calendar-days';
import { formatNumber } from '@/shared/format/format-price';

/**
 * The property page's price history and days on the market (GET /api/properties/{id}/price-history):
 * pure functions, so the page (a server component) and the modal (in the browser) show the same,
 * and tests need no clock.
 */

export interface PriceChange {
  direction: 'down' | 'up';
  /** Of the earlier price, rounded to a tenth; at least 0.1 for any change. */
  percent: number;
}

export interface PriceHistoryRow {
  /** Null: price on request. */
  price: number | null;
  changedAt: string;
  /** From the entry before (older); null for the first, and when either price is on request. */
  change: PriceChange | null;
  /** The oldest entry: when the property was first asked at a price. */
  first: boolean;
}

/** The history shows only when the price has changed at least once. */
export const priceHistoryMinEntries = 2;

/** The change from one asking price to the next; null when either is on request (or nothing changed). */
export function priceChange(from: number | null, to: number | null): PriceChange | null {
  if (from === null || to === null || from <= 0 || from === to) return null;
  const exact = ((to - from) / from) * 100;
  const tenths = Math.round(Math.abs(exact) * 10);
  return { direction: exact < 0 ? 'down' : 'up', percent: Math.max(tenths, 1) / 10 };
}

/** The api's entries (oldest first) as the page lists them: newest first, each with its change. */
export function priceHistoryRows(items: PriceHistoryResponse['items']): PriceHistoryRow[] {
  return items
    .map((item, index) => ({
      price: item.price,
      changedAt: item.changedAt,
      change: index === 0 ? null : priceChange(items[index - 1]?.price ?? null, item.price),
      first: index === 0,
    }))
    .reverse();
}

/** "5,3" (bs) / "5.3" (en); a whole number without decimals ("10"). */
export function formatPercent(percent: number, language: Language): string {
  const tenths = Math.round(percent * 10);
  return formatNumber(tenths / 10, language, tenths % 10 === 0 ? 0 : 1);
}

/**
 * Days on the market: calendar days in Sarajevo from the day it was first listed to today (0 on
 * the day itself, 1 from the next midnight in Sarajevo on), never negative.
 */
export function daysOnMarket(firstListedAt: string, now: Date): number {
  return calendarDaysSince(firstListedAt, now);
}
