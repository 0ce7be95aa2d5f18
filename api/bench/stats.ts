/** The p-th percentile (nearest rank) of an ascending list of timings; 0 for an empty list. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A small seeded generator, so runs ask the same queries. */
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sum of a statements histogram in the API's metrics (`labels` picks one series: `{call="listing"}`): read
 * before and after a call, its statements; `part: 'count'` reads how many calls the histogram observed.
 */
export async function statementsSoFar(
  base: string,
  metric: string,
  labels = '',
  part: 'sum' | 'count' = 'sum',
): Promise<number> {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${metric}_${part}${labels} `));
  return line ? Number(line.split(' ')[1]) : 0;
}
