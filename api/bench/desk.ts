import { sql } from 'drizzle-orm';
import type { DeskOrdersResponse } from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import { openDatabase, rows } from '../src/db/client';
import { percentile } from './stats';

/**
 * The order desk for `npm run bench -w api -- --desk [--pg]` (issue 27): fills the bench database with
 * generated orders (once: `buyer_key = 'bench'`), then asks the desk's list — a page with its counts per
 * status — with the filters and searches a manager uses, one call after another, and prints p50/p99 of each and
 * of all. Asserts nothing; the aim is p99 ≤ 50 ms at 100 000 orders.
 */
export const DESK_ORDERS = 100_000;
/** The bench's administrator, made at the API's start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const DESK_ADMIN = { email: 'bench-admin@bench.test', password: 'Стенд-стола-заказов-2026' };
const CALLS_PER_QUERY = 60;

/** The generator: every order is derived from its number, so two runs fill the same orders. */
export async function fillOrders(env: Record<string, string>, count = DESK_ORDERS): Promise<void> {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
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

/** What a manager asks, as the desk's query strings. */
const QUERIES: [string, string][] = [
  ['все, стр. 1', ''],
  ['все, стр. 50', 'page=50'],
  ['«Новый»', 'status=new'],
  ['«Выполнен», стр. 10', 'page=10&status=done'],
  ['юрлица, доставка', 'buyer=legal&delivery=delivery'],
  ['пункт 4, «Готов к выдаче»', 'point=4&status=ready'],
  ['за неделю', 'from=DAY7&to=TODAY'],
  ['за месяц, юрлица, «Отменён»', 'buyer=legal&from=DAY30&status=cancelled&to=TODAY'],
  ['поиск: номер', 'q=NUMBER'],
  ['поиск: телефон', 'q=%2B7%20949%20123%2045'],
  ['поиск: e-mail', 'q=buyer4242%40example.ru'],
  ['поиск: фамилия', 'q=%D0%BA%D1%83%D0%B7%D0%BD%D0%B5%D1%86%D0%BE%D0%B2%D0%B0'],
  ['поиск: ИНН', 'q=7700004242'],
  ['поиск: компания, юрлица', 'buyer=legal&q=%D0%BA%D0%BE%D0%BC%D0%BF%D0%B0%D0%BD%D0%B8%D1%8F%2042'],
];

export async function benchDesk(base: string, token: string): Promise<void> {
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
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
  const fill = (query: string) =>
    query
      .replace('DAY7', day(7))
      .replace('DAY30', day(30))
      .replace('TODAY', day(0))
      .replace('NUMBER', String(first.latestId - 4242));
  const all: number[] = [];
  const table: Record<string, string | number>[] = [];
  for (const [, query] of QUERIES) await get(fill(query)); // warm-up
  for (const [name, raw] of QUERIES) {
    const query = fill(raw);
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < CALLS_PER_QUERY; i++) {
      const { ms, data } = await get(query);
      times.push(ms);
      found = data.pagination.total;
    }
    all.push(...times);
    const sorted = times.sort((a, b) => a - b);
    table.push({
      запрос: name,
      найдено: found,
      'p50 мс': Number(percentile(sorted, 50).toFixed(1)),
      'p99 мс': Number(percentile(sorted, 99).toFixed(1)),
    });
  }
  const sorted = all.sort((a, b) => a - b);
  console.log(
    `Стол заказов (${first.all} заказов, список со счётчиками, ${all.length} вызовов): ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} мс, p99 ${percentile(sorted, 99).toFixed(1)} мс (цель ≤ 50)`,
  );
  console.table(table);
}
