import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import zlib from 'node:zlib';

/** Writes a whole feed for `origin` dated `date` through `write`, which waits while the file catches up. */
export type FeedWriter = (
  origin: string,
  date: Date,
  write: (text: string) => Promise<void>,
) => Promise<void>;

export interface FeedFile {
  /** The gzip file. */
  path: string;
  /** When it was written: the answer's Last-Modified. */
  generated: Date;
}

/** Feed files kept in the folder: the current catalogue's for a few addresses, or a previous version's. */
const KEEP = 4;
/**
 * Site addresses one catalogue version is built for. Without SITE_URL the address is the request's, so a
 * stranger could otherwise have the whole catalogue rebuilt for every Host name he sends.
 */
export const MAX_ORIGINS = KEEP;

/** A feed asked for one address more than a version is built for. */
export class TooManyOrigins extends Error {}
/** A temporary file older than this was left by a process that died while writing it. */
const ABANDONED_MS = 60 * 60_000;

/**
 * Gzip feed files, one per catalogue version and site address, in a folder (`DATA_DIR/feeds`): written once,
 * as a stream, by one build at a time in this process; renamed into place when complete, so a reader never
 * sees half a file and processes sharing the folder use each other's. When the catalogue has changed, a
 * request waits up to `waitMs` for the new file and is then answered the previous one (a failed build too);
 * a request without a previous file waits for the build. A version is built for at most `MAX_ORIGINS`
 * addresses (per process): a further one is refused with `TooManyOrigins`.
 */
export class FeedStore {
  private readonly building = new Map<string, Promise<FeedFile>>();
  /** The newest complete file per address, to answer while a newer one is written. */
  private readonly latest = new Map<string, FeedFile>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The addresses the current version has been asked for. */
  private origins = { version: '', seen: new Set<string>() };

  constructor(
    private readonly dir: string,
    private readonly writer: FeedWriter,
    private readonly waitMs: number,
  ) {}

  async get(version: string, origin: string): Promise<FeedFile> {
    if (this.origins.version !== version) this.origins = { version, seen: new Set() };
    const { seen } = this.origins;
    if (!seen.has(origin) && seen.size >= MAX_ORIGINS) throw new TooManyOrigins();
    seen.add(origin);
    const key = createHash('sha256').update(`${version}\n${origin}`).digest('hex').slice(0, 24);
    const file = path.join(this.dir, `yml-${key}.xml.gz`);
    let fresh = this.building.get(key);
    if (!fresh) {
      fresh = existing(file).then((found) => found ?? this.enqueue(() => this.build(file, origin)));
      this.building.set(key, fresh);
      fresh.then(
        (done) => {
          this.building.delete(key);
          this.latest.set(origin, done);
        },
        () => this.building.delete(key),
      );
    }
    const previous = this.latest.get(origin);
    if (!previous || previous.path === file) return fresh;
    const settled = fresh.catch(() => previous);
    return Promise.race([settled, delay(this.waitMs, previous, { ref: false })]);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async build(file: string, origin: string): Promise<FeedFile> {
    const found = await existing(file);
    if (found) return found;
    await mkdir(this.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const generated = new Date();
    const gzip = zlib.createGzip();
    const written = pipeline(gzip, createWriteStream(temporary));
    written.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    try {
      await this.writer(origin, generated, async (text) => {
        if (!gzip.write(text)) await once(gzip, 'drain');
      });
      gzip.end();
      await written;
      await rename(temporary, file);
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    await this.prune();
    return { path: file, generated };
  }

  /** Leaves the newest feeds and the temporary files being written. */
  private async prune(): Promise<void> {
    const names = await readdir(this.dir);
    const files = await Promise.all(
      names.map(async (name) => ({
        name,
        modified: (await stat(path.join(this.dir, name)).catch(() => null))?.mtimeMs,
      })),
    );
    const now = Date.now();
    const feeds = files
      .filter(({ name, modified }) => modified !== undefined && /^yml-[0-9a-f]+\.xml\.gz$/.test(name))
      .sort((a, b) => (b.modified ?? 0) - (a.modified ?? 0));
    const abandoned = files.filter(
      ({ name, modified }) =>
        name.endsWith('.tmp') && modified !== undefined && now - modified > ABANDONED_MS,
    );
    await Promise.all(
      [...feeds.slice(KEEP), ...abandoned].map(({ name }) => rm(path.join(this.dir, name), { force: true })),
    );
  }
}

async function existing(file: string): Promise<FeedFile | null> {
  const found = await stat(file).catch(() => null);
  return found ? { path: file, generated: found.mtime } : null;
}
