import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.ts';

/**
 * An LRU cache whose entries live `ttlMs` on the app's clock, so tests move time instead of
 * sleeping. lru-cache reads a ttl of 0 as "forever"; callers that mean "keep nothing" with 0 check
 * `ttlMs > 0` before they set (the ttl here is at least 1 ms).
 */
export function clockedLru<V extends {}>(
  clock: Clock,
  ttlMs: number,
  maxEntries: number,
): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: maxEntries,
    ttl: Math.max(1, ttlMs),
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
  });
}
