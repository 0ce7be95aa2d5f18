import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * A small ustar writer and reader: a backup is one tar file (readable by `tar -tvf`), and a PGlite data
 * directory inside it is a gzipped tar. Only what a backup holds: regular files, names up to 255 bytes.
 */
export const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);
// Sizes from 8 GiB on are written in base-256, as GNU tar does.
const OCTAL_SIZE_MAX = 8 ** 11;

/** A file that is not a whole tar archive (damaged, cut short, or something else). */
export class NotAnArchiveError extends Error {}

export type Sink = (chunk: Buffer) => Promise<void>;

export interface Written {
  name: string;
  bytes: number;
  sha256: string;
}

export class TarWriter {
  constructor(private readonly sink: Sink) {}

  /** Adds `size` bytes from `content` under `name`; answers their SHA-256. */
  async add(name: string, size: number, content: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<Written> {
    await this.sink(header(name, size));
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of content) {
      bytes += chunk.length;
      if (bytes > size) break;
      hash.update(chunk);
      await this.sink(chunk);
    }
    if (bytes !== size) throw new Error(`Файл ${name} изменился во время копирования: повторите копию`);
    if (size % BLOCK) await this.sink(Buffer.alloc(BLOCK - (size % BLOCK)));
    return { name, bytes, sha256: hash.digest('hex') };
  }

  async addFile(name: string, file: string): Promise<Written> {
    const { size } = await fs.promises.stat(file);
    return this.add(name, size, fs.createReadStream(file, { highWaterMark: 1 << 20 }));
  }

  /** A folder: PostgreSQL needs its empty ones. */
  folder(name: string): Promise<void> {
    return this.sink(header(name, 0, '5'));
  }

  addBuffer(name: string, content: Buffer): Promise<Written> {
    return this.add(name, content.length, [content]);
  }

  end(): Promise<void> {
    return this.sink(END);
  }
}

function header(name: string, size: number, type: '0' | '5' = '0'): Buffer {
  const block = Buffer.alloc(BLOCK);
  const bytes = Buffer.from(name);
  let prefix = Buffer.alloc(0);
  let rest = bytes;
  if (bytes.length > 100) {
    // ustar splits a long name at a slash: up to 155 bytes of folders, then up to 100 of the rest.
    const cut = name.lastIndexOf('/', 155);
    prefix = Buffer.from(name.slice(0, cut));
    rest = Buffer.from(name.slice(cut + 1));
    if (cut < 0 || prefix.length > 155 || rest.length > 100)
      throw new Error(`Слишком длинное имя файла: ${name}`);
  }
  rest.copy(block, 0);
  block.write(type === '5' ? '0000755\0' : '0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  if (size < OCTAL_SIZE_MAX) block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write(type, 156);
  block.write('ustar\x0000', 257);
  prefix.copy(block, 345);
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** The header's checksum: its bytes summed with the checksum field read as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum;
}

export interface Header {
  name: string;
  size: number;
  /** '0' a regular file, '5' a folder; others are refused by the callers. */
  type: string;
}

/** The header in `block`; null for the end's zero block; throws when it is no tar header. */
export function parseHeader(block: Buffer): Header | null {
  if (block.length < BLOCK) throw new NotAnArchiveError('обрыв заголовка');
  if (block.every((byte) => byte === 0)) return null;
  const stored = parseInt(field(block, 148, 8), 8);
  if (stored !== checksum(block)) throw new NotAnArchiveError('неверная контрольная сумма заголовка');
  const prefix = field(block, 345, 155);
  const name = field(block, 0, 100);
  const size = block[124]! & 0x80 ? Number(block.readBigUInt64BE(128)) : parseInt(field(block, 124, 12), 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new NotAnArchiveError('неверный размер');
  const type = String.fromCharCode(block[156] || 48);
  return { name: prefix ? `${prefix}/${name}` : name, size, type };
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.toString('utf8', 0, end < 0 ? length : end).trim();
}

/** A file's entries with where their data starts, read header by header (the data is skipped, not read). */
export interface Entry extends Header {
  offset: number;
}

export async function listEntries(file: string): Promise<Entry[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const entries: Entry[] = [];
    const block = Buffer.alloc(BLOCK);
    for (let at = 0; ;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, at);
      if (bytesRead < BLOCK) throw new NotAnArchiveError('файл обрывается');
      const found = parseHeader(block);
      if (!found) return entries;
      const offset = at + BLOCK;
      if (offset + found.size > fileSize) throw new NotAnArchiveError('файл обрывается');
      entries.push({ ...found, offset });
      at = offset + Math.ceil(found.size / BLOCK) * BLOCK;
    }
  } finally {
    await handle.close();
  }
}

/** One entry's bytes, streamed. */
export function readEntry(file: string, entry: Entry): Readable {
  if (entry.size === 0) return fs.createReadStream(file, { start: 1, end: 0 });
  return fs.createReadStream(file, {
    start: entry.offset,
    end: entry.offset + entry.size - 1,
    highWaterMark: 1 << 20,
  });
}

/** Where one entry's data goes as it is read. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * The entries of a tar streamed in `chunks` (a gunzipped data directory): each one's data goes to the sink
 * `open` gives for its header, piece by piece; resolves at the archive's end, throws if it is cut short.
 */
export async function eachEntry(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  open: (header: Header) => Promise<EntrySink>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let current: { sink: EntrySink; left: number; padding: number } | null = null;
  for await (const chunk of chunks) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (current && current.left > 0) {
        if (pending.length === 0) break;
        const piece = pending.subarray(0, Math.min(current.left, pending.length));
        await current.sink.write(piece);
        current.left -= piece.length;
        pending = pending.subarray(piece.length);
        continue;
      }
      if (current) {
        if (pending.length < current.padding) break;
        pending = pending.subarray(current.padding);
        await current.sink.close();
        current = null;
      }
      if (pending.length < BLOCK) break;
      const found = parseHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!found) return;
      const padding = (BLOCK - (found.size % BLOCK)) % BLOCK;
      current = { sink: await open(found), left: found.size, padding };
    }
  }
  throw new NotAnArchiveError('файл обрывается');
}
