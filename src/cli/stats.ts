// Small statistics for reports: Wilson score interval, percentiles.

/** 95% Wilson interval of a rate from `score` successes in `n` trials (ties count ½). */
export function wilson95(score: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = score / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of values, nearest rank; 0 for an empty list. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => quantile(values, 0.5);

export const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
