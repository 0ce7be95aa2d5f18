import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { MIGRATIONS } from '../db/pglite';
import { appliedMigrations } from '../db/snapshot';

/**
 * The database as rows, not as files: what moves a PGlite shop into PostgreSQL (whose server is older than the
 * PostgreSQL inside PGlite and cannot read its files or its pg_dump), and what the upgrade test's fixture is
 * kept as (a few kilobytes where PGlite's files are megabytes). The part is gzipped lines of JSON: a header
 * (the migrations applied, the sequences' values), then the rows of each of schema `public`'s tables in
 * batches, a table after those its foreign keys point to. Restored into a database migrated to the same
 * migration (the first `schema` of this code's: migrations are never edited once released), emptied, its
 * triggers held off, in one transaction; the shop's next start applies the later migrations.
 */
export const PORTABLE_PART = 'database.json.gz';

/** A PGlite or a node-postgres client. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const BATCH_ROWS = 2_000;

interface Header {
  schema: number;
  sequences: Array<{ name: string; value: string | null }>;
}
interface Batch {
  table: string;
  rows: unknown[];
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Schema `public`'s tables, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Sql): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).rows.map((row) => row.name);
  const references = await db.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]): void => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { parent } of references.rows.filter((row) => row.child === table))
      visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** A table's stored columns (not the generated ones, which the target computes). */
async function columnsOf(db: Sql, table: string): Promise<string[]> {
  const columns = await db.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0
     AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${quote(table)}`],
  );
  return columns.rows.map((row) => row.name);
}

/** Writes the portable part of the database `db` (nothing else may write to it meanwhile) into `file`. */
export async function exportPortable(db: Sql, file: string): Promise<number> {
  const schema = await appliedMigrations(db);
  const sequences = await db.query<{ name: string; value: string | null }>(
    `SELECT quote_ident(sequencename) AS name, last_value::text AS value FROM pg_sequences
     WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  const gzip = zlib.createGzip({ level: 9 });
  const written = pipeline(gzip, fs.createWriteStream(file, { mode: 0o600 }));
  const line = (value: Header | Batch) =>
    new Promise<void>((resolve) => {
      if (gzip.write(`${JSON.stringify(value)}\n`)) resolve();
      else gzip.once('drain', resolve);
    });
  try {
    await line({ schema, sequences: sequences.rows });
    for (const table of await tablesInOrder(db)) {
      const list = (await columnsOf(db, table)).map(quote).join(', ');
      // Pages by the rows' places in the table (compared as places: as text «(10,1)» sorts before «(9,1)»);
      // the copy is read while nothing changes it.
      let after = '(0,0)';
      for (;;) {
        const page = await db.query<{ rows: Array<Record<string, unknown>> | null; last: string | null }>(
          `SELECT json_agg(to_jsonb(r) - 'ctid__') AS rows, max(r.ctid__)::text AS last FROM (
             SELECT ${list}, ctid AS ctid__ FROM public.${quote(table)} WHERE ctid > $1::tid
             ORDER BY ctid LIMIT ${BATCH_ROWS}) r`,
          [after],
        );
        const { rows, last } = page.rows[0] ?? { rows: null, last: null };
        if (!rows?.length || !last) break;
        await line({ table, rows });
        if (rows.length < BATCH_ROWS) break;
        after = last;
      }
    }
  } finally {
    gzip.end();
  }
  await written;
  return schema;
}

/** The migrations of `schema`'s count in a folder of their own, for drizzle to apply those and no later one. */
export async function withMigrationsUpTo<T>(
  schema: number,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const entries = journal.entries.slice(0, schema);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    return await work(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Loads a portable part (a gzipped stream) into `db`, which the caller has migrated to the part's schema
 * (`withMigrationsUpTo`): in one transaction its tables are emptied of what the migrations wrote, the rows
 * inserted with the tables' own triggers held off (the rows already hold what those triggers computed), and
 * the sequences set to where they were.
 */
export async function importPortable(db: Sql, source: NodeJS.ReadableStream): Promise<void> {
  let header: Header | undefined;
  const tables = await tablesInOrder(db);
  const names = tables.map((table) => `public.${quote(table)}`);
  await db.query('BEGIN');
  try {
    // Triggers off first: TRUNCATE's own (the catalogue's version) would write rows back.
    for (const name of names) await db.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    if (names.length) await db.query(`TRUNCATE ${names.join(', ')}`);
    const columns = new Map<string, string>();
    // Read from here on: lines a reader emits before its loop asks for them would be lost.
    const lines = readline.createInterface({ input: source.pipe(zlib.createGunzip()), crlfDelay: Infinity });
    for await (const text of lines) {
      if (!header) {
        header = JSON.parse(text) as Header;
        continue;
      }
      const { table, rows } = JSON.parse(text) as Batch;
      if (!tables.includes(table)) throw new Error(`таблицы ${table} нет в базе`);
      if (!columns.has(table)) columns.set(table, (await columnsOf(db, table)).map(quote).join(', '));
      const list = columns.get(table)!;
      await db.query(
        `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    for (const name of names) await db.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    for (const { name, value } of header?.sequences ?? [])
      if (value !== null) await db.query(`SELECT setval($1, $2::bigint)`, [`public.${name}`, value]);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
