import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * `tsx test/support/before-desk.ts`: an in-memory database migrated up to the one before 0015 with an order
 * in it, then migrated to the end with one more order; prints both orders with their history and counts as
 * JSON (migration-desk.test.ts; PGlite cannot run inside Jest's VM).
 */
const DRIZZLE = path.resolve(__dirname, '..', '..', 'drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const statements = (tag: string) =>
  fs
    .readFileSync(path.join(DRIZZLE, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());
const order = (key: string) =>
  `INSERT INTO orders (buyer_key, idempotency_key, request_hash, buyer, delivery, total_price, old_total_price)
   VALUES ('guest', '${key}', 'h',
     '{"lastName":"Иванова","firstName":"Анна","email":"a@b.ru","phone":"+7 949 123 45 67","inn":"7707083893","companyName":"ООО «Сейф»"}',
     '{"type":"pickup","id":4,"title":"Пункт","location":"Донецк","description":""}', 1000, 1000)`;

async function main(): Promise<void> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const tags = journal.entries.map((entry) => entry.tag);
    const desk = tags.indexOf('0015_order_desk');
    for (const tag of tags.slice(0, desk)) for (const statement of statements(tag)) await db.exec(statement);
    await db.exec(order('before'));
    for (const tag of tags.slice(desk)) for (const statement of statements(tag)) await db.exec(statement);
    await db.exec(order('after'));
    const refused = await db.exec(`UPDATE orders SET status = 'lost'`).then(
      () => '',
      (error: Error) => error.message,
    );
    const { rows } = await db.query(
      `SELECT o.idempotency_key AS key, o.status, o.version, o.legal, o.delivery_type, o.pickup_id, o.search_text,
              (SELECT json_agg(json_build_object('status', h.status, 'actor', h.actor, 'comment', h.comment))
                 FROM order_history h WHERE h.order_id = o.id) AS history
         FROM orders o ORDER BY o.id`,
    );
    const counts = await db.query(
      `SELECT day::text AS day, status, legal, delivery_type, pickup_id, n FROM order_counts ORDER BY status`,
    );
    const totals = await db.query(
      `SELECT status, legal, delivery_type, pickup_id, n FROM order_totals ORDER BY status`,
    );
    process.stdout.write(JSON.stringify({ orders: rows, counts: counts.rows, totals: totals.rows, refused }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
