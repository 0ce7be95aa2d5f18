import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { statementCounter } from './statements';

export type Schema = typeof schema;
/** The one database type handlers and services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so several API processes migrate and seed one at a time. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir?: string;
  databaseUrl?: string;
  /**
   * PostgreSQL's pool size (default 10; PGlite has one connection). The caller reads it from its settings
   * (app.ts: DATABASE_POOL_SIZE): the database layer reads no settings of its own.
   */
  poolSize?: number;
}

const MIGRATIONS = path.join(__dirname, '..', '..', 'drizzle');
// Any fixed number: the key of the advisory lock that serialises migrations and seeding.
const STARTUP_LOCK = 7_410_001;

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  return url
    ? openPostgres(url, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? process.env.DATA_DIR ?? '.data');
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema, logger: statementCounter });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    await vacuumAfterMigrations(client);
    return {
      db,
      kind: 'pglite',
      // One process owns the directory (see lock.ts), so there is nobody to wait for.
      exclusive: (work) => work(),
      async close() {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * PGlite has no autovacuum: a migration that rewrites rows (0011 updates every characteristic) leaves the
 * visibility map cleared, and every index-only scan then reads the table for each row («стеллаж 5 полок»
 * found its items near 5 through the index in 17 ms instead of 8). So the first start after migrations vacuums once
 * (`catalog_meta` 'vacuumed' holds how many migrations that covered); PostgreSQL's autovacuum does it there.
 */
async function vacuumAfterMigrations(client: PGlite): Promise<void> {
  const applied = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  const count = String(applied.rows[0]?.n ?? 0);
  const done = await client.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'vacuumed'");
  if (done.rows[0]?.value === count) return;
  await client.exec('VACUUM ANALYZE');
  await client.query(
    "INSERT INTO catalog_meta (key, value) VALUES ('vacuumed', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
    [count],
  );
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // A connection the server drops (a restart, a terminated backend) must not end the process: its query
  // fails, the pool discards it and the next query connects again; /api/ready reports the database meanwhile.
  // node-postgres emits 'error' on the pool for an idle connection and on the client for a checked-out one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema, logger: statementCounter });
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      lockClient.release();
    }
  };
  try {
    await exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', exclusive, close: () => pool.end() };
}

/** Rows of a raw SQL query, the same shape for both drivers. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }`; the generic PgDatabase type cannot know which driver it wraps.
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
