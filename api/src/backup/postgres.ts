import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { appliedMigrations } from '../db/snapshot';
import type { DatabasePart } from './pglite-files';

const run = promisify(execFile);
export const POSTGRES_PART = 'database.pgdump';

/** Runs one of PostgreSQL's client programs; a missing one or its failure as a Russian message. */
export async function pgTool(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(program, args, { maxBuffer: 16 << 20 });
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
