import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * Server-rendered pages kept for the next visitor of the same address (shell/server/site.ts). A public page
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
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
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
    if (gzip && page.gzip) return { body: gzipJoined(page, glue), gzipped: true };
    const { parts } = page;
    const body =
      parts.length === 1
        ? (parts[0] as Buffer)
        : Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
    return { body, gzipped: false };
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

/** A gzip member's header (no name, no time, unknown system) and the deflate stream's last, empty, block. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** `bytes` (under 64 KB) as a deflate block stored as is, at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** The page as one gzip member: its parts' deflate blocks with `glue` stored between them (RFC 1951/1952). */
function gzipJoined({ parts, gzip, crc: first }: KeptPage, glue: Buffer): Buffer {
  const stored = storedBlock(glue);
  let crc = first;
  let size = (parts[0] as Buffer).length;
  const pieces: Buffer[] = [GZIP_HEADER, (gzip as Buffer[])[0] as Buffer];
  for (let index = 1; index < parts.length; index++) {
    const part = parts[index] as Buffer;
    crc = zlib.crc32(part, zlib.crc32(glue, crc));
    size += glue.length + part.length;
    pieces.push(stored, (gzip as Buffer[])[index] as Buffer);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([...pieces, FINAL_BLOCK, trailer]);
}

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
