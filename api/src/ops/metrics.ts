import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';
import type { ThreadMemory } from '../db/embedded-thread';
import { watchDatabaseThread, watchProcesses } from './metrics-watch';
import type { ProcessFigures } from './peers';

/**
 * The shop's Prometheus metrics, one registry per app. Requests are labelled by the route's pattern
 * (`/api/catalog/item/:itemCode`), never the raw URL, so the number of series stays bounded.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Длительность запросов по маршруту, методу и статусу (_count — число запросов)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Оформленные заказы (повтор с тем же Idempotency-Key не считается)',
    registers: [this.registry],
  });
  private readonly orderFailures = new Counter({
    name: 'shop_order_failures_total',
    help: 'Неоформленные заказы по причине',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly lettersSent = new Counter({
    name: 'shop_letters_sent_total',
    help: 'Письма, принятые SMTP-сервером (или записанные в файл .eml)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly lettersFailed = new Counter({
    name: 'shop_letters_failed_total',
    help: 'Письма, не отправленные после всех попыток (status = failed в таблице outbox)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly zeroResults = new Counter({
    name: 'shop_search_zero_results_total',
    help: 'Поисковые запросы без результатов (считаются при вычислении ответа, не из кэша)',
    registers: [this.registry],
  });
  private readonly searchStatements = new Histogram({
    name: 'shop_search_statements',
    help: 'Запросы к базе при поиске совпадений одного запроса (разбор, кандидаты, ранжирование)',
    buckets: [1, 2, 3, 4, 5, 6, 8, 10, 15, 20],
    registers: [this.registry],
  });
  private readonly deskListStatements = new Histogram({
    name: 'shop_desk_list_statements',
    help: 'Запросы к базе при ответе списка стола заказов (без проверки роли)',
    buckets: [1, 2, 3, 4, 5],
    registers: [this.registry],
  });
  private readonly orderWriteStatements = new Histogram({
    name: 'shop_order_write_statements',
    help: 'Запросы к базе, записывающие новый заказ (заказ, строки, история и письма одним запросом, без транзакции: на PGlite транзакция держала бы единственный сеанс базы)',
    buckets: [1, 2, 3, 4, 5, 6, 8, 10],
    registers: [this.registry],
  });
  private readonly registrationWrites = new Histogram({
    name: 'shop_registration_statements',
    help: 'Запросы к базе при регистрации (аккаунт, ссылка и письмо подтверждения, заказы гостя одним запросом)',
    buckets: [1, 2, 3, 4, 5, 6, 8, 10],
    registers: [this.registry],
  });
  private readonly catalogStatements = new Histogram({
    name: 'shop_catalog_statements',
    help: 'Запросы к базе при ответе каталога не из кэша, по вызову (listing, filters, search, item, items)',
    labelNames: ['call'] as const,
    buckets: [0, 1, 2, 3, 4, 5, 6, 8, 10, 15],
    registers: [this.registry],
  });
  private readonly searchCandidates = new Counter({
    name: 'shop_search_candidates_total',
    help: 'Кандидаты, ранжированные поиском (не более 500 на запрос)',
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: 'shop_answer_cache_lookups_total',
    help: 'Обращения к кэшу ответов каталога: hit — ответ из памяти, miss — из базы',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly cacheEvictions = new Counter({
    name: 'shop_answer_cache_evictions_total',
    help: 'Ответы, удалённые из кэша ради места (ANSWER_CACHE_MB), не по сроку',
    registers: [this.registry],
  });
  // Bound once: a lookup is on the hot path of every catalogue call.
  private readonly cacheHit = this.cacheLookups.labels('hit');
  private readonly cacheMiss = this.cacheLookups.labels('miss');

  constructor(db: Db) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'shop_letters_pending',
      help: 'Письма в очереди на отправку (outbox, status = pending)',
      registers: [this.registry],
      async collect() {
        const [row] = await rows<{ pending: number }>(
          db,
          sql`SELECT count(*)::int AS pending FROM outbox WHERE status = 'pending'`,
        );
        this.set(row?.pending ?? 0);
      },
    });
  }

  // One bound series per method, route and status: observing then skips prom-client's label hashing.
  private readonly series = new Map<string, { observe(value: number): void }>();

  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    // Unmatched requests (404s, the site's files outside any route) share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = this.requests.labels({ method: request.method, route, status_code: reply.statusCode });
      this.series.set(key, series);
    }
    series.observe(reply.elapsedTime / 1000);
  }

  orderPlaced = (): void => this.ordersPlaced.inc();
  orderFailed = (reason: string): void => this.orderFailures.inc({ reason });
  letterSent = (kind: string): void => this.lettersSent.inc({ kind });
  letterFailed = (kind: string): void => this.lettersFailed.inc({ kind });
  cacheLookup = (hit: boolean): void => (hit ? this.cacheHit : this.cacheMiss).inc();
  cacheEvicted = (): void => this.cacheEvictions.inc();

  /** The answer cache's size, read when the metrics are. */
  watchCache(cache: { bytes: number; size: number }): void {
    const gauges: Array<[name: string, help: string, read: () => number]> = [
      [
        'shop_answer_cache_bytes',
        'Память ответов в кэше каталога (сжатых gzip), байт (оценка; бюджет — ANSWER_CACHE_MB)',
        () => cache.bytes,
      ],
      ['shop_answer_cache_entries', 'Ответов в кэше каталога', () => cache.size],
    ];
    this.gauges(gauges);
  }

  /**
   * The site's rendered-page cache (server/src/site/page-cache.ts): its lookups counted as they happen, its
   * memory and entries read when the metrics are.
   */
  watchPageCache(cache: { bytes: number; size: number }): (hit: boolean) => void {
    const lookups = new Counter({
      name: 'shop_page_cache_lookups_total',
      help: 'Обращения к кэшу отрисованных страниц: hit — страница из памяти, miss — отрисована заново',
      labelNames: ['result'] as const,
      registers: [this.registry],
    });
    const hit = lookups.labels('hit');
    const miss = lookups.labels('miss');
    const gauges: Array<[name: string, help: string, read: () => number]> = [
      [
        'shop_page_cache_bytes',
        'Память отрисованных страниц в кэше, байт (бюджет — PAGE_CACHE_MB)',
        () => cache.bytes,
      ],
      ['shop_page_cache_entries', 'Отрисованных страниц в кэше', () => cache.size],
    ];
    this.gauges(gauges);
    return (found) => (found ? hit : miss).inc();
  }

  private gauges(gauges: Array<[name: string, help: string, read: () => number]>): void {
    for (const [name, help, read] of gauges) {
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    }
  }

  /** The memory and queue of PGlite's thread, asked when the metrics are read (metrics-watch.ts). */
  watchDatabaseThread(read: () => Promise<ThreadMemory | null>): void {
    watchDatabaseThread(this.registry, read);
  }

  /** Each process's event-loop delay, memory and CPU time, read when the metrics are (metrics-watch.ts). */
  watchProcesses(read: () => Record<string, ProcessFigures>): void {
    watchProcesses(this.registry, read);
  }

  /** Counts the work of one query's matches (search.ts). */
  searchWork = (work: { statements: number; candidates: number }): void => {
    this.searchStatements.observe(work.statements);
    this.searchCandidates.inc(work.candidates);
  };

  /** Counts the statements of one catalogue answer computed from the database. */
  catalogWork = (call: string, statements: number): void =>
    this.catalogStatements.observe({ call }, statements);

  /** Counts the statements of one answer of the desk's list. */
  deskListWork = (statements: number): void => this.deskListStatements.observe(statements);

  /** Counts the statements that wrote a new order (one). */
  orderWrites = (statements: number): void => this.orderWriteStatements.observe(statements);

  /** Counts the statements a registration sent (its writes are one). */
  registrationStatements = (statements: number): void => this.registrationWrites.observe(statements);

  /** Passes a search answer through, counting it when it found nothing. */
  searchAnswered = <T extends { results: readonly unknown[] }>(answer: T): T => {
    if (answer.results.length === 0) this.zeroResults.inc();
    return answer;
  };
}
