import { pipeline, type Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Gzip put together from deflate compressed at different times (RFC 1951/1952): a gzip member is a header,
 * deflate blocks and a trailer with the CRC-32 and length of what they hold. Blocks ended by a full flush are
 * byte-aligned and refer to nothing before them, so blocks compressed once can be joined with blocks made per
 * answer: the page cache's kept parts around each answer's nonce (page-cache.ts), and the head every page of a
 * remote shares (its stylesheets, two thirds of a product page) before the page's own bytes (site.ts).
 */

/** A gzip member's header (no name, no time, unknown system). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The deflate stream's last, empty, block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes with their raw deflate ended by a full flush, compressed once. */
export interface Deflated {
  bytes: Buffer;
  deflate: Buffer;
  crc: number;
}

/** `bytes` as raw deflate ended by a full flush: byte-aligned, not final, referring to nothing before it. */
const fullyFlushed = (bytes: Buffer): Buffer =>
  zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_FULL_FLUSH });

export function deflatedOnce(bytes: Buffer): Deflated {
  return { bytes, deflate: fullyFlushed(bytes), crc: zlib.crc32(bytes) };
}

/** The gzip trailer: CRC-32 and length (modulo 2³²) of what the member holds. */
function trailer(crc: number, size: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32LE(crc >>> 0, 0);
  bytes.writeUInt32LE(size >>> 0, 4);
  return bytes;
}

/** `bytes` (under 64 KB) as a deflate block stored as is, at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** Parts compressed once (`deflate[i]` of `parts[i]`) with `glue` stored between them, as one gzip member. */
export function gzipJoined(parts: Buffer[], deflate: Buffer[], firstCrc: number, glue: Buffer): Buffer {
  const stored = storedBlock(glue);
  let crc = firstCrc;
  let size = (parts[0] as Buffer).length;
  const pieces: Buffer[] = [GZIP_HEADER, deflate[0] as Buffer];
  for (let index = 1; index < parts.length; index++) {
    const part = parts[index] as Buffer;
    crc = zlib.crc32(glue, crc);
    // An empty part adds nothing; zlib.crc32 of an empty buffer was seen to answer 0 instead of `crc`.
    if (part.length > 0) crc = zlib.crc32(part, crc);
    size += glue.length + part.length;
    pieces.push(stored, deflate[index] as Buffer);
  }
  return Buffer.concat([...pieces, FINAL_BLOCK, trailer(crc, size)]);
}

/**
 * `prefix` then `rest` as one gzip stream: the prefix's deflate as it was compressed once, then each piece of
 * `rest` compressed as it comes, on its own and fully flushed (a part that arrives late does not hold back
 * what went before). Only `rest` costs compression per answer. Each piece in one synchronous call, not
 * through a zlib stream: a rendered page comes as one or two pieces, and a stream per page (its native
 * state set up and freed, its work sent to the thread pool and back, two more transforms around it) cost
 * the site process several times the compression itself.
 */
export function gzipAfter(prefix: Deflated, rest: Readable, done: (error: Error | null) => void): Readable {
  let crc = prefix.crc;
  let size = prefix.bytes.length;
  const framed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunk.length === 0) return callback();
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      callback(null, fullyFlushed(chunk));
    },
    flush(callback) {
      callback(null, Buffer.concat([FINAL_BLOCK, trailer(crc, size)]));
    },
  });
  framed.push(GZIP_HEADER);
  framed.push(prefix.deflate);
  pipeline(rest, framed, (error) => done(error ?? null));
  return framed;
}
