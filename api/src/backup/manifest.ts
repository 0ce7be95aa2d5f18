import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import shopPackage from '../../../package.json';
import { MIGRATIONS } from '../db/pglite';
import { NotAnArchiveError, listEntries, readEntry } from './tar';

/** The shop's release: the root package's version, read here and nowhere else. */
export const RELEASE: string = shopPackage.version;

/** The layout of a backup file this code writes; a reader refuses any other. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';

const partSchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  release: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** Migrations applied to the database the copy holds. */
  schema: z.number().int().nonnegative(),
  /** The database's form: PGlite's files, pg_dump's, or rows (portable.ts) that restore into either. */
  database: z.enum(['pglite', 'postgres', 'portable']),
  createdAt: z.string().datetime(),
  parts: z.array(partSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupPart = BackupManifest['parts'][number];

/** Migrations this code knows (drizzle's journal): the schema a database has once it has started here. */
export function codeSchema(migrations = MIGRATIONS): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** -1, 0 or 1 as release `a` is older than, the same as or newer than `b` (both `x.y.z`). */
export function compareReleases(a: string, b: string): number {
  const [x, y] = [a, b].map((release) => release.split('.').map(Number));
  for (let i = 0; i < 3; i++) {
    const d = (x?.[i] ?? 0) - (y?.[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Why this code must not restore a copy: it was made by a newer release, or its database has migrations
 * this code does not know (null: it may).
 */
export function tooNew(manifest: BackupManifest, release = RELEASE, schema = codeSchema()): string | null {
  if (compareReleases(manifest.release, release) > 0)
    return (
      `Копия сделана версией ${manifest.release}, а установлена версия ${release}: ` +
      `обновите магазин до ${manifest.release} или новее`
    );
  if (manifest.schema <= schema) return null;
  return (
    `В копии база данных новее этой версии магазина (миграций ${manifest.schema}, известно ${schema}): ` +
    `обновите магазин до ${manifest.release} или новее`
  );
}

/** Refusal of a file that is not a whole backup of this shop (Russian, for the owner). */
export class BadBackupError extends Error {}

export const notABackup = (file: string, why: string): BadBackupError =>
  new BadBackupError(`Файл ${file} — не резервная копия магазина или повреждён (${why}): ничего не изменено`);

/** A backup file's manifest, its format checked (the parts' checksums are not: restore checks them). */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let entries;
  try {
    entries = await listEntries(file);
  } catch (error) {
    if (error instanceof NotAnArchiveError) throw notABackup(file, error.message);
    throw error;
  }
  const entry = entries.find((candidate) => candidate.name === MANIFEST_NAME);
  if (!entry || entry.size > 64 << 20) throw notABackup(file, 'нет описания копии');
  const chunks: Buffer[] = [];
  for await (const chunk of readEntry(file, entry)) chunks.push(chunk as Buffer);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw notABackup(file, 'описание копии не читается');
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw notABackup(file, 'описание копии не того формата');
  return manifest.data;
}
