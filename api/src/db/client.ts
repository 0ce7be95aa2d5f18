import fs from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { statementCounter } from './statements';
import { type EmbeddedDatabase, startEmbedded } from './embedded';
import type { ThreadMemory } from './embedded-thread';
import { migrateNamed } from './migrate';
import { MIGRATIONS, openMigratedPglite } from './pglite';
import { GENERIC_PLAN } from './prepared';

export type Schema = typeof schema;
/** The one database type handlers and services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so several API processes migrate and seed one at a time. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The memory of PGlite's thread when this process owns it (`/api/metrics`); absent otherwise. */
  threadMemory?: () => Promise<ThreadMemory>;
  /** PGlite's thread when this process owns it, for a backup made here (the API alone, the tests). */
  snapshots?: Pick<EmbeddedDatabase, 'snapshot'>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite's folder instead of DATA_DIR. */
  dataDir?: string;
  /** A PostgreSQL server instead of DATABASE_URL. */
  databaseUrl?: string;
}

/** What the database reads of the settings (settings/schema.ts), handed in by its caller. */
export interface DatabaseSettings {
  DATABASE_URL?: string;
  /** PostgreSQL's pool size (PGlite has one connection). */
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
  /**
   * The folder of the socket of an embedded database another process owns (`npm start`'s supervisor passes
   * it): this process connects to it and owns nothing.
   */
  PGLITE_SOCKET?: string;
  /** PGlite on a thread of its own (else on the request thread). */
  PGLITE_THREAD: boolean;
}

// Any fixed number: the key of the advisory lock that serialises migrations and seeding.
const STARTUP_LOCK = 7_410_001;

export async function openDatabase(options: DatabaseOptions, settings: DatabaseSettings): Promise<Database> {
  const url = options.databaseUrl ?? settings.DATABASE_URL;
  if (url) return openPostgres(url, settings.DATABASE_POOL_SIZE);
  if (settings.PGLITE_SOCKET) return openEmbeddedPeer(settings.PGLITE_SOCKET, settings.DATABASE_POOL_SIZE);
  return openPglite(options.dataDir ?? settings.DATA_DIR, settings.PGLITE_THREAD);
}

/**
 * PGlite served by another process of the shop (already migrated there). Its protocol server runs one
 * connection's transaction at a time, so several processes may share it; the supervisor starts the first
 * process alone (it seeds), so `exclusive` has nobody to wait for.
 */
function openEmbeddedPeer(host: string, poolSize: number): Database {
  const { pool, db } = connect({ host, max: poolSize });
  return { db, kind: 'pglite', exclusive: (work) => work(), close: () => pool.end() };
}

async function openPglite(dataDir: string, ownThread: boolean): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const { db, close, threadMemory, snapshots } = ownThread
      ? await threadPglite(dataDir, unlock)
      : await inlinePglite(dataDir);
    return {
      db,
      kind: 'pglite',
      threadMemory,
      snapshots,
      // One process owns the directory (see lock.ts), so there is nobody to wait for.
      exclusive: (work) => work(),
      async close() {
        try {
          await close();
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

/** PGlite on its own thread, reached over its socket like a PostgreSQL server (the default). */
async function threadPglite(
  dataDir: string,
  unlock: () => void,
): Promise<Pick<Database, 'db' | 'close' | 'threadMemory' | 'snapshots'>> {
  const embedded = await startEmbedded(dataDir, (error) => {
    console.error(
      `Встроенная база данных (PGlite) остановилась аварийно: ${error.message}. ` +
        'Магазин останавливается, чтобы не отвечать без базы; запустите его снова.',
    );
    unlock();
    process.exit(1);
  });
  const { pool, db } = connect({ host: embedded.host });
  return {
    db,
    threadMemory: () => embedded.memory(),
    snapshots: embedded,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

/** PGlite on the thread that answers requests (PGLITE_THREAD=off): the older layout, kept for comparison. */
async function inlinePglite(
  dataDir: string,
): Promise<Pick<Database, 'db' | 'close' | 'threadMemory' | 'snapshots'>> {
  const client = await openMigratedPglite(dataDir);
  return { db: drizzlePglite({ client, schema, logger: statementCounter }), close: () => client.close() };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { pool, db } = connect({ connectionString: url, max: poolSize });
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
    await exclusive(() =>
      migrateNamed(MIGRATIONS, (migrationsFolder) => migratePg(db, { migrationsFolder })),
    );
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', exclusive, close: () => pool.end() };
}

function connect(config: PoolConfig) {
  const pool = new Pool(config);
  // A connection the server drops (a restart, a terminated backend) must not end the process: its query
  // fails, the pool discards it and the next query connects again; /api/ready reports the database meanwhile.
  // node-postgres emits 'error' on the pool for an idle connection and on the client for a checked-out one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { pool, db: drizzlePg({ client: pool, schema, logger: statementCounter }) };
}

/** Rows of a raw SQL query, the same shape for both drivers. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }`; the generic PgDatabase type cannot know which driver it wraps.
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * A statement whose best plan is the same whatever its values: on PGlite it is planned once and that plan
 * reused (prepared.ts); PostgreSQL plans every statement of the pool, cheaply, as before.
 */
export const withGenericPlan = (query: SQL): SQL => sql`${sql.raw(GENERIC_PLAN)}${query}`;
