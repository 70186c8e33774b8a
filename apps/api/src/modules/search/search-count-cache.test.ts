import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock/clock.ts';
import { createSearchCountCache } from './search-count-cache.ts';

/** A count that answers when told to, and says how often it was asked. */
function pendingCounts() {
  const answers: Array<(total: number) => void> = [];
  return {
    count: () => new Promise<number>((resolve) => answers.push(resolve)),
    get asked() {
      return answers.length;
    },
    answer: (index: number, total: number) => answers[index]?.(total),
  };
}

describe('the search totals cache', () => {
  it('answers a total again for its time, then counts again', async () => {
    const clock = new ManualClock();
    const totals = createSearchCountCache({ clock, ttlMs: 5_000, maxEntries: 10 });
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 40 + counted;
    };
    expect(await totals.through('flats', count)).toBe(41);
    clock.advance(5_000);
    expect(await totals.through('flats', count)).toBe(41);
    expect(await totals.through('houses', count)).toBe(42);
    clock.advance(1);
    expect(await totals.through('flats', count)).toBe(43);
  });

  it('visitors arriving together share one count', async () => {
    const totals = createSearchCountCache({ clock: new ManualClock(), ttlMs: 5_000, maxEntries: 10 });
    const counts = pendingCounts();
    const together = [1, 2, 3].map(() => totals.through('flats', counts.count));
    expect(counts.asked).toBe(1);
    counts.answer(0, 7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
  });

  it('a change drops every total, and a count that began before it is neither kept nor shared', async () => {
    const totals = createSearchCountCache({ clock: new ManualClock(), ttlMs: 5_000, maxEntries: 10 });
    const counts = pendingCounts();
    const before = totals.through('flats', counts.count);
    totals.clear();
    // Asked after the change: its own count, not the one already running.
    const after = totals.through('flats', counts.count);
    expect(counts.asked).toBe(2);
    counts.answer(0, 7);
    counts.answer(1, 8);
    expect([await before, await after]).toEqual([7, 8]);
    // The total kept is the one counted after the change.
    expect(await totals.through('flats', counts.count)).toBe(8);
    expect(counts.asked).toBe(2);
  });

  it('a failed count is not kept', async () => {
    const totals = createSearchCountCache({ clock: new ManualClock(), ttlMs: 5_000, maxEntries: 10 });
    await expect(totals.through('flats', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await totals.through('flats', async () => 3)).toBe(3);
  });

  it('keeps nothing with a time of 0', async () => {
    const totals = createSearchCountCache({ clock: new ManualClock(), ttlMs: 0, maxEntries: 10 });
    let counted = 0;
    const count = async () => ++counted;
    expect(await totals.through('flats', count)).toBe(1);
    expect(await totals.through('flats', count)).toBe(2);
  });
});
