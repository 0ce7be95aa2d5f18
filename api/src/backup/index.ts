import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from '../settings';
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_NAME, RELEASE } from './manifest';
import { type OutputFiles, partialOf, writeBackupFile } from './output';
import { portableOfPgliteFiles, portableOfPostgres } from './move';
import { pglitePart } from './pglite-files';
import { dumpPostgres } from './postgres';
import type { Written } from './tar';

export type { BackupManifest } from './manifest';
export { BadBackupError, RELEASE, readBackupManifest } from './manifest';

/**
 * The running shop's PGlite, as the supervisor holds it (`startEmbedded`'s answer): copies the database into a
 * folder while it goes on answering (an online copy, db/snapshot.ts) and answers the migrations applied.
 */
export interface PgliteSnapshots {
  snapshot(folder: string): Promise<number>;
}

export interface BackupOptions {
  /** Bytes written to the file so far, told as they grow. */
  onProgress?: (bytes: number) => void;
  /** The running shop's PGlite; without it (and without DATABASE_URL) DATA_DIR is locked and read here. */
  pglite?: PgliteSnapshots;
  /** The output's file operations (tests make them fail). */
  files?: OutputFiles;
  /** The database as rows (portable.ts), not as PGlite's or pg_dump's files: restorable into either. */
  portable?: boolean;
}

/** The folders a backup holds beside the database, by their names in the file. */
export function fileFolders(settings: Settings): { pictures: string; 'exchange-1c': string } {
  return {
    pictures: path.resolve(settings.PICTURES_DIR ?? path.join(settings.DATA_DIR, 'pictures')),
    'exchange-1c': path.resolve(settings.EXCHANGE_DIR ?? path.join(settings.DATA_DIR, 'exchange-1c')),
  };
}

/**
 * Makes a whole backup file of the shop these settings name, from the process that may (the supervisor on
 * PGlite, anyone on PostgreSQL); resolves when the file is in place under its final name. The database is
 * copied first, as one consistent state; the pictures and 1С files after it.
 */
export async function makeBackup(
  settings: Settings,
  outFile: string,
  { onProgress, pglite, files, portable = false }: BackupOptions = {},
): Promise<BackupManifest> {
  const createdAt = new Date().toISOString();
  const work = `${partialOf(outFile)}.d`;
  await fs.promises.mkdir(work, { recursive: true, mode: 0o700 });
  try {
    const database = settings.DATABASE_URL
      ? await postgresDatabase(settings.DATABASE_URL, work, portable)
      : await pgliteDatabase(settings.DATA_DIR, work, pglite, portable);
    return await writeBackupFile(
      outFile,
      async (tar) => {
        const parts: Written[] = [await tar.addFile(database.name, database.file)];
        await fs.promises.rm(database.file, { force: true });
        for (const [name, folder] of Object.entries(fileFolders(settings)))
          for (const file of await filesUnder(folder))
            parts.push(await tar.addFile(`${name}/${file}`, path.join(folder, file)));
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          release: RELEASE,
          schema: database.schema,
          database: database.kind,
          createdAt,
          parts,
        };
        await tar.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
        return manifest;
      },
      { onProgress, files },
    );
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/** A PostgreSQL shop's database part: pg_dump's, or (`portable`) its rows. */
async function postgresDatabase(url: string, work: string, portable: boolean) {
  if (portable) return { kind: 'portable' as const, ...(await portableOfPostgres(url, work)) };
  return { kind: 'postgres' as const, ...(await dumpPostgres(url, work)) };
}

/** A PGlite shop's database part: its files, or (`portable`) the rows read from a copy of them. */
async function pgliteDatabase(
  dataDir: string,
  work: string,
  pglite: PgliteSnapshots | undefined,
  portable: boolean,
) {
  const files = await pglitePart(dataDir, work, pglite);
  if (!portable) return { kind: 'pglite' as const, ...files };
  const rows = await portableOfPgliteFiles(() => fs.createReadStream(files.file), work);
  await fs.promises.rm(files.file, { force: true });
  return { kind: 'portable' as const, ...rows };
}

/** Files under `folder`, relative, `/`-separated, sorted (none when it does not exist). */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.promises
    .readdir(folder, { recursive: true, withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
