import { seededRandom } from '../../apps/api/src/seed/demo-texts.ts';

/**
 * The generator's one source of chance: the demo data's seeded generator (mulberry32) plus the
 * shapes a market needs (normal, log-normal, weighted picks, ids). One stream per run, drawn in
 * order, so a seed always yields the same listings whatever the batch size.
 */
export function marketRandom(seed: number) {
  const base = seededRandom(seed);
  const { next } = base;

  /** Standard normal (Box–Muller; one value per call keeps the stream simple). */
  const normal = () => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };

  const hex = (count: number) => {
    let out = '';
    for (let i = 0; i < count; i += 1) out += Math.floor(next() * 16).toString(16);
    return out;
  };

  return {
    ...base,
    normal,
    /** A log-normal value with this median and spread (sigma of the log). */
    logNormal: (median: number, sigma: number) => median * Math.exp(sigma * normal()),
    /** An index into `weights`, with chance proportional to its weight (cumulative weights given). */
    pickCumulative(cumulative: readonly number[]): number {
      const total = cumulative[cumulative.length - 1] ?? 0;
      const target = next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] as number) > target) high = middle;
        else low = middle + 1;
      }
      return low;
    },
    /** One key of a table of weights. */
    pickWeighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [key, weight] of entries) {
        target -= weight;
        if (target < 0) return key;
      }
      return (entries[entries.length - 1] as [K, number])[0];
    },
    /** A version-4-shaped UUID from the stream: the same seed gives the same ids. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}
export type MarketRandom = ReturnType<typeof marketRandom>;

/** Running sums, for `pickCumulative`. */
export function cumulativeOf(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => {
    sum += weight;
    return sum;
  });
}

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
