import http from 'node:http';
import { cpuPerRequest, percentile, statementsSoFar, threadCpu } from './stats';

// How the unseen-traffic bench (unseen.ts) times its calls and reports them.

export interface Timed {
  text: string;
  ms: number;
  statements?: number;
  status: number;
}

export type TimedGet = (base: string, path: string) => Promise<{ ms: number; status: number }>;

/**
 * A caller with one keep-alive connection, as a browser tab keeps one, timing each answer to its last byte as
 * sent: gzip, which it asks for as every browser does, not unpacked. `fetch` unpacks each answer on its thread
 * pool: on a two-core machine a busy thread beside the API's two, which made the same answer from a bare
 * `node:http` server slower (`timedFetch` below prints that figure beside).
 */
export function caller(): { get: TimedGet; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get: TimedGet = (base, path) => {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () =>
            resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
          );
        })
        .on('error', reject);
    });
  };
  return { get, close: () => agent.destroy() };
}

/** The answer through `fetch`, unpacked: what the bench measured before its own caller (see caller()). */
export const timedFetch: TimedGet = async (base, path) => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
};

/** The bench's one quiet caller. */
export const quietCaller = caller();
export const timedGet = quietCaller.get;

/** A catalogue call asked once, with the statements it sent to the database (from /api/metrics). */
export async function timedCall(base: string, call: 'search' | 'listing', path: string): Promise<Timed> {
  const statements = () => statementsSoFar(base, 'shop_catalog_statements', `{call="${call}"}`);
  const before = await statements();
  const { ms, status } = await timedGet(base, path);
  const text = call === 'search' ? new URL(path, base).searchParams.get('query')! : path;
  return { text, ms, status, statements: (await statements()) - before };
}

/** Prints p50, p99 (and the aim beside them) and the slowest ten; returns the p50 and the p99. */
export function report(title: string, timed: Timed[], aim: string): { p50: number; p99: number } {
  const sorted = [...timed].sort((a, b) => a.ms - b.ms);
  const times = sorted.map((t) => t.ms);
  const failed = timed.filter((t) => t.status !== 200).length;
  console.log(
    `${title}: ${timed.length} запросов, p50 ${percentile(times, 50).toFixed(1)} мс, p99 ` +
      `${percentile(times, 99).toFixed(1)} мс, max ${(times.at(-1) ?? 0).toFixed(1)} мс ` +
      `(цель: ${aim})${failed ? `, не 200: ${failed}` : ''}; медленнее всех:`,
  );
  for (const t of sorted.slice(-10).reverse()) {
    const statements = t.statements === undefined ? '' : `, запросов к базе ${t.statements}`;
    console.log(`  ${t.ms.toFixed(1)} мс «${t.text}»${statements}`);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Asks `paths` once each, in order, with nothing else: the threads' CPU time per request (Linux). */
async function cpuPass(
  base: string,
  pid: number,
  paths: string[],
): Promise<ReturnType<typeof cpuPerRequest>> {
  const before = threadCpu(pid);
  for (const path of paths) await timedGet(base, path);
  return cpuPerRequest(pid, before, threadCpu(pid), paths.length);
}

/**
 * Prints the CPU time per request of `paths`, each asked once more without the /api/metrics reads that
 * timedCall makes around a request: on a machine shared with other work, the clock's tail is mostly waiting
 * for a core, CPU time is the cost.
 */
export async function printCpu(
  base: string,
  pid: number | undefined,
  what: string,
  paths: string[],
): Promise<void> {
  if (pid === undefined || paths.length === 0) return;
  const per = await cpuPass(base, pid, paths);
  console.log(
    `  CPU на запрос (${what}, ${paths.length} запросов без чтений /api/metrics): поток запросов ` +
      `${per.main.toFixed(2)} мс, самый занятый другой поток (PGlite) ${per.busiest.toFixed(2)} мс, ` +
      `остальные потоки ${per.rest.toFixed(2)} мс`,
  );
}
