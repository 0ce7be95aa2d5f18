import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { serveProtocol } from '../../src/db/protocol-server';

/**
 * `tsx test/support/protocol-memory.ts <answers>`: the embedded database's socket server (protocol-server.ts)
 * on an in-memory PGlite, asked over the real protocol by node-postgres (as the API's pool asks) for
 * `answers` large answers of ten rows of 100 000 Cyrillic letters (2 MB each). Prints JSON: the JS heap in
 * use before and after (after a full collection each time: what is left is what something still holds) and
 * what the last answer was. PGlite only opens in a process of its own (not inside Jest's module system).
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const heapUsed = (): number => {
  collect();
  return process.memoryUsage().heapUsed;
};

async function main(): Promise<void> {
  const answers = Number(process.argv[2] ?? 60);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-protocol-'));
  const db = await PGlite.create();
  const stop = await serveProtocol(db, path.join(dir, '.s.PGSQL.5432'));
  const client = new Client({ host: dir });
  try {
    await client.connect();
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
    process.stdout.write(JSON.stringify({ before, after, last, simple }));
  } finally {
    await client.end();
    await stop();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
