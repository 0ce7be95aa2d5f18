import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { answeringProcesses, catalogueOf } from '../shop-calls';
import { startShop } from '../shop-process';
import {
  ADMIN,
  CAPACITY,
  ITEMS,
  PINNED,
  PROCESSES,
  SECONDS,
  STEP_SECONDS,
  VISITORS,
  onCores,
} from './crowd-settings';
import { figuresOf, percentile } from './crowd-metrics';
import { type Catalogue, type Run, crowd, sleep } from './crowd-run';
import { broken, rate, report, reportQueue } from './crowd-report';

/**
 * `npm run bench -- --crowd-shop`: a crowd of shoppers against `npm start`. BENCH_CROWD_VISITORS
 * (16) visitors, each from its own address (X-Forwarded-For behind TRUST_PROXY) with its own keep-alive
 * connections, for BENCH_CROWD_SECONDS (60; judge the aims by runs of 300–600): pages with their scripts,
 * styles and pictures (a new browser every few pages), listings of any section, page, sort and filter,
 * searches of 1–3 random words of the catalogue's own names (a third with a number), products, a
 * registration and logins, and about ORDERS_PER_SECOND orders a second, every fourth sent twice with its
 * Idempotency-Key; 50–400 ms between steps. Runs once per entry of BENCH_CROWD_PROCESSES (`1,2`: one and
 * two site processes, on the same database; with BENCH_CROWD_PINNED=1 on that many cores) and prints per
 * run: p50/p99 per kind, errors, the orders found on the desk (each acknowledged order exactly once), memory
 * and CPU per process, the event loop's delay; then the ratios between the runs. With DATABASE_URL the shop
 * runs on that PostgreSQL. BENCH_DATA_DIR keeps the seeded catalogue between runs (so runs before and after a
 * change compare on one catalogue, without seeding).
 *
 * BENCH_CROWD_CAPACITY (`16,32,48,64,96`) searches the capacity instead: per process count, crowds of those
 * sizes one after another for BENCH_CROWD_STEP_SECONDS (30) each on the same shop, until one breaks an aim
 * (AIMS_MS at p99, or an error); the request rate of the largest crowd that held is the capacity,
 * and the ratio of capacities between the process counts is how the shop grows with cores.
 */

/** Crowds of growing size on one shop until an aim breaks; the rate of the largest that held, or 0. */
async function capacityOf(port: number, processes: number, catalogue: Catalogue): Promise<number> {
  let held = 0;
  for (const visitors of CAPACITY) {
    const run = await crowd(port, processes, catalogue, visitors, STEP_SECONDS);
    report(run);
    const misses = broken(run);
    console.log(`  ${misses.length ? `не выдержал: ${misses.join(', ')}` : 'цели выдержаны'}`);
    if (misses.length) break;
    held = rate(run);
  }
  console.log(
    `\nЁмкость при ${processes} процессах сайта${onCores(processes)}: ${held.toFixed(0)} запросов/с`,
  );
  return held;
}

export async function benchCrowd(): Promise<void> {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crowd-'));
  const runs: Run[] = [];
  const capacities: number[] = [];
  try {
    for (const processes of PROCESSES) {
      const shop = await startShop(
        {
          DATA_DIR: dataDir,
          SEED_ITEMS: String(ITEMS),
          SITE_PROCESSES: String(processes),
          TRUST_PROXY: '127.0.0.1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LIMIT_GUEST_ORDERS_PER_IP: '100000',
          LIMIT_LETTERS_PER_EMAIL: '100000',
        },
        PINNED ? processes : undefined,
      );
      try {
        // The port opens with the first process; the others warm up first: the crowd waits for all of them.
        while ((await answeringProcesses(shop.port)).length < processes) await sleep(500);
        // …and for each to have reported its figures, so the crowd's CPU and memory growth are per process.
        const sites = async () =>
          [...(await figuresOf(shop.port)).keys()].filter((n) => n.startsWith('site-'));
        while ((await sites()).length < processes) await sleep(500);
        const catalogue = await catalogueOf(shop.port);
        if (CAPACITY.length) {
          capacities.push(await capacityOf(shop.port, processes, catalogue));
          continue;
        }
        const run = await crowd(shop.port, processes, catalogue, VISITORS, SECONDS);
        runs.push(run);
        report(run);
        reportQueue(run.queue);
        console.log(`  цели: ${broken(run).join(', ') || 'выдержаны'}`);
      } finally {
        await shop.stop();
      }
    }
    const [first, second] = capacities;
    if (first && second)
      console.log(`\nЁмкость ${PROCESSES[1]} процессов ÷ ${PROCESSES[0]}: ${(second / first).toFixed(2)}×`);
    const [one, two] = runs;
    if (one && two) {
      console.log(`\n${two.processes} процесса ÷ ${one.processes}:`);
      console.log(`  запросов в секунду ${(rate(two) / rate(one)).toFixed(2)}×`);
      for (const [kind, values] of two.times) {
        const base = one.times.get(kind);
        if (base)
          console.log(
            `  p99 ${kind.padEnd(9)} ${(percentile(values, 99) / percentile(base, 99)).toFixed(2)}×`,
          );
      }
    }
  } finally {
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
