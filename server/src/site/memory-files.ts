import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '@shop/api';

/** The types of the files the builds emit; a file of another type is left to @fastify/static. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

interface MemoryFile {
  type: string;
  etag: string;
  cacheControl: string;
  /** The file's modification time and size as read: a file with a fixed name is checked against them. */
  stamp: string;
  identity: Buffer;
  /** Compressed at build time (compression-webpack-plugin: `.br`, `.gz` beside the file). */
  br: Buffer | null;
  gzip: Buffer | null;
}

export interface FileRoot {
  /** The URL prefix: `/` or `/remotes/mf-catalog/`. */
  prefix: string;
  dir: string;
  /** Files that appear after the start are served too (a remote deployed alone); else only those loaded. */
  later: boolean;
}

const stampOf = (stat: { mtimeMs: number; size: number }) => `${stat.mtimeMs}:${stat.size}`;
/** A compressed variant, if there is one at least as new as its file (a deploy writes both; one half-way is not used). */
async function variant(file: string, since: number): Promise<Buffer | null> {
  const stat = await fs.stat(file).catch(() => null);
  return stat && stat.mtimeMs >= since ? fs.readFile(file).catch(() => null) : null;
}

/**
 * The built apps' scripts, styles, manifests and pictures, held in memory with their precompressed
 * variants: a request is answered with a buffer (no open, read or stream per request) in the encoding the
 * browser accepts, with the same caching headers @fastify/static sent. Content-hashed files never change;
 * a file with a fixed name (remoteEntry.js, mf-manifest.json) is checked with one `stat` per request and
 * read again after a deploy. A file that appeared after the start (a remote deployed alone) is read on its
 * first request.
 */
export class MemoryFiles {
  private readonly files = new Map<string, MemoryFile>();

  constructor(
    private readonly roots: readonly FileRoot[],
    private readonly cacheControl: (file: string) => string,
    private readonly isHashed: (file: string) => boolean,
  ) {}

  /** Reads every file of the roots (the warm start: before the port opens). */
  async load(): Promise<void> {
    for (const { prefix, dir } of this.roots) {
      const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
      for (const name of names) {
        const urlPath = prefix + name.split(path.sep).join('/');
        if (this.servable(urlPath)) await this.read(urlPath, path.join(dir, name));
      }
    }
  }

  get size(): number {
    return this.files.size;
  }

  /** Answers the request from memory when it names a file of the roots; false when it does not. */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.url.startsWith('/api/')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!this.servable(urlPath)) return false;
    const file = await this.current(urlPath);
    if (!file) return false;
    reply
      .header('content-type', file.type)
      .header('cache-control', file.cacheControl)
      .header('etag', file.etag)
      .header('vary', 'accept-encoding');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === file.etag)) {
      void reply.code(304).send();
      return true;
    }
    const encoding = acceptedEncoding(request, { br: file.br !== null, gzip: file.gzip !== null });
    const body = (encoding && file[encoding]) || file.identity;
    if (encoding) reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    void reply.send(request.method === 'HEAD' ? null : body);
    return true;
  }

  /** A file name this server serves: a known type, no dot-file, no climbing out. */
  private servable(urlPath: string): boolean {
    const base = path.posix.basename(urlPath);
    return (
      !urlPath.includes('..') &&
      !base.startsWith('.') &&
      path.posix.extname(base) in TYPES &&
      this.roots.some(({ prefix }) => urlPath.startsWith(prefix))
    );
  }

  private async current(urlPath: string): Promise<MemoryFile | null> {
    const known = this.files.get(urlPath);
    if (known && this.isHashed(urlPath)) return known;
    const root = this.roots
      .filter(({ prefix }) => urlPath.startsWith(prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (!root || (!known && !root.later)) return null;
    const file = path.join(root.dir, ...urlPath.slice(root.prefix.length).split('/'));
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      this.files.delete(urlPath);
      return null;
    }
    if (known?.stamp === stampOf(stat)) return known;
    return this.read(urlPath, file);
  }

  private async read(urlPath: string, file: string): Promise<MemoryFile | null> {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const [identity, br, gzip] = await Promise.all([
      fs.readFile(file),
      variant(`${file}.br`, stat.mtimeMs),
      variant(`${file}.gz`, stat.mtimeMs),
    ]);
    const entry: MemoryFile = {
      type: TYPES[path.posix.extname(urlPath)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      cacheControl: this.cacheControl(urlPath),
      stamp: stampOf(stat),
      identity,
      br,
      gzip,
    };
    this.files.set(urlPath, entry);
    return entry;
  }
}
