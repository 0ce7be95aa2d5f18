import { createHash } from 'node:crypto';
import {
  BadBackupError,
  type BackupManifest,
  MANIFEST_NAME,
  notABackup,
  readBackupManifest,
  tooNew,
} from './manifest';
import { PGLITE_PART } from './pglite-files';
import { PORTABLE_PART } from './portable';
import { POSTGRES_PART } from './postgres';
import { type Entry, NotAnArchiveError, listEntries, readEntry } from './tar';

/** The folders of a backup's files, by their names in it. */
export const FILE_FOLDERS = ['pictures', 'exchange-1c'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

export const DATABASE_PART = {
  pglite: PGLITE_PART,
  postgres: POSTGRES_PART,
  portable: PORTABLE_PART,
} as const;

/** A part's name this code writes itself: the database's, or a file under one of the folders (no `..`). */
function expectedName(name: string, database: BackupManifest['database']): boolean {
  if (name === DATABASE_PART[database]) return true;
  const [folder, ...rest] = name.split('/');
  return (
    FILE_FOLDERS.includes(folder as FileFolder) &&
    rest.length > 0 &&
    rest.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'))
  );
}

export interface CheckedBackup {
  manifest: BackupManifest;
  /** The parts' entries, by name. */
  entries: Map<string, Entry>;
}

/**
 * Reads a backup file whole and checks it before anything is written: its manifest, that this code may
 * restore it, that it holds exactly the parts the manifest names, each with its size and SHA-256.
 * Throws a BadBackupError (Russian, naming the file) for the first thing wrong.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const manifest = await readBackupManifest(file);
  const newer = tooNew(manifest);
  if (newer) throw new BadBackupError(`${newer}. Ничего не изменено`);
  let listed: Entry[];
  try {
    listed = await listEntries(file);
  } catch (error) {
    if (error instanceof NotAnArchiveError) throw notABackup(file, error.message);
    throw error;
  }
  const entries = new Map(
    listed.filter((entry) => entry.name !== MANIFEST_NAME).map((entry) => [entry.name, entry]),
  );
  if (entries.size !== listed.length - 1) throw notABackup(file, 'повторяющиеся части');
  if (!manifest.parts.some((part) => part.name === DATABASE_PART[manifest.database]))
    throw notABackup(file, 'нет базы данных');
  for (const part of manifest.parts) {
    const entry = entries.get(part.name);
    if (!entry) throw notABackup(file, `нет части ${part.name}`);
    if (!expectedName(part.name, manifest.database) || entry.type !== '0')
      throw notABackup(file, `посторонняя часть ${part.name}`);
    if (entry.size !== part.bytes) throw notABackup(file, `размер части ${part.name} не совпадает`);
    const hash = createHash('sha256');
    for await (const chunk of readEntry(file, entry)) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== part.sha256)
      throw notABackup(file, `контрольная сумма части ${part.name} не совпадает`);
  }
  if (entries.size !== manifest.parts.length) throw notABackup(file, 'части, которых нет в описании');
  return { manifest, entries };
}
