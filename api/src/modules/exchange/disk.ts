import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import type { ExchangeSettings } from './settings';

/** Thrown for a file the exchange refuses: its Russian reason is the answer's second line. */
export class Refused extends Error {}

/**
 * Bytes stored under `root` (every exchange's folder) and, among them, under `folder` (one exchange's, unpacked
 * files too): one walk of the disk for both, read off the request thread's event loop.
 */
export async function storedBytes(root: string, folder: string): Promise<{ all: number; exchange: number }> {
  const stored = { all: 0, exchange: 0 };
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const inFolder = path.resolve(folder) + path.sep;
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const { size } = await fs.promises.stat(file).catch(() => ({ size: 0 }));
        stored.all += size;
        if (path.resolve(file).startsWith(inFolder)) stored.exchange += size;
      }),
  );
  return stored;
}

/** Whether `file` is there and a file (not a folder; a path through a file is no file either). */
export function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The limits on what one exchange may still write: its own, every exchange's together, the disk's. */
export type DiskLimits = Pick<ExchangeSettings, 'totalBytes' | 'diskBytes' | 'minFreeBytes'>;

/**
 * How many more bytes the exchange in `folder` (under `root`, every exchange's folder) may write, and the
 * reason to give when it would pass them: the smallest of its own limit, the limit of all exchanges together,
 * and the free space on the disk above `minFreeBytes` (`statfs`).
 */
export async function roomLeft(
  root: string,
  folder: string,
  limits: DiskLimits,
): Promise<{ bytes: number; reason: string }> {
  fs.mkdirSync(root, { recursive: true });
  const [disk, stored] = await Promise.all([fs.promises.statfs(root), storedBytes(root, folder)]);
  const candidates = [
    {
      bytes: limits.totalBytes - stored.exchange,
      reason: `Файлы обмена больше допустимого (${limits.totalBytes} байт)`,
    },
    {
      bytes: limits.diskBytes - stored.all,
      reason: `Файлы всех обменов вместе больше допустимого (${limits.diskBytes} байт)`,
    },
    {
      bytes: disk.bavail * disk.bsize - limits.minFreeBytes,
      reason: 'На диске сервера не хватает места для файлов обмена',
    },
  ];
  return candidates.reduce((least, next) => (next.bytes < least.bytes ? next : least));
}

/**
 * A file system's error (it names its path: a database's error does not) as the exchange's Russian reason,
 * naming the file as 1С sent it; null for any other error.
 */
export function fileFault(error: unknown, folder: string): Refused | null {
  const { code, path: where } = (error ?? {}) as NodeJS.ErrnoException;
  return typeof code === 'string' && typeof where === 'string' ? faultOf(code, where, folder) : null;
}

/** The file `name` of the exchange's folder is not there to read, or is a folder. */
export function notAFile(folder: string, name: string): Refused {
  const target = path.join(folder, name);
  return faultOf(fs.existsSync(target) ? 'EISDIR' : 'ENOENT', target, folder);
}

function faultOf(code: string, where: string, folder: string): Refused {
  const name = path.relative(folder, where).replace(/\\/g, '/') || where;
  const reasons: Record<string, string> = {
    EISDIR: `«${name}» — папка, а не файл`,
    ENOTDIR: `В пути «${name}» на месте папки файл`,
    EEXIST: `В пути «${name}» на месте папки файл`,
    ENOENT: `Файл ${name} не получен`,
    ENAMETOOLONG: `Имя файла «${name.slice(0, 100)}» слишком длинное`,
    EACCES: `Файл «${name}» недоступен серверу`,
    EPERM: `Файл «${name}» недоступен серверу`,
    ENOSPC: 'На диске сервера не хватает места для файлов обмена',
    EDQUOT: 'На диске сервера не хватает места для файлов обмена',
  };
  return new Refused(reasons[code] ?? `Файл «${name}» не прочитан и не записан (${code})`);
}

/** Every exchange's folder is named by its id (see routes). */
const ID = /^\d+$/;

/**
 * Removes the folders of exchanges expired or finished more than `keepMs` ago (and of exchanges the database
 * no longer has): what 1С sent is kept that long for the owner to look at or confirm, then the disk is freed.
 * A catalogue exchange is «finished» after each step; `keepMs` is hours, 1С's steps follow in minutes.
 */
export async function removeOldFolders(db: Db, root: string, keepMs: number): Promise<void> {
  if (!fs.existsSync(root)) return;
  const ids = fs
    .readdirSync(root)
    .filter((name) => ID.test(name))
    .map(Number);
  if (ids.length === 0) return;
  const kept = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM exchanges WHERE id = ANY(${sql.param(ids)}::int[])
          AND expires_at > now() - make_interval(secs => ${keepMs / 1000})
          AND coalesce(finished_at, expires_at) > now() - make_interval(secs => ${keepMs / 1000})`,
  );
  const keep = new Set(kept.map((row) => Number(row.id)));
  for (const id of ids) {
    if (!keep.has(id)) await fs.promises.rm(path.join(root, String(id)), { recursive: true, force: true });
  }
}
