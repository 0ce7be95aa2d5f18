import fs from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The repository's migrations (drizzle-kit's folder). */
export const MIGRATIONS = path.join(__dirname, '..', '..', 'drizzle');

/** drizzle-kit's journal: the migrations in order, each `<tag>.sql` beside it. */
interface Journal {
  entries: Array<{ tag: string }>;
}

/**
 * Runs drizzle's migrator, which applies every pending migration in one transaction: a failure rolls all of
 * them back. Its error names only the statement; the operator needs the migration, so the error thrown names
 * the file that holds the failed statement (the last such, as the pending ones come last) and the reason.
 */
export async function namingFailedMigration(folder: string, migrate: () => Promise<void>): Promise<void> {
  try {
    await migrate();
  } catch (error) {
    if (!(error instanceof DrizzleQueryError)) throw error;
    const tag = migrationOf(folder, error.query) ?? 'неизвестная';
    const reason = error.cause instanceof Error ? error.cause.message : error.message;
    throw new Error(
      `Миграция ${tag} не применена: ${reason}. База данных осталась как была: ни одна из новых миграций не применена.`,
      { cause: error },
    );
  }
}

function migrationOf(folder: string, statement: string): string | undefined {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries
    .map((entry) => entry.tag)
    .filter((tag) =>
      fs
        .readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .includes(statement),
    )
    .at(-1);
}

/** Migrates a PostgreSQL database (the caller holds the startup lock). */
export function migratePostgres<S extends Record<string, unknown>>(
  db: NodePgDatabase<S>,
  folder = MIGRATIONS,
): Promise<void> {
  return namingFailedMigration(folder, () => migratePg(db, { migrationsFolder: folder }));
}
