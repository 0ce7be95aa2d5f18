import { call } from '../shop-calls';

/** PGlite's socket queue from /api/metrics (cumulative since start): waits per bucket, statements others waited for. */
export interface Queue {
  waits: Map<string, number>;
  holders: Map<string, { runs: number; seconds: number; maxSeconds: number; delayedSeconds: number }>;
}

export type Figures = Map<string, { cpu: number; rss: number; p50: number; p99: number; max: number }>;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** Every process's figures from /api/metrics (the bench calls from 127.0.0.1, which may read them). */
export async function figuresOf(port: number): Promise<Figures> {
  const text = (await call(port, '/api/metrics')).body;
  const figures: Figures = new Map();
  const of = (name: string) => {
    let entry = figures.get(name);
    if (!entry) figures.set(name, (entry = { cpu: 0, rss: 0, p50: 0, p99: 0, max: 0 }));
    return entry;
  };
  for (const match of text.matchAll(
    /^shop_event_loop_delay_seconds\{process="([^"]+)",stat="(p50|p99|max)"\} (\S+)$/gm,
  ))
    of(match[1]!)[match[2] as 'p50' | 'p99' | 'max'] = Number(match[3]) * 1000;
  for (const match of text.matchAll(/^shop_process_cpu_seconds\{process="([^"]+)"\} (\S+)$/gm))
    of(match[1]!).cpu = Number(match[2]);
  for (const match of text.matchAll(/^shop_process_resident_bytes\{process="([^"]+)"\} (\S+)$/gm))
    of(match[1]!).rss = Number(match[2]);
  return figures;
}

export async function queueOf(port: number): Promise<Queue> {
  const text = (await call(port, '/api/metrics')).body;
  const waits = new Map<string, number>();
  for (const match of text.matchAll(/^shop_database_queue_waits\{le="([^"]+)"\} (\S+)$/gm))
    waits.set(match[1]!, Number(match[2]));
  const holders: Queue['holders'] = new Map();
  for (const match of text.matchAll(
    /^shop_database_queue_holders\{statement="((?:[^"\\]|\\.)*)",stat="([a-z_]+)"\} (\S+)$/gm,
  )) {
    const statement = match[1]!.replace(/\\(.)/g, '$1');
    const holder = holders.get(statement) ?? { runs: 0, seconds: 0, maxSeconds: 0, delayedSeconds: 0 };
    const value = Number(match[3]);
    if (match[2] === 'runs') holder.runs = value;
    else if (match[2] === 'seconds') holder.seconds = value;
    else if (match[2] === 'max_seconds') holder.maxSeconds = value;
    else holder.delayedSeconds = value;
    holders.set(statement, holder);
  }
  return { waits, holders };
}
