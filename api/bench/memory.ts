import fs from 'node:fs';
import { ENDPOINTS } from '@shop/shared/domain';
import type { DatabaseProcessMemory } from './database-process';
import { percentile } from './stats';

/**
 * The API's memory budget, against the API as shipped (answer cache on): `answers` distinct
 * listing pages of 100 items (price bounds varied, each asked once, four callers), then the API's resident
 * memory beside the aim (the cache's budget + 150 MB), the cache's own estimate, the request thread's JS heap
 * before and after, and the database's memory: the process holding PGlite when the API reaches it over its
 * socket, as under `npm start` (`database`), or PGlite's thread inside the API (its JS heap and its
 * WebAssembly memory, which never shrinks), and how long those answers took (each one computed, gzipped and
 * kept: a miss). Where the API's resident memory goes: V8's spaces (reserved, not only used), memory outside
 * V8's heap and the kernel's view of the process (anonymous memory: V8, malloc; file-backed: node's code and
 * libraries). Prints figures; asserts nothing.
 */
const CALLERS = 4;

const series = (text: string, name: string): number =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name} `))
      ?.split(' ')[1] ?? NaN,
  );

/** V8's spaces whose reserved size the bench prints (prom-client names them without `_space`). */
const SPACES = ['new', 'old', 'code', 'large_object'] as const;

/** The kernel's view of a process (/proc/<pid>/smaps_rollup; NaN where there is none). */
function kernelView(pid: number) {
  let text = '';
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  } catch {
    // not Linux
  }
  const bytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
  return { anonymous: bytes('Anonymous'), fileBacked: bytes('Rss') - bytes('Anonymous') };
}

/** One reading of /api/metrics and the kernel: the process's RSS and each thread's memory (NaN where absent). */
function reading(text: string, pid: number) {
  const thread = (kind: string) => series(text, `shop_database_thread_memory_bytes{kind="${kind}"}`);
  const space = (name: string) => series(text, `nodejs_heap_space_size_total_bytes{space="${name}"}`);
  return {
    rss: series(text, 'process_resident_memory_bytes'),
    heap: series(text, 'nodejs_heap_size_used_bytes'),
    heapReserved: series(text, 'nodejs_heap_size_total_bytes'),
    spaces: SPACES.map((name) => ({ name, reserved: space(name) })),
    external: series(text, 'nodejs_external_memory_bytes'),
    dbHeap: thread('heap_used'),
    wasm: thread('wasm'),
    ...kernelView(pid),
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const change = (before: number, after: number) =>
  Number.isNaN(after) ? 'нет' : `${mb(before)} → ${mb(after)} МБ`;

export interface MemoryLayout {
  /** How the API reaches its database, as printed. */
  name: string;
  /** The memory of the process holding PGlite, when it is not the API's own. */
  database?: () => Promise<DatabaseProcessMemory>;
}

export async function benchMemory(
  base: string,
  pid: number,
  budgetMb: number,
  answers: number,
  layout: MemoryLayout,
): Promise<void> {
  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string }> }>;
  const links = ((await (await fetch(`${base}/api/catalog/`)).json()) as Tree).flatMap((c) =>
    c.subcategories.map((s) => s.subcategoryLink),
  );
  const metrics = async () => (await fetch(`${base}/api/metrics`)).text();
  const before = reading(await metrics(), pid);
  const databaseBefore = await layout.database?.();
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const times: number[] = [];
  const caller = async () => {
    for (let i = next++; i < answers; i = next++) {
      const link = links[i % links.length]!;
      const path = ENDPOINTS.listing(link, {
        limit: 100,
        page: 1,
        sort: 'price_asc',
        filters: { props: {}, priceFrom: 1 + Math.floor(i / links.length) },
      });
      const asked = performance.now();
      const response = await fetch(`${base}/api${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - asked);
      if (!response.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, caller));
  times.sort((a, b) => a - b);
  const text = await metrics();
  const after = reading(text, pid);
  const aim = (budgetMb + 150) * 1024 * 1024;
  console.log(
    `Память, ${layout.name}: ${answers} разных ответов (листинги по 100 товаров) за ` +
      `${((performance.now() - started) / 1000).toFixed(0)} с${failed ? `, не 200: ${failed}` : ''} (${CALLERS} ` +
      `клиента, ответ p50 ${percentile(times, 50).toFixed(1)} мс, p99 ${percentile(times, 99).toFixed(1)} мс); ` +
      `резидентная память API ${change(before.rss, after.rss)} (цель: ≤ бюджет кэша ${budgetMb} + 150 = ` +
      `${budgetMb + 150} МБ, ${after.rss <= aim ? 'выполнена' : 'не выполнена'}; рост ${mb(after.rss - before.rss)} МБ, ` +
      `${after.rss - before.rss <= aim ? 'в пределах' : 'сверх'} неё, docs/spec-deviations.md); кэш ответов ` +
      `${mb(series(text, 'shop_answer_cache_bytes'))} МБ в ${series(text, 'shop_answer_cache_entries')} ` +
      `ответах, вытеснено ${series(text, 'shop_answer_cache_evictions_total')}; куча JS API ` +
      `${change(before.heap, after.heap)}, память вне кучи (буферы ответов) ${change(before.external, after.external)}`,
  );
  const spaces = before.spaces.map(
    ({ name, reserved }, index) => `${name} ${change(reserved, after.spaces[index]?.reserved ?? NaN)}`,
  );
  console.log(
    `  из чего резидентная память API: куча V8 выделена ${change(before.heapReserved, after.heapReserved)} ` +
      `(${spaces.join(', ')}); по ядру (smaps_rollup): анонимная ${change(before.anonymous, after.anonymous)} ` +
      `(V8, malloc, буферы), из файлов ${change(before.fileBacked, after.fileBacked)} (код node и библиотек)`,
  );
  const databaseAfter = await layout.database?.();
  if (databaseBefore && databaseAfter) {
    const { thread } = databaseAfter;
    console.log(
      `  процесс базы (как супервизор npm start): резидентная память ` +
        `${change(databaseBefore.rss, databaseAfter.rss)}, его куча JS ${change(databaseBefore.heapUsed, databaseAfter.heapUsed)}; ` +
        `поток PGlite: куча JS ${change(databaseBefore.thread.heapUsed, thread.heapUsed)}, память WebAssembly ` +
        `${change(databaseBefore.thread.wasm, thread.wasm)} (не уменьшается: это её пик)`,
    );
  } else if (!Number.isNaN(after.wasm)) {
    console.log(
      `  поток PGlite в процессе API: куча JS ${change(before.dbHeap, after.dbHeap)}, память WebAssembly ` +
        `${change(before.wasm, after.wasm)} (не уменьшается: это её пик)`,
    );
  }
}
