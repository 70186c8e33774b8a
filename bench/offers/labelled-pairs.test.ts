import { describe, expect, it } from 'vitest';
import { sameProperty } from '../../apps/api/src/modules/listings/offers/offer-matcher.ts';
import { labelledPairs, pairCounts } from './labelled-pairs.ts';
import { scoreOf } from './score.ts';

/**
 * The matcher on the labelled set (bench/offers, issue 30): agencies' copies of one property and
 * the near misses of one building, with real perceptual hashes of generated photos. The set is the
 * same every run, so this fails when the matcher or its thresholds break. Pure code, no database:
 * it runs once, in the unit project (vitest.config.ts), not in both api engines' runs.
 */
describe('the offer matcher on the labelled set', () => {
  it('groups at least 90 % of the copies and joins at most 2 % wrongly (at least 500 pairs)', async () => {
    const pairs = await labelledPairs();
    expect(pairs.length).toBe(Object.values(pairCounts).reduce((sum, count) => sum + count, 0));
    expect(pairs.length).toBeGreaterThanOrEqual(500);
    const score = scoreOf(pairs, sameProperty);
    expect(score.precision).toBeGreaterThanOrEqual(0.98);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  }, 180_000);
});
