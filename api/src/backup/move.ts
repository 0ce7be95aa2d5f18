import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrateNamed } from '../db/migrate';
import { unpackDatabase } from './pglite-files';
import { PORTABLE_PART, exportPortable, importPortable, withMigrationsUpTo } from './portable';
import { withClient } from './postgres';

/** A PGlite of `dataDir` open for `work`, closed after it. */
async function withPglite<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * The portable part (portable.ts) of a PGlite database part (`open` streams its gzipped files): unpacked into
 * `work`, opened there by a PGlite of its own, read into `work`'s file of that part, which is answered.
 */
export async function portableOfPgliteFiles(
  open: () => NodeJS.ReadableStream,
  work: string,
): Promise<{ name: string; file: string; schema: number }> {
  const dataDir = path.join(work, 'pglite-rows');
  await fs.promises.mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await unpackDatabase(open(), dataDir);
    const file = path.join(work, PORTABLE_PART);
    const schema = await withPglite(dataDir, (db) => exportPortable(db, file));
    return { name: PORTABLE_PART, file, schema };
  } finally {
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The portable part of the PostgreSQL database of `url`, read in one read-only snapshot (every order committed
 * before it, however many are placed meanwhile) into `work`: what moves a PostgreSQL shop into PGlite, which
 * cannot read pg_dump's files.
 */
export async function portableOfPostgres(
  url: string,
  work: string,
): Promise<{ name: string; file: string; schema: number }> {
  const file = path.join(work, PORTABLE_PART);
  const schema = await withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      return await exportPortable(client, file);
    } finally {
      await client.query('COMMIT');
    }
  });
  return { name: PORTABLE_PART, file, schema };
}

/** Where a portable part is loaded: the PGlite of an empty DATA_DIR (locked by the caller), or DATABASE_URL's. */
export type RowsTarget = { dataDir: string } | { url: string };

/**
 * Loads a portable part (`open` streams it) into an empty target: migrated to the part's `schema` with this
 * code's first migrations, then the rows (portable.ts). The shop's next start applies the later migrations.
 */
export async function restoreRows(
  target: RowsTarget,
  schema: number,
  open: () => NodeJS.ReadableStream,
): Promise<void> {
  await withMigrationsUpTo(schema, async (migrationsFolder) => {
    if ('url' in target)
      await withClient(target.url, async (client) => {
        await migrateNamed(migrationsFolder, (folder) =>
          migratePg(drizzlePg(client), { migrationsFolder: folder }),
        );
        await importPortable(client, open());
      });
    else
      await withPglite(target.dataDir, async (client) => {
        await migrateNamed(migrationsFolder, (folder) =>
          migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
        );
        await importPortable(client, open());
      });
  });
}
