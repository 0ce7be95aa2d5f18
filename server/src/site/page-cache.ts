import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipJoined } from './gzip';

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * Server-rendered pages kept for the next visitor of the same address (pages.ts). A public page
 * does not depend on its visitor: the renderer is given no cookie, header or address of theirs, only the
 * URL, the host (admin gating, canonical and Open Graph addresses) and the protocol. A page is kept under
 * its host, URL, the catalogue's change count and the versions of the remotes' containers and of the
 * shell's index.html, so a price change, an edit, an import or a redeployed remote is never answered with
 * an older page. Kept only whole (rendered within the budget, every part and answer there) and with 200.
 *
 * The page's CSP nonce is not kept: the bytes are kept split where it stood, and every answer puts in its
 * own nonce. Each part is also kept gzipped on its own (compressed off the thread once the page is kept), so
 * an answer to a browser is the parts' gzip joined around its nonce (`gzipJoined`), not the page compressed
 * again: compressing a page per answer cost more than the rest of answering from memory. Bounded by memory:
 * past `maxBytes` the least recently used pages go.
 *
 * A page is kept from its second rendering on (`admits`): most pages a shop renders are asked once (a
 * crawler's, a random product's), and keeping each cost its copy, a second compression and the eviction of a
 * page that was asked again.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  /** Keys rendered once and not kept, oldest first (at most `SEEN_KEYS`). */
  private readonly seen = new Set<string>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The page kept under `key` with `nonce` put in where its own nonce stood (gzipped when `gzip` and its
   * parts' gzip is ready), or undefined.
   */
  get(key: string, nonce: string, gzip = false): { body: Buffer; gzipped: boolean } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Most recently used last: the first entries are the ones to drop for room.
    this.pages.delete(key);
    this.pages.set(key, page);
    const glue = Buffer.from(nonce);
    if (gzip && page.gzip) return { body: gzipJoined(page.parts, page.gzip, page.crc, glue), gzipped: true };
    const { parts } = page;
    const body =
      parts.length === 1
        ? (parts[0] as Buffer)
        : Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
    return { body, gzipped: false };
  }

  /**
   * Whether a page rendered now under `key` is to be kept: it was rendered before (since its last eviction
   * or the cache's clearing). The first time, the key is noted and the page not kept.
   */
  admits(key: string): boolean {
    if (this.maxBytes <= 0) return false;
    if (this.seen.delete(key)) return true;
    this.seen.add(key);
    if (this.seen.size > SEEN_KEYS) this.seen.delete(this.seen.values().next().value as string);
    return false;
  }

  /** Keeps `page`, rendered with `nonce`, under `key` (a page larger than the whole budget is not kept). */
  set(key: string, page: Buffer, nonce: string): void {
    this.remove(key);
    const parts = nonce ? splitAt(page, Buffer.from(nonce)) : [page];
    const kept: KeptPage = { parts, gzip: null, crc: zlib.crc32(parts[0] as Buffer) };
    if (!this.makeRoom(key, kept)) return;
    this.pages.set(key, kept);
    // Each part compressed alone and ended by a full flush (byte-aligned, no reference before it), so the
    // parts' deflate blocks can be joined around any nonce.
    void Promise.all(
      parts.map((part) => deflateRaw(part, { finishFlush: zlib.constants.Z_FULL_FLUSH })),
    ).then(
      (gzip) => {
        if (this.pages.get(key) !== kept) return;
        this.remove(key);
        const withGzip = { ...kept, gzip };
        if (this.makeRoom(key, withGzip)) this.pages.set(key, withGzip);
      },
      () => undefined, // kept without its gzip: answers compress it as they go
    );
  }

  clear(): void {
    this.pages.clear();
    this.seen.clear();
    this.used = 0;
  }

  /** Counts `page` in, dropping the least recently used pages for room; false when it is over the budget. */
  private makeRoom(key: string, page: KeptPage): boolean {
    const bytes = sizeOf(key, page);
    if (bytes > this.maxBytes) return false;
    while (this.used + bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value as string;
      this.remove(oldest);
    }
    this.used += bytes;
    return true;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.used -= sizeOf(key, page);
  }
}

/** How many keys rendered once are remembered (about 100 bytes each). */
const SEEN_KEYS = 20_000;

interface KeptPage {
  /** The page cut where its nonce stood. */
  parts: Buffer[];
  /** Each part as raw deflate ended by a full flush; null until compressed. */
  gzip: Buffer[] | null;
  /** The CRC-32 of the first part (what comes before any nonce). */
  crc: number;
}

/** About what a page holds: its bytes, its key as a V8 string and the map's own. */
const sizeOf = (key: string, { parts, gzip }: KeptPage) =>
  [...parts, ...(gzip ?? [])].reduce((sum, part) => sum + part.length, 0) + 2 * key.length + 200;

/** `bytes` cut at every occurrence of `separator`, which is left out. */
function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}
