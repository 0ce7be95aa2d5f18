import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { setTimeout as sleep } from 'node:timers/promises';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { socketPathIn, startEmbedded } from '../../src/db/embedded';
import { GENERIC_PLAN } from '../../src/db/prepared';
import { serveProtocol } from '../../src/db/protocol-server';
import type { QueueFigures } from '../../src/db/queue';

/**
 * `tsx test/support/protocol.ts memory <answers> | order`: the embedded database's socket server
 * (protocol-server.ts) on an in-memory PGlite, asked over the real protocol by node-postgres (as the API's
 * pool asks). Prints JSON. PGlite only opens in a process of its own (not inside Jest's module system).
 *
 * `memory`: on one server, `memory`: `answers` large answers of ten rows of 100 000 Cyrillic letters (2 MB
 * each), the JS heap in use before and after (after a full collection each time: what is left is what
 * something still holds) and what the last answer was; `statements`: what two connections get from statements
 * asked again, failing and in a transaction, and how many statements PGlite's session keeps parsed (the
 * server keeps at most 3 here).
 *
 * `order`: while one connection's 200 ms statement runs, a second connection queues the same statement
 * (known to be long: it ran once before) and a third a short one; prints the order in which they finished
 * and the queue's figures (queue.ts).
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const heapUsed = (): number => {
  collect();
  return process.memoryUsage().heapUsed;
};
const KEPT = 3;

async function memory(answers: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-protocol-'));
  const db = await PGlite.create();
  const { stop } = await serveProtocol(db, socketPathIn(dir), { preparedStatements: KEPT });
  const a = new Client({ host: dir });
  const b = new Client({ host: dir });
  try {
    await a.connect();
    await b.connect();
    return { memory: await answersOf(answers, a), statements: await statements(a, b) };
  } finally {
    await a.end();
    await b.end();
    await stop();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function answersOf(answers: number, client: Client) {
  const large = "SELECT repeat('я', 100000) || $1::text AS t FROM generate_series(1, 10)";
  await client.query(large, ['разогрев']);
  const before = heapUsed();
  let last = { rows: 0, length: 0, tail: '' };
  for (let i = 0; i < answers; i++) {
    const { rows } = await client.query<{ t: string }>(large, [String(i)]);
    const t = rows[9]?.t ?? '';
    last = { rows: rows.length, length: t.length, tail: t.slice(-3) };
  }
  const after = heapUsed();
  const simple = (await client.query({ text: 'SELECT $1::int + 1 AS two', values: [1] })).rows;
  return { before, after, last, simple };
}

/** An answer's rows, or the error's SQLSTATE. */
async function answer(client: Client, text: string, values: unknown[]): Promise<unknown> {
  try {
    return (await client.query(text, values)).rows;
  } catch (error) {
    return { error: (error as { code?: string }).code };
  }
}

async function statements(a: Client, b: Client) {
  // Simple queries (no values): not prepared.
  const kept = async (): Promise<number> =>
    Number((await a.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n);
  await a.query('DEALLOCATE ALL'); // the memory part's statements
  const sum = 'SELECT $1::int + 1 AS n';
  const shared = [await answer(a, sum, [1]), await answer(b, sum, [5]), await answer(a, sum, [7])];
  const keptShared = await kept();
  const broken = [await answer(a, 'SELEC $1::int', [1]), await answer(b, 'SELEC $1::int', [1])];
  const keptBroken = await kept();
  await a.query('BEGIN');
  const inTransaction = [await answer(a, 'SELECT 10 / $1::int AS n', [0])];
  await a.query('ROLLBACK');
  inTransaction.push(await answer(a, 'SELECT 10 / $1::int AS n', [2]), await answer(b, sum, [2]));
  const many = [];
  for (let i = 0; i < 2 * KEPT + 1; i++)
    many.push(await answer(i % 2 ? a : b, `SELECT $1::int + ${i} AS n`, [i]));
  const keptMany = await kept();
  await b.query('DEALLOCATE ALL');
  const afterDeallocate = await answer(a, sum, [9]);
  await b.query('RESET ALL');
  const { plan_cache_mode: plans } = (await a.query('SHOW plan_cache_mode')).rows[0];
  // A statement that asks for its generic plan, from both connections; then one that does not.
  const twice = `${GENERIC_PLAN}SELECT $1::int * 2 AS n`;
  const generic = {
    answers: [await answer(a, twice, [2]), await answer(b, twice, [3])],
    plans: (
      await a.query(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
          WHERE statement = $1`,
        [twice],
      )
    ).rows,
    after: (await b.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode,
  };
  return {
    shared,
    keptShared,
    broken,
    keptBroken,
    inTransaction,
    many,
    keptMany,
    afterDeallocate,
    plans,
    generic,
  };
}

/** On PGlite's own thread (as the shop runs it): here, PGlite would hold the clients' event loop too. */
async function order() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-protocol-'));
  const embedded = await startEmbedded(dir, (error) => {
    throw error;
  });
  const clients = [0, 1, 2].map(() => new Client({ host: embedded.host }));
  try {
    for (const client of clients) await client.connect();
    return await shortFirst(clients as [Client, Client, Client], async () => (await embedded.memory()).queue);
  } finally {
    for (const client of clients) await client.end();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function shortFirst(
  [running, queued, short]: [Client, Client, Client],
  figures: () => Promise<QueueFigures>,
) {
  const long = 'SELECT pg_sleep(0.2) AS slept';
  await running.query(long);
  const finished: string[] = [];
  const done = (name: string) => () => finished.push(name);
  const all = [running.query(long).then(done('running'))];
  await sleep(50);
  all.push(queued.query(long).then(done('long')));
  await sleep(10);
  all.push(short.query('SELECT 1 AS one').then(done('short')));
  await Promise.all(all);
  return { finished, figures: await figures() };
}

async function main(): Promise<void> {
  const [mode, answers] = process.argv.slice(2);
  const report = mode === 'order' ? await order() : await memory(Number(answers ?? 60));
  process.stdout.write(JSON.stringify(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
