import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrateNamed } from './migrate';

export const MIGRATIONS = path.join(__dirname, '..', '..', 'drizzle');

/** Opens the PGlite directory, applies the migrations (of `migrations`) and vacuums after new ones (the caller holds the lock). */
export async function openMigratedPglite(dataDir: string, migrations = MIGRATIONS): Promise<PGlite> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await migrateNamed(migrations, (migrationsFolder) => migrate(drizzle({ client }), { migrationsFolder }));
    await vacuumAfterMigrations(client);
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * PGlite has no autovacuum: a migration that rewrites rows (0011 updates every characteristic) leaves the
 * visibility map cleared, and every index-only scan then reads the table for each row (finding the items
 * near a number took far longer). So the first start after migrations vacuums once
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
