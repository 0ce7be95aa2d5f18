import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { readSettings } from '../src/settings';
import { percentile } from './stats';

/**
 * The API process's event loop while `callers` ask uncached listings and searches in a loop:
 * its delay p50/p99/max (prom-client's monitorEventLoopDelay in /api/metrics, reset at each scrape, so one
 * scrape before and one after bound the window), the answers per second, and /api/health asked every 20 ms
 * meanwhile — what a picture or a cached page would wait.
 */
export async function benchLoop(base: string, paths: string[], seconds: number, callers = 4): Promise<void> {
  await loopDelay(base); // resets the histogram
  const until = Date.now() + seconds * 1000;
  let answered = 0;
  const caller = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      const response = await fetch(`${base}${paths[i % paths.length]}`);
      await response.arrayBuffer();
      answered++;
    }
  };
  const health: number[] = [];
  const probe = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([...Array.from({ length: callers }, (_, i) => caller(i * 3)), probe()]);
  const delay = await loopDelay(base);
  health.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `  цикл событий API: p50 ${ms(delay.p50)} мс, p99 ${ms(delay.p99)} мс, max ${ms(delay.max)} мс; ` +
      `${(answered / seconds).toFixed(0)} ответов/с; /api/health p50 ${ms(percentile(health, 50))} мс, ` +
      `p99 ${ms(percentile(health, 99))} мс, max ${ms(health.at(-1) ?? 0)} мс`,
  );
}

async function loopDelay(base: string): Promise<{ p50: number; p99: number; max: number }> {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const seconds = (name: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name} `))
        ?.split(' ')[1] ?? NaN,
    );
  return {
    p50: seconds('nodejs_eventloop_lag_p50_seconds') * 1000,
    p99: seconds('nodejs_eventloop_lag_p99_seconds') * 1000,
    max: seconds('nodejs_eventloop_lag_max_seconds') * 1000,
  };
}

/** Mean time of a simple statement (`SELECT 1`, a product by id) through `openDatabase` with `env` set. */
export async function queryCost(dataDir: string, env: Record<string, string>): Promise<string> {
  const database = await openDatabase({ dataDir }, readSettings({ ...process.env, ...env }));
  try {
    const mean = async (query: ReturnType<typeof sql>) => {
      for (let i = 0; i < 200; i++) await database.db.execute(query);
      const started = performance.now();
      for (let i = 0; i < 2000; i++) await database.db.execute(query);
      return `${(((performance.now() - started) / 2000) * 1000).toFixed(0)} мкс`;
    };
    const one = await mean(sql`SELECT 1`);
    const product = await mean(sql`SELECT * FROM products WHERE id = 100001`);
    return `SELECT 1 ${one}, товар по id ${product}`;
  } finally {
    await database.close();
  }
}
