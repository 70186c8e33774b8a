import type { Clock } from '../../platform/clock/clock.ts';
import { clockedLru } from '../../platform/clock/clocked-lru.ts';

/**
 * The totals of recent first pages by filter set (docs/decisions/112-search-count-cache.md): the many
 * visitors of one popular search share one count. An entry lives `ttlMs` at most, and every entry
 * goes at once when this instance changes any listing; a change made on another instance, or a
 * listing's validity running out, shows within `ttlMs`.
 */
export interface SearchCountCache {
  /**
   * The total of a filter set: a fresh entry, the count already running for it, or `count()`,
   * remembered unless a listing changed here while it ran.
   */
  through(key: string, count: () => Promise<number>): Promise<number>;
  /** A listing changed on this instance: no total counted before may be answered again. */
  clear(): void;
}

export interface SearchCountCacheOptions {
  clock: Clock;
  /** How long a total may be answered without counting again; 0 keeps none. */
  ttlMs: number;
  /** How many filter sets are kept (least recently asked go first). */
  maxEntries: number;
}

export function createSearchCountCache({
  clock,
  ttlMs,
  maxEntries,
}: SearchCountCacheOptions): SearchCountCache {
  // 0 keeps nothing: `through` counts every time.
  const totals = clockedLru<number>(clock, ttlMs, maxEntries);
  // Counts running now, by generation and filter set: ten visitors arriving together count once,
  // but never share a count that started before a change.
  const running = new Map<string, Promise<number>>();
  let generation = 0;

  return {
    through(key, count) {
      if (ttlMs === 0) return count();
      const known = totals.get(key);
      if (known !== undefined) return Promise.resolve(known);
      const started = generation;
      const runningKey = `${started} ${key}`;
      const already = running.get(runningKey);
      if (already) return already;
      const counting = count()
        .then((total) => {
          if (started === generation) totals.set(key, total);
          return total;
        })
        .finally(() => running.delete(runningKey));
      running.set(runningKey, counting);
      return counting;
    },
    clear() {
      generation += 1;
      totals.clear();
    },
  };
}
