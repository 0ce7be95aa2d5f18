import { readFileSync, readdirSync } from 'node:fs';

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

/** CPU time (ms) each thread of a process has used so far, by thread id (Linux /proc; empty elsewhere). */
export function threadCpu(pid: number | undefined): Map<string, number> {
  const used = new Map<string, number>();
  if (pid === undefined) return used;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // utime and stime, in clock ticks (100 a second), after the command's name in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(tid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    }
  } catch {
    // A thread ended while being read, or no /proc: what was read stands.
  }
  return used;
}

/**
 * CPU time per request between two readings of threadCpu(): the request thread (the process's own id), the
 * busiest other thread (PGlite's, when it runs in the process) and the rest (garbage collection,
 * compression, compilation).
 */
export function cpuPerRequest(
  pid: number,
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
): { main: number; busiest: number; rest: number } {
  const spent = [...after].map(([tid, ms]) => [tid, (ms - (before.get(tid) ?? 0)) / requests] as const);
  const main = spent.find(([tid]) => tid === String(pid))?.[1] ?? 0;
  const others = spent.filter(([tid]) => tid !== String(pid)).map(([, ms]) => ms);
  const busiest = Math.max(0, ...others);
  const rest = others.reduce((sum, ms) => sum + ms, 0) - busiest;
  return { main, busiest, rest };
}
