import { readFile, stat } from 'node:fs/promises';

/** A file as last read (or not found), with what parsed it. */
interface Read {
  /** Modification time and size, or «missing». */
  stamp: string;
  /** The parsed value, or the error reading or parsing it gave. */
  value: unknown;
  failed: boolean;
  checkedAt: number;
  parse: (text: string) => unknown;
}

/** Files as last read, by path: every page reads index.html and the manifests, which change only on a deploy. */
const lastRead = new Map<string, Read>();

/** Counts the changes `current` has found in the files it read: what is made of them is made again. */
let filesVersion = 0;

/**
 * How long a file read is taken as current without asking the disk again: a deploy is seen within a second,
 * as the server's containers are (`REVALIDATE_MS` of shell/src/server/federation.ts); a `stat` on every page
 * showed in the site process's profile under load.
 */
const FILE_CHECK_MS = 1000;

/** Asks the disk about `file`: read and parsed again (and `filesVersion` counted) when it changed. */
async function check(file: string, parse: (text: string) => unknown, now: number): Promise<void> {
  const known = lastRead.get(file);
  const stamp = await stat(file).then(
    ({ mtimeMs, size }) => `${mtimeMs}:${size}`,
    () => 'missing',
  );
  if (known?.stamp === stamp) {
    known.checkedAt = now;
    return;
  }
  let read: Pick<Read, 'value' | 'failed'>;
  try {
    read = { value: parse(await readFile(file, 'utf8')), failed: false };
  } catch (error) {
    read = { value: error, failed: true };
  }
  lastRead.set(file, { stamp, checkedAt: now, parse, ...read });
  filesVersion += 1;
}

/**
 * A file as it is now, parsed (rejects when it is missing or does not parse): read and parsed again only
 * when its modification time or size changed, so a deploy takes effect within a second, and a file costs at
 * most a `stat` a second.
 */
export async function current<T>(file: string, parse: (text: string) => T): Promise<T> {
  const now = Date.now();
  const known = lastRead.get(file);
  if (!known || now - known.checkedAt >= FILE_CHECK_MS) await check(file, parse, now);
  const read = lastRead.get(file) as Read;
  if (read.failed) throw read.value;
  return read.value as T;
}

/** Every file read so far checked as `current` checks it; the files' version after that. */
export async function filesVersionNow(): Promise<number> {
  const now = Date.now();
  const due = [...lastRead].filter(([, read]) => now - read.checkedAt >= FILE_CHECK_MS);
  await Promise.all(due.map(([file, read]) => check(file, read.parse, now)));
  return filesVersion;
}
