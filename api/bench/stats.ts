/** The p-th percentile (nearest rank) of an ascending list of timings; 0 for an empty list. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
