import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite keeps PostgreSQL's own files at the top of DATA_DIR, beside the shop's folders (pictures, 1С
 * exchanges, letters, feeds), its lock and its sockets. A backup's database part is PostgreSQL's files only,
 * known by PostgreSQL's own names, so a folder the shop adds later is never taken for the database.
 * `backup_label` is an online copy's (below): it tells PostgreSQL where to start replaying the log.
 */
export const isDatabaseEntry = (name: string): boolean =>
  name === 'PG_VERSION' ||
  name === 'base' ||
  name === 'global' ||
  name === 'backup_label' ||
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
 * Folders whose contents PostgreSQL rebuilds at start (pg_basebackup leaves them out too): the folder is
 * copied empty. The log's segments a copy needs are added after it (`onlineSnapshot`).
 */
const REBUILT = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/**
 * Copies the files under `from` into `to` file by file, off the thread (libuv's pool): PostgreSQL goes on
 * writing meanwhile, and a file it removes meanwhile is skipped (the log replayed over the copy recreates
 * what it must), as pg_basebackup does.
 */
async function copyLive(from: string, to: string, top = true): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await fs.promises.readdir(from, { withFileTypes: true }).catch(skipVanished);
  for (const entry of entries ?? []) {
    if (top && !isDatabaseEntry(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && REBUILT.has(entry.name)) await fs.promises.mkdir(target, { mode: 0o700 });
      else await copyLive(source, target, false);
    } else if (entry.isFile()) await fs.promises.copyFile(source, target).catch(skipVanished);
  }
}

function skipVanished(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

/** A log segment's name: timeline, then the segment's number (fixed-width hex, so names sort as numbers). */
const SEGMENT = /^[0-9A-F]{24}$/;

/** What runs `work` on PGlite as one unit of its queue, with no connection's transaction open. */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * An online copy of an open PGlite's database into `to` (PostgreSQL's own non-exclusive base backup): the
 * queue is held only to start and to stop it; the files are copied between, while buyers go on ordering.
 * Start writes a checkpoint and makes every page written afterwards go into the log whole, so a page the
 * copy read half-changed is overwritten on replay. Stop writes the copy's end into the log; the segments
 * from start to stop and `backup_label` make the copy open as the database stood at stop: every transaction
 * committed before the start is in it, none half-done. PGlite has no checkpointer (only CHECKPOINT removes
 * old segments, and the caller runs no other copy meanwhile), so the segments are still there to copy.
 * Answers the migrations applied.
 */
export async function onlineSnapshot(
  db: PGlite,
  exclusive: Exclusive,
  dataDir: string,
  to: string,
): Promise<number> {
  await fs.promises.rm(to, { recursive: true, force: true });
  const { schema, first } = await exclusive(async () => {
    const start = await db.query<{ file: string }>(
      "SELECT pg_walfile_name(pg_backup_start('shop-backup', true)) AS file",
    );
    return { schema: await appliedMigrations(db), first: start.rows[0]!.file };
  });
  let stopped: { last: string; label: string } | undefined;
  try {
    await copyLive(dataDir, to);
    stopped = await exclusive(async () => {
      const stop = await db.query<{ last: string; label: string }>(
        'SELECT pg_walfile_name(lsn) AS last, labelfile AS label FROM pg_backup_stop(false)',
      );
      return stop.rows[0]!;
    });
  } finally {
    if (!stopped) await exclusive(() => db.query('SELECT pg_backup_stop(false)')).catch(() => undefined);
  }
  const { last, label } = stopped;
  const wal = path.join(dataDir, 'pg_wal');
  for (const name of (await fs.promises.readdir(wal)).sort())
    if (SEGMENT.test(name) && name.slice(0, 8) === first.slice(0, 8) && name >= first && name <= last)
      await fs.promises.copyFile(path.join(wal, name), path.join(to, 'pg_wal', name));
  await fs.promises.writeFile(path.join(to, 'backup_label'), label, { mode: 0o600 });
  return schema;
}
