/** Several runs of one figure: p95 by the nearest rank (of 20 runs, the 19th). */
export interface Distribution {
  n: number;
  min: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

export const round = (value: number, digits = 1) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

export function distribution(values: readonly number[]): Distribution {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    n: sorted.length,
    min: round(sorted[0] ?? Number.NaN),
    median: round(at(0.5) ?? Number.NaN),
    p95: round(at(0.95) ?? Number.NaN),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(sum / sorted.length),
  };
}

/** Seconds since `started` (performance.now()), one decimal. */
export const secondsSince = (started: number) => round((performance.now() - started) / 1000);
