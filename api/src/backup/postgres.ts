import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { appliedMigrations } from '../db/snapshot';
import type { DatabasePart } from './pglite-files';

export const POSTGRES_PART = 'database.pgdump';

/**
 * Runs one of PostgreSQL's client programs (its input from `input` if given); a missing one or its failure
 * as a Russian message with what it said.
 */
export async function pgTool(
  program: 'pg_dump' | 'pg_restore',
  args: string[],
  input?: NodeJS.ReadableStream,
): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(program, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      if (input && child.stdin) {
        child.stdin.on('error', () => undefined); // the program's own exit says why it stopped reading
        input.pipe(child.stdin);
      }
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(Object.assign(new Error(stderr.trim() || `код ${code}`), { stderr })),
      );
    });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT')
      throw new Error(
        `Не найдена программа ${program}: установите клиент PostgreSQL (пакет postgresql-client)`,
        { cause: error },
      );
    throw new Error(`${program} не справился: ${String(stderr ?? (error as Error).message).trim()}`, {
      cause: error,
    });
  }
}

/** A connected client of DATABASE_URL for `work`, closed after it. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The database part of a PostgreSQL shop: `pg_dump`'s custom format, one consistent snapshot however many
 * orders are being placed meanwhile; without owners or grants, so it restores under any role.
 */
export async function dumpPostgres(url: string, work: string): Promise<DatabasePart> {
  const file = path.join(work, POSTGRES_PART);
  const schema = await withClient(url, (client) => appliedMigrations(client));
  await pgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
  return { name: POSTGRES_PART, file, schema };
}

/** The database of `url` holds a shop (or anything of its own: a table, drizzle's journal). */
export async function postgresHoldsShop(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const found = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE s.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return (found.rows[0]?.n ?? 0) > 0;
  });
}

/**
 * Moves a shop's data aside in its own database, in one transaction: schema `public` becomes
 * `before_restore_<date>` (its extensions move on to the new `public`, where a restored dump expects them; the
 * old tables keep using them), drizzle's journal `before_restore_<date>_drizzle`. Answers the new names.
 */
export async function moveSchemasAside(url: string, when: string): Promise<string[]> {
  const aside = `before_restore_${when.replace(/\D/g, '')}`;
  return withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      await client.query(`ALTER SCHEMA public RENAME TO ${aside}`);
      await client.query('CREATE SCHEMA public');
      const extensions = await client.query<{ name: string }>(
        `SELECT e.extname AS name FROM pg_extension e JOIN pg_namespace s ON s.oid = e.extnamespace
         WHERE s.nspname = $1`,
        [aside],
      );
      for (const { name } of extensions.rows)
        await client.query(`ALTER EXTENSION "${name}" SET SCHEMA public`);
      const moved = [`PostgreSQL: схема ${aside}`];
      const drizzle = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'");
      if (drizzle.rowCount) {
        await client.query(`ALTER SCHEMA drizzle RENAME TO ${aside}_drizzle`);
        moved.push(`PostgreSQL: схема ${aside}_drizzle`);
      }
      await client.query('COMMIT');
      return moved;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/** Restores a `pg_dump` custom file streamed by `open` into the empty database of `url`, all or nothing. */
export async function restorePostgres(url: string, open: () => NodeJS.ReadableStream): Promise<void> {
  const args = [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
  ];
  await pgTool('pg_restore', args, open());
}
