import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite keeps PostgreSQL's own files at the top of DATA_DIR, beside the shop's folders (pictures, 1С
 * exchanges, letters, feeds), its lock and its sockets. A backup's database part is PostgreSQL's files only,
 * known by PostgreSQL's own names, so a folder the shop adds later is never taken for the database.
 */
export const isDatabaseEntry = (name: string): boolean =>
  name === 'PG_VERSION' ||
  name === 'base' ||
  name === 'global' ||
  name.startsWith('pg_') ||
  name.startsWith('postgresql.');

/** What reads the migrations applied: a PGlite or a node-postgres client. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** Migrations applied to a database (0 for one never migrated). */
export async function appliedMigrations(db: Queryable): Promise<number> {
  const table = await db.query("SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name");
  if (!(table.rows[0] as { name: string | null } | undefined)?.name) return 0;
  const count = await db.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return (count.rows[0] as { n: number } | undefined)?.n ?? 0;
}

/**
 * Copies the database's files of an open PGlite to `to` while nothing else runs on it (the caller makes sure:
 * a unit of the socket's queue, or a PGlite of its own). The checkpoint first writes every change to the
 * data files, so the copy opens without replaying the log. Answers the migrations applied.
 */
export async function snapshotPglite(db: PGlite, dataDir: string, to: string): Promise<number> {
  await db.exec('CHECKPOINT');
  const schema = await appliedMigrations(db);
  // Synchronous: nothing may run on PGlite meanwhile anyway, and one call copies far faster than a file
  // operation per trip to libuv's pool; the queue waits only as long as the copy.
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of fs.readdirSync(dataDir))
    if (isDatabaseEntry(name)) fs.cpSync(path.join(dataDir, name), path.join(to, name), { recursive: true });
  return schema;
}
