import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lockDataDir } from '../db/lock';
import type { Settings } from '../settings';
import { fileFolders } from './index';
import { BadBackupError, type BackupManifest } from './manifest';
import { type RowsTarget, portableOfPgliteFiles, restoreRows } from './move';
import { unpackDatabase } from './pglite-files';
import { moveSchemasAside, postgresHoldsShop, restorePostgres } from './postgres';
import { readEntry } from './tar';
import { type CheckedBackup, DATABASE_PART, checkBackup } from './verify';

export interface RestoreOptions {
  /** Restore over a shop already there, moving its data aside first. */
  force?: boolean;
}

export interface Restored {
  manifest: BackupManifest;
  /** Where the data that was there before went (folders, PostgreSQL schemas). */
  movedAside: string[];
}

/** A name for what is moved aside, from the moment of the restore: `2026-12-02T08-05-24`. */
const stamp = (): string => new Date().toISOString().slice(0, 19).replace(/:/g, '-');

/** A folder that exists and holds anything. */
async function holdsFiles(folder: string): Promise<boolean> {
  const entries = await fs.promises.readdir(folder).catch(() => []);
  return entries.length > 0;
}

const refusal = (what: string): BadBackupError =>
  new BadBackupError(
    `${what} уже есть данные магазина: восстановление отменено, ничего не изменено. ` +
      'Чтобы заменить их копией, повторите с --force: прежние данные будут отложены в сторону, не удалены',
  );

/**
 * Restores a backup file into the shop these settings name: an empty DATA_DIR (PGlite) or the empty database of
 * DATABASE_URL, and the pictures' and 1С files' folders. The whole file is checked first (verify.ts); a target
 * holding a shop is refused, or with `force` moved aside (`<folder>.before-restore-<date>`, PostgreSQL's
 * schemas renamed `before_restore_<date>`), never deleted. A PGlite shop's copy restores into PostgreSQL too
 * (as rows, move.ts). An older backup's database is migrated on the shop's next start.
 */
export async function restoreBackup(
  settings: Settings,
  file: string,
  { force = false }: RestoreOptions = {},
): Promise<Restored> {
  const checked = await checkBackup(file);
  const { manifest } = checked;
  const dataDir = path.resolve(settings.DATA_DIR);
  const url = settings.DATABASE_URL;
  if (!url && manifest.database === 'postgres')
    throw new BadBackupError(
      'Копия сделана магазином на PostgreSQL: восстановите её в PostgreSQL (задайте DATABASE_URL). Ничего не изменено',
    );
  // Folders of files outside DATA_DIR are checked on their own; those inside go with it.
  const folders = Object.entries(fileFolders(settings));
  const outside = folders
    .filter(([, folder]) => url || !isInside(folder, dataDir))
    .map(([, folder]) => folder);
  const taken: string[] = [];
  if (url ? await postgresHoldsShop(url) : await holdsFiles(dataDir))
    taken.push(url ? 'В базе данных DATABASE_URL' : `В каталоге ${dataDir}`);
  for (const folder of outside) if (await holdsFiles(folder)) taken.push(`В каталоге ${folder}`);
  if (taken.length && !force) throw refusal(taken.join(', '));

  const openDatabase = () => readEntry(file, entryOf(checked, DATABASE_PART[manifest.database]));
  const movedAside: string[] = [];
  const when = stamp();
  const moveAside = async (folder: string): Promise<void> => {
    if (!(await holdsFiles(folder))) return;
    const aside = `${folder}.before-restore-${when}`;
    await fs.promises.rename(folder, aside);
    movedAside.push(aside);
  };
  if (url) {
    if (await postgresHoldsShop(url)) movedAside.push(...(await moveSchemasAside(url, when)));
    for (const folder of outside) await moveAside(folder);
    if (manifest.database === 'postgres') await restorePostgres(url, openDatabase);
    else await restoreRowsFrom(manifest, openDatabase, { url });
  } else {
    // A running shop holds DATA_DIR's lock: it is refused before anything moves.
    if (fs.existsSync(dataDir)) lockDataDir(dataDir)();
    await moveAside(dataDir);
    for (const folder of outside) await moveAside(folder);
    await fs.promises.mkdir(dataDir, { recursive: true, mode: 0o700 });
    const unlock = lockDataDir(dataDir);
    try {
      if (manifest.database === 'pglite') await unpackDatabase(openDatabase(), dataDir);
      else await restoreRows({ dataDir }, manifest.schema, openDatabase);
      await writeFiles(settings, file, checked);
    } finally {
      unlock();
    }
    return { manifest, movedAside };
  }
  await writeFiles(settings, file, checked);
  return { manifest, movedAside };
}

/**
 * Rows into PostgreSQL: a portable part as it is, a PGlite one first read as rows (by a PGlite of its own, in a
 * temporary folder) — PostgreSQL cannot read PGlite's files, nor, older, its pg_dump.
 */
async function restoreRowsFrom(
  manifest: BackupManifest,
  open: () => NodeJS.ReadableStream,
  target: RowsTarget,
): Promise<void> {
  if (manifest.database === 'portable') return restoreRows(target, manifest.schema, open);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const rows = await portableOfPgliteFiles(open, work);
    await restoreRows(target, rows.schema, () => fs.createReadStream(rows.file));
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

const isInside = (folder: string, parent: string): boolean =>
  !path.relative(parent, folder).startsWith('..') && !path.isAbsolute(path.relative(parent, folder));

function entryOf({ entries }: CheckedBackup, name: string) {
  const entry = entries.get(name);
  if (!entry) throw new Error(`нет части ${name}`);
  return entry;
}

/** The pictures and the 1С files, each into its folder. */
async function writeFiles(settings: Settings, file: string, checked: CheckedBackup): Promise<void> {
  const folders = fileFolders(settings);
  for (const part of checked.manifest.parts) {
    const [folder, ...rest] = part.name.split('/');
    if (!rest.length || !(folder! in folders)) continue;
    const target = path.join(folders[folder as keyof typeof folders], ...rest);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(readEntry(file, entryOf(checked, part.name)), fs.createWriteStream(target));
  }
}
