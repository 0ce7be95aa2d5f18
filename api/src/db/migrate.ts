import fs from 'node:fs';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Runs drizzle's migrator (`apply`) on the migrations of `folder`. Drizzle applies every pending migration in
 * one transaction, so a failed one leaves the database as it was; its error names the failed statement only,
 * and this one names the migration too, for the owner who upgraded.
 */
export async function migrateNamed(
  folder: string,
  apply: (migrationsFolder: string) => Promise<unknown>,
): Promise<void> {
  try {
    await apply(folder);
  } catch (error) {
    throw namedFailure(folder, error);
  }
}

function namedFailure(folder: string, error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  // The last migration holding the statement: the pending ones come after the applied ones.
  const failed = journal.entries.findLast(({ tag }) =>
    fs
      .readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .includes(error.query),
  );
  if (!failed) return error;
  const why = error.cause instanceof Error ? error.cause.message : error.message;
  return new Error(
    `Миграция ${failed.tag} не применилась (${why}): база данных осталась прежней, ` +
      'ни одна из новых миграций не применена',
    { cause: error },
  );
}
