import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { readSettings } from '../settings/schema';
import { lockDataDir } from '../db/lock';
import { migrateNamed } from '../db/migrate';
import { MIGRATIONS, openMigratedPglite } from '../db/pglite';
import { appliedMigrations } from '../db/snapshot';

/**
 * `npx tsx api/src/backup/migrate-cli.ts [FOLDER]`: applies the migrations (this code's, or FOLDER's) to the shop's
 * database, DATA_DIR's PGlite (the shop stopped) or DATABASE_URL's, without starting the shop: an upgrade's
 * migrations tried on their own. A failed migration leaves the database as it was and is named.
 */
async function main(folder: string): Promise<number> {
  const settings = readSettings();
  if (settings.DATABASE_URL) {
    const client = new Client({ connectionString: settings.DATABASE_URL });
    await client.connect();
    try {
      await migrateNamed(folder, (migrationsFolder) => migrate(drizzle(client), { migrationsFolder }));
      return await appliedMigrations(client);
    } finally {
      await client.end();
    }
  }
  const unlock = lockDataDir(settings.DATA_DIR);
  try {
    const db = await openMigratedPglite(settings.DATA_DIR, folder);
    try {
      return await appliedMigrations(db);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

main(path.resolve(process.argv[2] ?? MIGRATIONS)).then(
  (applied) => process.stderr.write(`Миграции применены: ${applied}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
