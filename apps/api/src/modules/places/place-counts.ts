import type { Clock } from '../../platform/clock/clock.ts';
import type { ListingCounts, ListingsReader, PlaceListingCounts } from '../listings/ports.ts';

/** Counts younger than this are answered as they are (docs/decisions/086-place-listing-counts.md). */
export const placeCountsRenewAfterMs = 30_000;
/** Counts older than this are never answered: the request waits for a new count. */
export const placeCountsMaxAgeMs = 120_000;

/**
 * Public listings per place, counted by one grouped query and shared by every autocomplete and
 * place answer (by the app's clock): counting per request would scan every public listing on each
 * keystroke. A copy older than `renewAfterMs` is still answered while one count renews it in the
 * background, so under steady traffic no request waits for a count (at 1 000 000 listings one takes
 * seconds); only the first request, or one after `maxAgeMs` without traffic, waits. Requests that
 * arrive during a count share it, never start their own.
 */
export function createPlaceCounts({
  listings,
  clock,
  renewAfterMs = placeCountsRenewAfterMs,
  maxAgeMs = placeCountsMaxAgeMs,
}: {
  listings: Pick<ListingsReader, 'publicCountsByPlace'>;
  clock: Clock;
  renewAfterMs?: number;
  maxAgeMs?: number;
}) {
  let current: { countedAt: number; counts: PlaceListingCounts } | undefined;
  let counting: Promise<PlaceListingCounts> | undefined;

  function count(): Promise<PlaceListingCounts> {
    counting ??= listings
      .publicCountsByPlace()
      .then((counts) => {
        current = { countedAt: clock.now().getTime(), counts };
        return counts;
      })
      .finally(() => {
        counting = undefined;
      });
    return counting;
  }

  return {
    /** The counts: at most `maxAgeMs` old, renewed in the background once `renewAfterMs` old. */
    async get(): Promise<PlaceListingCounts> {
      const age = current ? clock.now().getTime() - current.countedAt : Number.POSITIVE_INFINITY;
      if (current && age < renewAfterMs) return current.counts;
      if (current && age < maxAgeMs) {
        // A failed renewal leaves the copy in place; the next request tries again.
        count().catch(() => undefined);
        return current.counts;
      }
      return count();
    },

    /** Resolves once no count is running (a renewal started in the background has ended). */
    async settled(): Promise<void> {
      await counting?.catch(() => undefined);
    },
  };
}

export type PlaceCounts = ReturnType<typeof createPlaceCounts>;

const none: ListingCounts = { sell: 0, rent: 0 };

/** A place's counts; the country holds every public listing. */
export function countsOf(counts: PlaceListingCounts, slug: string, isCountry: boolean): ListingCounts {
  return isCountry ? counts.total : (counts.bySlug.get(slug) ?? none);
}
