import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import shopPackage from '../../../package.json';
import { MIGRATIONS } from '../db/pglite';

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
  database: z.enum(['pglite', 'postgres']),
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
