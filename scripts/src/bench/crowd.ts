import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, PATHS, PRIVACY_POLICY, SORT_ORDERS, productPath } from '@shop/shared/domain';
import type { ListingResponse } from '@shop/shared/contract';
import {
  answeringProcesses,
  type Answer,
  type CallOptions,
  call,
  callUntilAnswered,
  catalogueOf,
  guestOrder,
  logIn,
  ordersOf,
} from '../shop-calls';
import { startShop } from '../shop-process';

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

const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_CROWD_VISITORS ?? 16);
const ITEMS = Number(process.env.SEED_ITEMS ?? 15_000);
const PROCESSES = (process.env.BENCH_CROWD_PROCESSES ?? '1,2').split(',').map(Number);
/** BENCH_CROWD_PINNED=1: the shop on as many cores as it has site processes, so `1,2` compares 1 core with 2. */
const PINNED = process.env.BENCH_CROWD_PINNED === '1';
const onCores = (cores: number) => (PINNED ? ` на ${cores} ${cores === 1 ? 'ядре' : 'ядрах'}` : '');
const ORDERS_PER_SECOND = 3;
/** A visitor's browser keeps the files it has loaded for this many pages, then a new browser comes. */
const PAGES_PER_BROWSER = 8;
const ADMIN = { email: 'admin@bench.test', password: 'Нагрузка-под-контролем-2026' };
const CAPACITY = (process.env.BENCH_CROWD_CAPACITY ?? '').split(',').filter(Boolean).map(Number);
const STEP_SECONDS = Number(process.env.BENCH_CROWD_STEP_SECONDS ?? 30);
/** The aims at p99 under the crowd, by kind of request. */
const AIMS_MS: Partial<Record<Kind, number>> = { html: 150, listing: 100, search: 150, order: 150 };
const FILTERS = ['', '', '&price_to=20000', '&price_from=5000', '&available=1'];

type Kind = 'html' | 'asset' | 'picture' | 'listing' | 'search' | 'product' | 'register' | 'login' | 'order';

interface Run {
  processes: number;
  visitors: number;
  times: Map<Kind, number[]>;
  errors: string[];
  requests: number;
  seconds: number;
  acknowledged: number;
  stored: number;
  figures: { before: Figures; after: Figures };
  queue: { before: Queue; after: Queue };
}

/** PGlite's socket queue from /api/metrics (cumulative since start): waits per bucket, statements others waited for. */
interface Queue {
  waits: Map<string, number>;
  holders: Map<string, { runs: number; seconds: number; maxSeconds: number; delayedSeconds: number }>;
}

type Figures = Map<string, { cpu: number; rss: number; p50: number; p99: number; max: number }>;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

/** A listing page nobody tuned for: any section, page 1–6, any sort, sometimes a filter. */
const randomListing = ({ listings }: Catalogue) =>
  `/api${pick(listings)}/?limit=20&page=${between(1, 6)}&sort=${pick(SORT_ORDERS)}${pick(FILTERS)}`;

/** 1–3 words of the catalogue's own names in any order, a third of the queries with a number. */
function randomQuery({ words }: Catalogue): string {
  const query = Array.from({ length: between(1, 3) }, () => pick(words));
  if (Math.random() < 1 / 3)
    query.push(pick(['до 20000', String(between(3, 200) * 10), '1500 мм', '5 полок']));
  return query.join(' ');
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** Every process's figures from /api/metrics (the bench calls from 127.0.0.1, which may read them). */
async function figuresOf(port: number): Promise<Figures> {
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

async function queueOf(port: number): Promise<Queue> {
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

/** The files a page loads: its scripts, styles, preloads and pictures on this server (not links to pages). */
const filesOf = (html: string) =>
  [...html.matchAll(/<(?:script[^>]+src|img[^>]+src|link[^>]+href)="?([^"\s>]+)/g)]
    .map((match) => (match[1] ?? '').replace(/^https?:\/\/[^/]+/, ''))
    .filter((file) => /^\/(?!\/|api\/(?!catalog\/images\/))[^?]*\.[a-z0-9]+$/.test(file));

async function crowd(
  port: number,
  processes: number,
  catalogue: Catalogue,
  visitors: number,
  seconds: number,
): Promise<Run> {
  const times = new Map<Kind, number[]>();
  const errors: string[] = [];
  let requests = 0;
  let acknowledged = 0;
  const emails: { email: string; orders: number }[] = [];
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const orderEveryMs = (1000 * visitors) / ORDERS_PER_SECOND;

  const visitor = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    // A new address per crowd: the registration limit per address counts across a capacity search's steps.
    const address = `10.${32 + (started % 200)}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = `crowd-${processes}-${index}-${started}@example.ru`;
    const mine = { email, orders: 0 };
    emails.push(mine);
    let cached = new Set<string>();
    let pages = 0;
    let registered = false;
    let nextOrder = started + Math.random() * orderEveryMs;
    let orderNumber = 0;
    const timed = async (kind: Kind, pathname: string, options: CallOptions = {}): Promise<Answer | null> => {
      const from = performance.now();
      requests += 1;
      try {
        const answer = await call(port, pathname, {
          ...options,
          agent,
          headers: { 'x-forwarded-for': address, ...options.headers },
        });
        (times.get(kind) ?? times.set(kind, []).get(kind)!).push(performance.now() - from);
        if (answer.status >= 400)
          errors.push(`${kind} ${pathname}: ${answer.status} ${answer.body.slice(0, 120)}`);
        return answer;
      } catch (error) {
        errors.push(`${kind} ${pathname}: ${(error as Error).message}`);
        return null;
      }
    };
    const page = async (pathname: string) => {
      if (pages++ % PAGES_PER_BROWSER === 0) cached = new Set();
      const answer = await timed('html', pathname);
      if (!answer) return;
      const files = filesOf(answer.body).filter((file) => !cached.has(file));
      await Promise.all(
        files.map(async (file) => {
          cached.add(file);
          await timed(file.includes('/images/') ? 'picture' : 'asset', file);
        }),
      );
    };
    const steps: (() => Promise<unknown>)[] = [
      () =>
        page(pick([PATHS.home, PATHS.catalog, pick(catalogue.listings), productPath(pick(catalogue.items))])),
      async () => {
        const answer = await timed('listing', randomListing(catalogue));
        if (answer?.status !== 200) return;
        const { products } = JSON.parse(answer.body) as ListingResponse;
        const pictures = products
          .slice(0, 4)
          .map((product) => product.image)
          .filter((src) => src && !cached.has(src));
        await Promise.all(pictures.map((src) => (cached.add(src), timed('picture', src))));
      },
      () => timed('search', `/api${ENDPOINTS.search(randomQuery(catalogue), 5)}`),
      () => timed('product', `/api${ENDPOINTS.item(pick(catalogue.items))}`),
    ];
    while (Date.now() < deadline) {
      if (Date.now() >= nextOrder) {
        nextOrder += orderEveryMs;
        const key = `crowd-${started}-${index}-${orderNumber++}`;
        const options: CallOptions = {
          method: 'POST',
          body: guestOrder(pick(catalogue.items), email),
          headers: { 'idempotency-key': key, 'x-forwarded-for': address },
        };
        const from = performance.now();
        requests += orderNumber % 4 === 0 ? 2 : 1;
        const answers = await Promise.all(
          (orderNumber % 4 === 0 ? [options, options] : [options]).map((o) =>
            callUntilAnswered(port, '/api/user/sendOrder', { ...o, agent }).catch((error: Error) => error),
          ),
        );
        (times.get('order') ?? times.set('order', []).get('order')!).push(performance.now() - from);
        const ok = answers.filter(
          (a): a is Answer => !(a instanceof Error) && (a.status === 200 || a.status === 201),
        );
        for (const a of answers)
          if (a instanceof Error || (a.status !== 200 && a.status !== 201))
            errors.push(`order: ${a instanceof Error ? a.message : `${a.status} ${a.body.slice(0, 120)}`}`);
        if (ok.length) {
          acknowledged += 1;
          mine.orders += 1;
        }
      } else if (!registered) {
        registered = true;
        await timed('register', `/api${ENDPOINTS.registration}`, {
          method: 'POST',
          body: {
            name: 'Покупатель',
            email: `account-${email}`,
            phoneNumber: '+7 949 555 12 34',
            password: 'надёжный пароль покупателя',
            consent: true,
            policyVersion: PRIVACY_POLICY.version,
          },
        });
      } else if (Math.random() < 0.05) {
        await timed('login', `/api${ENDPOINTS.login}`, {
          method: 'POST',
          body: { email: `account-${email}`, password: 'надёжный пароль покупателя' },
        });
      } else {
        await pick(steps)();
      }
      await sleep(50 + Math.random() * 350);
    }
    agent.destroy();
  };
  const before = await figuresOf(port);
  const queueBefore = await queueOf(port);
  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)));
  const took = (Date.now() - started) / 1000;
  const after = await figuresOf(port);
  const queueAfter = await queueOf(port);
  const token = await logIn(port, ADMIN.email, ADMIN.password);
  let stored = 0;
  for (const { email, orders } of emails) {
    const found = await ordersOf(port, token, email);
    stored += found;
    if (found !== orders) errors.push(`заказы ${email}: подтверждено ${orders}, в базе ${found}`);
  }
  return {
    processes,
    visitors,
    times,
    errors,
    requests,
    seconds: took,
    acknowledged,
    stored,
    figures: { before, after },
    queue: { before: queueBefore, after: queueAfter },
  };
}

function report(run: Run): void {
  const ms = (value: number) => `${value.toFixed(0)} мс`.padStart(8);
  console.log(
    `\nПроцессов сайта: ${run.processes}${onCores(run.processes)}; ${run.visitors} посетителей, ${run.seconds.toFixed(0)} с`,
  );
  console.log(
    `  запросов ${run.requests} (${(run.requests / run.seconds).toFixed(0)}/с), ошибок ${run.errors.length}`,
  );
  for (const error of [...new Set(run.errors)].slice(0, 10)) console.log(`    ${error}`);
  console.log(`  заказов подтверждено ${run.acknowledged}, в базе ${run.stored}`);
  console.log('  вид        число      p50      p99');
  for (const [kind, values] of run.times)
    console.log(
      `  ${kind.padEnd(9)} ${String(values.length).padStart(6)} ${ms(percentile(values, 50))} ${ms(percentile(values, 99))}`,
    );
  console.log('  процесс       CPU    память (рост)    цикл событий p50 / p99 / max (max до толпы)');
  for (const [name, after] of run.figures.after) {
    const before = run.figures.before.get(name);
    const cpu = before ? (100 * (after.cpu - before.cpu)) / run.seconds : NaN;
    const growth = before ? (after.rss - before.rss) / 2 ** 20 : NaN;
    console.log(
      `  ${name.padEnd(11)} ${cpu.toFixed(0).padStart(4)} % ${(after.rss / 2 ** 20).toFixed(0).padStart(6)} МБ (${growth >= 0 ? '+' : ''}${growth.toFixed(0)})` +
        `    ${after.p50.toFixed(1)} / ${after.p99.toFixed(1)} / ${after.max.toFixed(0)} мс (${before?.max.toFixed(0) ?? '–'})`,
    );
  }
}

/** The crowd's waits at PGlite's socket (bounds of the buckets holding p50/p99/max) and whom they waited for. */
function reportQueue({ before, after }: Run['queue']): void {
  const counts = [...after.waits].map(([le, count]) => [le, count - (before.waits.get(le) ?? 0)] as const);
  const total = counts.at(-1)?.[1] ?? 0;
  if (!total) return;
  const upTo = (share: number) => counts.find(([, count]) => count >= share * total)?.[0] ?? '+Inf';
  const max = counts.find(([, count]) => count === total)?.[0] ?? '+Inf';
  const ms = (le: string) => (le === '+Inf' ? '>1000' : String(Number(le) * 1000));
  console.log(
    `  очередь PGlite: ${total} запросов, ожидание p50 ≤ ${ms(upTo(0.5))} мс, p99 ≤ ${ms(upTo(0.99))} мс, max ≤ ${ms(max)} мс`,
  );
  const holders = [...after.holders]
    .map(([statement, now]) => {
      const then = before.holders.get(statement);
      return {
        statement,
        runs: now.runs - (then?.runs ?? 0),
        seconds: now.seconds - (then?.seconds ?? 0),
        maxSeconds: now.maxSeconds,
        delayed: now.delayedSeconds - (then?.delayedSeconds ?? 0),
      };
    })
    .filter((holder) => holder.delayed > 0)
    .sort((a, b) => b.delayed - a.delayed);
  console.log('  кого ждали: ждали, с   выполнений  среднее  max  оператор');
  for (const { statement, runs, seconds, maxSeconds, delayed } of holders.slice(0, 6))
    console.log(
      `    ${delayed.toFixed(1).padStart(8)} ${String(runs).padStart(8)} ${((1000 * seconds) / Math.max(1, runs)).toFixed(0).padStart(6)} мс ${(1000 * maxSeconds).toFixed(0).padStart(4)} мс  ${statement.slice(0, 70)}`,
    );
}

/** The aims a run broke (p99 by kind, errors, orders not stored exactly once); none: it held. */
function broken(run: Run): string[] {
  const misses = Object.entries(AIMS_MS)
    .map(([kind, aim]) => [kind, percentile(run.times.get(kind as Kind) ?? [], 99), aim] as const)
    .filter(([, p99, aim]) => p99 > aim)
    .map(([kind, p99, aim]) => `${kind} p99 ${p99.toFixed(0)} > ${aim} мс`);
  if (run.errors.length) misses.push(`ошибок ${run.errors.length}`);
  if (run.stored !== run.acknowledged) misses.push(`заказов в базе ${run.stored} из ${run.acknowledged}`);
  return misses;
}

const rate = (run: Run) => run.requests / run.seconds;

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
