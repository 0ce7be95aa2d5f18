import { Gauge, type Registry } from 'prom-client';
import type { ThreadMemory } from '../db/embedded-thread';
import { QUEUE_WAIT_BUCKETS_MS } from '../db/queue';
import type { ProcessFigures } from './peers';

/**
 * The memory of PGlite's thread, asked of the thread when the metrics are read: its JS heap in use, memory
 * outside that heap (PGlite's WebAssembly memory included) and that WebAssembly memory alone, which only
 * grows; and the waits in the queue of its socket. This process's own thread is in the default
 * `nodejs_heap_size_used_bytes`. Under `npm start` the thread is the supervisor's, read as it last reported
 * it (null: not yet, or PostgreSQL).
 */
export function watchDatabaseThread(registry: Registry, read: () => Promise<ThreadMemory | null>): void {
  new Gauge({
    name: 'shop_database_thread_memory_bytes',
    help: 'Память потока встроенной базы (PGlite), байт: куча JS, память вне кучи, память WebAssembly',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const memory = await read();
      this.reset();
      if (!memory) return;
      const { heapUsed, external, wasm } = memory;
      this.set({ kind: 'heap_used' }, heapUsed);
      this.set({ kind: 'external' }, external);
      this.set({ kind: 'wasm' }, wasm);
    },
  });
  new Gauge({
    name: 'shop_database_queue_waits',
    help: 'Запросы к встроенной базе, ждавшие в очереди её сокета не дольше le секунд (с запуска)',
    labelNames: ['le'],
    registers: [registry],
    async collect() {
      const queue = (await read())?.queue;
      this.reset();
      queue?.waits.forEach((count, bucket) => {
        const bound = QUEUE_WAIT_BUCKETS_MS[bucket] ?? Infinity;
        this.set({ le: bound === Infinity ? '+Inf' : String(bound / 1000) }, count);
      });
    },
  });
  new Gauge({
    name: 'shop_database_queue_holders',
    help:
      'Операторы встроенной базы, пока шли которые ждали другие (с запуска): runs — выполнений, seconds — ' +
      'их время, max_seconds — самое долгое, delayed_seconds — сколько ждали другие',
    labelNames: ['statement', 'stat'],
    registers: [registry],
    async collect() {
      const queue = (await read())?.queue;
      this.reset();
      for (const { statement, runs, ms, maxMs, delayedMs } of queue?.holders ?? []) {
        this.set({ statement, stat: 'runs' }, runs);
        this.set({ statement, stat: 'seconds' }, ms / 1000);
        this.set({ statement, stat: 'max_seconds' }, maxMs / 1000);
        this.set({ statement, stat: 'delayed_seconds' }, delayedMs / 1000);
      }
    },
  });
}

/**
 * Each process's event-loop delay (p50, p99 and max since it opened the port), memory and CPU time, read
 * when the metrics are: this process alone, or every process of the shop as the supervisor gathered them.
 */
export function watchProcesses(registry: Registry, read: () => Record<string, ProcessFigures>): void {
  const perProcess = (name: string, help: string, labelNames: string[], fill: (gauge: Gauge) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        fill(this);
      },
    });
  perProcess(
    'shop_event_loop_delay_seconds',
    'Задержка цикла событий процесса с открытия порта: p50, p99 и максимум, секунд',
    ['process', 'stat'],
    (gauge) => {
      for (const [name, { loop }] of Object.entries(read()))
        for (const stat of ['p50', 'p99', 'max'] as const)
          gauge.set({ process: name, stat }, loop[stat] / 1000);
    },
  );
  perProcess('shop_process_resident_bytes', 'Память процесса (RSS), байт', ['process'], (gauge) => {
    for (const [name, { rss }] of Object.entries(read())) gauge.set({ process: name }, rss);
  });
  perProcess(
    'shop_process_cpu_seconds',
    'Время процессора с запуска процесса, секунд',
    ['process'],
    (gauge) => {
      for (const [name, { cpuSeconds }] of Object.entries(read())) gauge.set({ process: name }, cpuSeconds);
    },
  );
}
