import { type ListingStatus, listingLimits } from '@krov/contracts';

// The table of what each status allows is shared with the web: @krov/contracts, lifecycle.ts.

const dayMs = 24 * 3600 * 1000;
export const validityMs = listingLimits.validityDays * dayMs;
export const soldVisibleMs = listingLimits.soldVisibleDays * dayMs;

/**
 * A renew this soon after the previous one is the same click twice (a double submit), not a wish
 * for 60 days: it is refused like any action the listing's state no longer allows.
 */
export const resubmitWindowMs = 10_000;

export function renewedJustNow(renewedAt: Date | null, now: Date): boolean {
  return renewedAt !== null && now.getTime() - renewedAt.getTime() < resubmitWindowMs;
}

/** Renewing extends from max(now, validUntil), so days already paid for are never lost. */
export function renewedUntil(validUntil: Date | null, now: Date): Date {
  const from = validUntil && validUntil > now ? validUntil : now;
  return new Date(from.getTime() + validityMs);
}

/** Statuses that count toward the private user's limit (listed + unpaid; sold ones are done). */
export const limitedStatuses: ListingStatus[] = ['listed', 'unpaid'];

/**
 * When a listing was last confirmed available: its confirmation, else its last renewal, else its
 * publication (listings.schema.ts `confirmationOf` is the same in SQL; decision 230).
 */
export function confirmationAt(row: {
  confirmedAt: Date | null;
  renewedAt: Date | null;
  publishedAt: Date | null;
}): Date | null {
  return row.confirmedAt ?? row.renewedAt ?? row.publishedAt;
}
