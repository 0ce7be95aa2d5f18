import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from '../db/lock';
import { isDatabaseEntry, onlineSnapshot } from '../db/snapshot';
import { type EntrySink, NotAnArchiveError, TarWriter, eachEntry } from './tar';

/** Packs the database's files of `dataDir` into a gzipped tar `file` (the layout PGlite's dumpDataDir gives). */
export async function packDatabase(dataDir: string, file: string): Promise<void> {
  const gzip = zlib.createGzip({ level: 1 });
  const written = pipeline(gzip, fs.createWriteStream(file, { mode: 0o600 }));
  const tar = new TarWriter(
    (chunk) =>
      new Promise<void>((resolve) => {
        if (gzip.write(chunk)) resolve();
        else gzip.once('drain', resolve);
      }),
  );
  const walk = async (folder: string, prefix: string): Promise<void> => {
    for (const entry of await fs.promises.readdir(folder, { withFileTypes: true })) {
      if (!prefix && !isDatabaseEntry(entry.name)) continue;
      const name = prefix + entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await tar.folder(name);
        await walk(full, `${name}/`);
      } else if (entry.isFile()) await tar.addFile(name, full);
    }
  };
  try {
    await walk(dataDir, '');
    await tar.end();
  } finally {
    gzip.end();
  }
  await written;
}

/** Unpacks a database part (a gzipped tar read from `source`) into the empty folder `dataDir`. */
export async function unpackDatabase(source: NodeJS.ReadableStream, dataDir: string): Promise<void> {
  const gunzip = zlib.createGunzip();
  source.pipe(gunzip);
  await eachEntry(gunzip, async (header): Promise<EntrySink> => {
    const parts = header.name.split('/');
    if (
      (header.type !== '0' && header.type !== '5') ||
      !isDatabaseEntry(parts[0] ?? '') ||
      parts.some((part) => part === '' || part === '.' || part === '..')
    )
      throw new NotAnArchiveError(`посторонний файл ${header.name}`);
    const file = path.join(dataDir, ...parts);
    if (header.type === '5') {
      await fs.promises.mkdir(file, { recursive: true, mode: 0o700 });
      return { write: async () => undefined, close: async () => undefined };
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const handle = await fs.promises.open(file, 'w', 0o600);
    return {
      async write(chunk) {
        await handle.write(chunk);
      },
      close: () => handle.close(),
    };
  });
}

/** A database part written into the backup's work folder, ready to be added. */
export interface DatabasePart {
  name: string;
  file: string;
  schema: number;
}

export const PGLITE_PART = 'database.tar.gz';

/**
 * The database part of a PGlite shop: an online copy (db/snapshot.ts) made by the running shop's thread
 * (`snapshots`), else by a PGlite opened here on DATA_DIR, locked for the copy (a running shop holds the lock,
 * and the copy is refused); packed once the copy is whole.
 */
export async function pglitePart(
  dataDir: string,
  work: string,
  snapshots?: { snapshot(folder: string): Promise<number> },
): Promise<DatabasePart> {
  const file = path.join(work, PGLITE_PART);
  const staged = path.join(work, 'data');
  const schema = snapshots ? await snapshots.snapshot(staged) : await snapshotStopped(dataDir, staged);
  await packDatabase(staged, file);
  await fs.promises.rm(staged, { recursive: true, force: true });
  return { name: PGLITE_PART, file, schema };
}

/** The copy of a stopped shop's DATA_DIR: nothing else runs on its PGlite, so each unit simply runs. */
async function snapshotStopped(dataDir: string, staged: string): Promise<number> {
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      return await onlineSnapshot(db, (work) => work(), dataDir, staged);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}
