import { sql } from 'drizzle-orm';
import type { DeskOrdersResponse } from '@shop/shared/contract';
import { ENDPOINTS, ORDER_STATUSES } from '@shop/shared/domain';
import { openDatabase, rows } from '../src/db/client';
import { readSettings } from '../src/settings';
import { percentile, rng, statementsSoFar } from './stats';

/**
 * The order desk for `npm run bench -w api -- --desk [--pg]`: fills the bench database with
 * generated orders (once: `buyer_key = 'bench'`), then asks the desk's list — a page with its counts per
 * status — under random filters and searches, each asked once by one of a few callers at once, and prints
 * p50/p99 of each kind of request and of all, and the statements per answer. Asserts nothing (the aim is
 * docs/spec-deviations.md's).
 */
export const DESK_ORDERS = 100_000;
/** The bench's administrator, made at the API's start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const DESK_ADMIN = { email: 'bench-admin@bench.test', password: 'Стенд-стола-заказов-2026' };

/** The generator: every order is derived from its number, so two runs fill the same orders. */
export async function fillOrders(env: Record<string, string>, count = DESK_ORDERS): Promise<void> {
  const database = await openDatabase(
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
    readSettings(),
  );
  try {
    const [have] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE buyer_key = 'bench'`,
    );
    const missing = count - (have?.n ?? 0);
    if (missing <= 0) return;
    const started = Date.now();
    const from = (have?.n ?? 0) + 1;
    // Surnames, companies and cities of the kind the shop sees; 30 % legal entities, 60 % pickup, statuses
    // weighted toward the end of the way (most orders are old and done), dates over the last 365 days.
    await database.db.execute(sql`
      WITH g AS (SELECT n FROM generate_series(${from}::int, ${count}::int) AS n),
      b AS (
        SELECT n,
          (ARRAY['Иванов','Петрова','Сидоров','Кузнецова','Смирнов','Попова','Волков','Соколова','Лебедев','Новикова'])[1 + n % 10] || (n % 997)::text AS last_name,
          n % 10 < 3 AS legal,
          (n / 10) % 5 < 3 AS pickup
        FROM g
      ),
      o AS (
        INSERT INTO orders (buyer_key, request_hash, buyer, delivery, status, total_price, old_total_price, created_at)
        SELECT 'bench', md5(n::text),
          jsonb_build_object(
            'lastName', last_name, 'firstName', 'Анна', 'middleName', '',
            'phone', '+7 949 ' || lpad((n % 1000)::text, 3, '0') || ' ' || lpad((n % 97)::text, 2, '0') || ' ' || lpad((n % 89)::text, 2, '0'),
            'email', 'buyer' || n || '@example.ru',
            'inn', CASE WHEN legal THEN lpad((7700000000 + n)::text, 10, '0') ELSE '' END,
            'companyName', CASE WHEN legal THEN 'ООО «Компания ' || n || '»' ELSE '' END,
            'legalAddress', '', 'kpp', ''),
          CASE WHEN pickup
            THEN jsonb_build_object('id', n % 9, 'type', 'pickup', 'title', 'Пункт выдачи ' || (n % 9), 'location', 'г. Донецк', 'description', '')
            ELSE jsonb_build_object('type', 'delivery', 'city', (ARRAY['Донецк','Макеевка','Горловка','Мариуполь'])[1 + n % 4], 'address', 'ул. Артёма, ' || (n % 200)) END,
          CASE
            WHEN n % 100 < 3 THEN 'new'
            WHEN n % 100 < 6 THEN 'confirmed'
            WHEN n % 100 < 9 THEN 'assembling'
            WHEN n % 100 < 12 THEN CASE WHEN pickup THEN 'ready' ELSE 'shipped' END
            WHEN n % 100 < 20 THEN 'cancelled'
            ELSE 'done' END,
          1000 + (n * 7919) % 200000, 1000 + (n * 7919) % 200000,
          now() - ((${count}::int - n) * interval '315 seconds')
        FROM b
        RETURNING id, total_price
      )
      INSERT INTO order_items (order_id, position, item_code, name, price, old_price, count, image)
      SELECT id, 0, '100001', 'Сейф для стенда', total_price, NULL, 1, '' FROM o
    `);
    await database.db.execute(sql`ANALYZE orders`);
    await database.db.execute(sql`VACUUM orders`);
    console.log(
      `Стол заказов: ${missing} заказов сгенерировано за ${((Date.now() - started) / 1000).toFixed(1)} с`,
    );
  } finally {
    await database.close();
  }
}

/** Random filters a manager may choose, asked by a few callers at once, each query once. */
const RANDOM_CALLS = 600;
const CALLERS = 4;
const SURNAMES = ['иванов', 'петрова', 'сидоров', 'кузнецова', 'смирнов', 'попова', 'волков', 'соколова'];

/**
 * One random query string and its kind: the search's kind when there is a search («поиск: телефон»), else a
 * page deep in the list, else the narrowest filter chosen (dates, pickup point, buyer or delivery type, a
 * status tab alone), else «без фильтров».
 */
function randomQuery(random: () => number, latestId: number): { kind: string; query: string } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const n = 1 + Math.floor(random() * DESK_ORDERS);
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const params = new URLSearchParams();
  let kind = 'без фильтров';
  if (random() < 0.5) {
    params.set('status', pick(ORDER_STATUSES));
    kind = 'вкладка статуса';
  }
  if (random() < 0.3) params.set('buyer', pick(['person', 'legal']));
  const delivery = random() < 0.4 ? pick(['pickup', 'delivery']) : '';
  if (delivery) params.set('delivery', delivery);
  if (params.has('buyer') || delivery) kind = 'покупатель или получение';
  if (delivery !== 'delivery' && random() < 0.25) {
    params.set('point', String(Math.floor(random() * 9)));
    kind = 'пункт выдачи';
  }
  if (random() < 0.3) {
    const back = Math.floor(random() * 365);
    params.set('from', day(back));
    params.set('to', day(Math.max(0, back - 1 - Math.floor(random() * 60))));
    kind = 'даты';
  }
  if (random() < 0.2) {
    params.set('page', String(2 + Math.floor(random() * 49)));
    kind = 'страница 2–50';
  }
  if (random() < 0.35) {
    const [name, q] = pick<[string, () => string]>([
      ['номер', () => String(latestId - n)],
      ['телефон', () => `+7 949 ${String(n % 1000).padStart(3, '0')} ${String(n % 97).padStart(2, '0')}`],
      ['e-mail', () => `buyer${n}@example.ru`],
      ['фамилия', () => pick(SURNAMES)],
      ['ИНН', () => String(7_700_000_000 + n)],
      ['компания', () => `компания ${n % 1000}`],
    ]);
    params.set('q', q());
    kind = `поиск: ${name}`;
  }
  return { kind, query: params.toString() };
}

/**
 * The desk's list under random filters, each asked once (nothing warms a query for its own measurement), by
 * `CALLERS` callers at once: p50 and p99 of each kind of request and of all, and the statements per answer
 * (the API's `shop_desk_list_statements` metric: its sum over its count across the run).
 */
export async function benchDesk(base: string, token: string): Promise<void> {
  const get = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api${ENDPOINTS.deskOrders(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    const data = (await response.json()) as DeskOrdersResponse;
    return { ms: performance.now() - started, data };
  };
  const { data: first } = await get('');
  const random = rng(27);
  for (let i = 0; i < 20; i++) await get(randomQuery(random, first.latestId).query); // warm-up: JIT, pages
  const queries = Array.from({ length: RANDOM_CALLS }, () => randomQuery(random, first.latestId));
  const groups = new Map<string, number[]>();
  const all: number[] = [];
  const before = await statementsSoFar(base, 'shop_desk_list_statements');
  const answersBefore = await statementsSoFar(base, 'shop_desk_list_statements', '', 'count');
  let next = 0;
  const caller = async () => {
    for (let i = next++; i < queries.length; i = next++) {
      const { kind, query } = queries[i]!;
      const { ms } = await get(query);
      all.push(ms);
      groups.set(kind, [...(groups.get(kind) ?? []), ms]);
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, caller));
  const statements = (await statementsSoFar(base, 'shop_desk_list_statements')) - before;
  const answers = (await statementsSoFar(base, 'shop_desk_list_statements', '', 'count')) - answersBefore;
  const table = [...groups]
    .map(([kind, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return {
        запрос: kind,
        вызовов: times.length,
        'p50 мс': Number(percentile(sorted, 50).toFixed(1)),
        'p99 мс': Number(percentile(sorted, 99).toFixed(1)),
      };
    })
    .sort((a, b) => b['p99 мс'] - a['p99 мс']);
  const sorted = all.sort((a, b) => a - b);
  console.log(
    `Стол заказов (${first.all} заказов, список со счётчиками, ${all.length} случайных вызовов по одному разу, ` +
      `${CALLERS} клиента одновременно): p50 ${percentile(sorted, 50).toFixed(1)} мс, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} мс (цель ≤ 50); запросов к базе на ответ: ` +
      `${(statements / Math.max(1, answers)).toFixed(2)} (и один — роль сотрудника)`,
  );
  console.table(table);
}
