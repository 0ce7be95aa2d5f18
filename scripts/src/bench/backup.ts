import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT } from '../../../server/src/apps';
import { ownDatabase } from '../own-database';
import { answeringProcesses, catalogueOf } from '../shop-calls';
import { startShop } from '../shop-process';
import { percentile } from './crowd-metrics';
import { type Run, crowd, sleep } from './crowd-run';
import { ADMIN, VISITORS } from './crowd-settings';

/**
 * `npm run bench -- --backup`: the copies of a running shop. On a catalogue of BENCH_BACKUP_ITEMS (15 000) and
 * BENCH_BACKUP_ORDERS (100 000) orders written straight in SQL: the time and size of `npm run backup` with
 * the shop idle, the time of `npm run restore` into a new target, and the crowd's p99 per kind without a copy
 * and with copies made one after another all through it (the aim: within 1.5×), BENCH_BACKUP_CROWD_SECONDS
 * (30) each. On PGlite unless BENCH_BACKUP_PGLITE=0, then on the local PostgreSQL (a database of its own,
 * dropped after) unless BENCH_BACKUP_PG=0.
 */

const ITEMS = Number(process.env.BENCH_BACKUP_ITEMS ?? 15_000);
const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
const CROWD_SECONDS = Number(process.env.BENCH_BACKUP_CROWD_SECONDS ?? 30);
const ON_PG = process.env.BENCH_BACKUP_PG !== '0';
const ON_PGLITE = process.env.BENCH_BACKUP_PGLITE !== '0';
/** Orders written per statement: PGlite runs one statement at a time, a shorter one lets the shop answer. */
const BATCH = 10_000;

/** `npm run <script> -- …args` with `env`; resolves to its seconds, rejects on a non-zero exit. */
function timed(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`npm run ${script}: ${code}\n${errors.slice(-2000)}`)),
    );
  });
}

/** 100 000 guests' orders of one line each, written in batches through the shop's own database. */
async function writeOrders(
  connection: ConstructorParameters<typeof Client>[0],
  itemCode: string,
): Promise<void> {
  const client = new Client(connection);
  await client.connect();
  try {
    for (let from = 1; from <= ORDERS; from += BATCH) {
      const to = Math.min(ORDERS, from + BATCH - 1);
      await client.query(
        `WITH made AS (
           INSERT INTO orders (buyer_key, idempotency_key, request_hash, buyer, delivery, total_price,
                               old_total_price, created_at)
           SELECT 'guest', 'bench-backup-' || g, md5(g::text),
                  jsonb_build_object('lastName', 'Нагрузкин', 'firstName', 'Пётр', 'phone', '+7 949 555 12 34',
                                     'email', 'bench-backup-' || g || '@example.ru'),
                  '{"type": "pickup", "id": 0}'::jsonb, 12990, 14990, now() - g * interval '1 minute'
           FROM generate_series($1::int, $2::int) AS g
           RETURNING id)
         INSERT INTO order_items (order_id, position, item_code, name, price, old_price, count, image)
         SELECT id, 0, $3, 'Сейф для оружия', 12990, 14990, 1, '' FROM made`,
        [from, to, itemCode],
      );
    }
  } finally {
    await client.end();
  }
}

const p99 = (run: Run) =>
  new Map([...run.times].map(([kind, values]) => [kind, percentile(values, 99)] as const));

async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-backup-'));
  const [shopDatabase, restoredDatabase] =
    kind === 'postgres'
      ? [ownDatabase(`shop_bench_backup_${process.pid}`), ownDatabase(`shop_bench_restored_${process.pid}`)]
      : [];
  const source = {
    DATA_DIR: path.join(folder, 'data'),
    ...(shopDatabase ? { DATABASE_URL: shopDatabase.url } : {}),
  };
  const file = path.join(folder, 'shop.tar');
  try {
    const shop = await startShop({
      ...source,
      SEED_ITEMS: String(ITEMS),
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LIMIT_GUEST_ORDERS_PER_IP: '100000',
      LIMIT_LETTERS_PER_EMAIL: '100000',
    });
    let quiet: Run;
    let during: Run;
    let backupSeconds: number;
    let copies = 0;
    try {
      const processes = os.availableParallelism();
      while ((await answeringProcesses(shop.port)).length < processes) await sleep(500);
      const catalogue = await catalogueOf(shop.port);
      const writing = performance.now();
      await writeOrders(
        shopDatabase ? { connectionString: shopDatabase.url } : { host: source.DATA_DIR },
        catalogue.items[0]!,
      );
      console.log(`  ${ORDERS} заказов записано за ${((performance.now() - writing) / 1000).toFixed(1)} с`);
      backupSeconds = await timed('backup', ['--out', file], source);
      quiet = await crowd(shop.port, processes, catalogue, VISITORS, CROWD_SECONDS);
      let crowding = true;
      const copying = (async () => {
        for (; crowding; copies += 1)
          await timed('backup', ['--out', path.join(folder, `during-${copies}.tar`)], source);
      })();
      during = await crowd(shop.port, processes, catalogue, VISITORS, CROWD_SECONDS);
      crowding = false;
      await copying;
    } finally {
      await shop.stop();
    }
    const restored = restoredDatabase
      ? { DATA_DIR: path.join(folder, 'restored'), DATABASE_URL: restoredDatabase.url }
      : { DATA_DIR: path.join(folder, 'restored') };
    const restoreSeconds = await timed('restore', [file], restored);
    const megabytes = fs.statSync(file).size / 2 ** 20;
    console.log(
      `  копия ${backupSeconds.toFixed(1)} с, ${megabytes.toFixed(1)} МБ; восстановление ${restoreSeconds.toFixed(1)} с`,
    );
    console.log(`  толпа ${VISITORS} посетителей по ${CROWD_SECONDS} с; с копиями подряд (${copies} копий):`);
    console.log('  вид        p99 без копии   p99 с копией   отношение');
    const before = p99(quiet);
    for (const [what, value] of p99(during)) {
      const base = before.get(what) ?? NaN;
      console.log(
        `  ${what.padEnd(9)} ${`${base.toFixed(0)} мс`.padStart(13)} ${`${value.toFixed(0)} мс`.padStart(14)} ${`${(value / base).toFixed(2)}×`.padStart(11)}`,
      );
    }
    console.log(`  ошибок без копии ${quiet.errors.length}, с копией ${during.errors.length}`);
  } finally {
    shopDatabase?.drop();
    restoredDatabase?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function benchBackup(): Promise<void> {
  const kinds = [...(ON_PGLITE ? (['pglite'] as const) : []), ...(ON_PG ? (['postgres'] as const) : [])];
  for (const kind of kinds) {
    console.log(
      `\nРезервные копии, ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${ITEMS} товаров, ${ORDERS} заказов`,
    );
    await benchOne(kind);
  }
}
