import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, acceptedEncoding, acceptsGzip } from './encoding';

/** A serialised JSON answer with its validator, computed once and served many times. */
export interface CachedAnswer {
  /** The JSON's UTF-8, gzipped: see `toAnswer`. */
  gzip: Buffer;
  etag: string;
}

/**
 * The answer's JSON, gzipped at zlib's fastest level, in a buffer of its own. Not a string: an evicted string
 * answer (a listing is a large two-byte string) is garbage in V8's old space until a full collection, which
 * V8 puts off while the heap may grow, so the heap grew far past what was alive. A buffer's bytes are outside
 * the heap, counted by V8 as external memory, which starts collections of its own. Gzipped, not plain: far
 * fewer bytes to keep, allocate and free (glibc kept the freed blocks of plain answers, so resident memory
 * grew far past what was alive), and
 * a hit goes out to a caller that takes gzip (every browser) as it is, with no compression per request.
 * Its own buffer of its exact size: zlib's answer is a view of a 16 KB chunk when shorter.
 */
export function toAnswer(value: unknown): CachedAnswer {
  const packed = zlib.gzipSync(JSON.stringify(value), { level: zlib.constants.Z_BEST_SPEED });
  const gzip =
    packed.buffer.byteLength === packed.byteLength ? packed : Buffer.allocUnsafeSlow(packed.length);
  if (gzip !== packed) packed.copy(gzip);
  // Weak: the same JSON goes out gzipped or not. Of the gzip, which zlib makes the same for the same JSON: a
  // tenth of the bytes to hash, and the text is encoded to UTF-8 once, not again for the hash.
  return { gzip, etag: `W/"${createHash('sha1').update(gzip).digest('base64url')}"` };
}

/**
 * Values computed once and reused for `ttlMs`: concurrent misses share one build, the oldest entry goes when
 * `maxEntries` is reached, and a failed build is not kept (an unknown slug, bad input), nor a value `keep`
 * refuses (an answer cut short by load is not what the next caller should get).
 */
export class Memo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, build: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    return this.peek(key) ?? this.set(key, build(), keep);
  }

  /** The live value at `key`, if any (built or being built); nothing is built. */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /**
   * Keeps `value` at `key` (replacing what was there) for the TTL, unless it fails or `keep` refuses it; the
   * oldest entry goes when the memo is full.
   */
  set(key: string, value: Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then((built) => {
      if (!keep(built)) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * One Memo per owner (a database): tests and benchmarks run several apps in one process, and an app's
 * values must never answer another's.
 */
export function memoPerOwner<T>(ttlMs: number, maxEntries: number): (owner: object) => Memo<T> {
  const memos = new WeakMap<object, Memo<T>>();
  return (owner) => {
    let memo = memos.get(owner);
    if (!memo) memos.set(owner, (memo = new Memo<T>(ttlMs, maxEntries)));
    return memo;
  };
}

/** What the answer cache tells the metrics: every lookup, and every entry dropped for room. */
export interface CacheEvents {
  onLookup?: (hit: boolean) => void;
  onEvict?: () => void;
  /** `clear()` was called: the catalogue changed (the shop's other processes are told, see Peers). */
  onClear?: () => void;
}

interface CachedEntry {
  value: Promise<CachedAnswer>;
  expires: number;
  /** Its estimated memory once built (0 while building). */
  bytes: number;
}

/**
 * About what an entry holds: the gzipped bytes, key and validator as V8 strings (two bytes a character past
 * Latin-1), the buffer's and the map's own objects.
 */
const entryBytes = (key: string, answer: CachedAnswer): number =>
  answer.gzip.byteLength + 2 * (key.length + answer.etag.length) + 400;

/**
 * Catalogue answers, serialised: they change only when prices do (admin calls clear the cache) and all
 * processes see the same database: the shop's other processes drop theirs when told (Peers), and a short TTL
 * bounds staleness across API processes nobody tells (several `npm start` on one PostgreSQL). Bounded
 * by memory, not by count (an answer of 100 products weighs a hundred of one): past `maxBytes` the oldest
 * entries go, expired ones are dropped as newer ones arrive, and concurrent misses share one build.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedEntry>();
  private used = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly events: CacheEvents = {},
  ) {}

  /** Estimated bytes held by the built entries. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether an answer at `key` is kept (built or being built) and not expired. */
  has(key: string): boolean {
    return (this.entries.get(key)?.expires ?? 0) > Date.now();
  }

  get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.events.onLookup?.(true);
      return hit.value;
    }
    this.events.onLookup?.(false);
    if (hit) this.remove(key, hit);
    this.dropExpired(now);
    const entry: CachedEntry = { value: build().then(toAnswer), expires: now + this.ttlMs, bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = entryBytes(key, answer);
        this.used += entry.bytes;
        this.makeRoom();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /** After a change of the catalogue's data in this process: every answer goes, and `onClear` is told. */
  clear(): void {
    this.drop();
    this.events.onClear?.();
  }

  /** Every answer goes, nobody is told: another process changed the catalogue. */
  drop(): void {
    this.entries.clear();
    this.used = 0;
  }

  private remove(key: string, entry: CachedEntry): void {
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  /** Entries are kept in the order they were made, all with one TTL: the expired are at the front. */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.remove(key, entry);
    }
  }

  private makeRoom(): void {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.maxBytes) return;
      // An entry still being built weighs nothing yet; dropping it would only waste its work.
      if (entry.bytes === 0) continue;
      this.remove(key, entry);
      this.events.onEvict?.();
    }
  }
}

/**
 * The options of a route that answers through sendAnswer: its answer is gzip already and a GET has no body to
 * unpack, so the compression plugin's hooks, a cost on every request, are left out of its requests.
 */
export const PACKED_ANSWER = { compress: false, decompress: false } as const;

/**
 * Sends a cacheable JSON answer: ETag, a short public lifetime, and 304 when the caller has it already. The
 * kept gzip goes out as it is to a caller that takes it, and is unpacked for one that does not (the site's
 * own `inject`, curl), in brotli for one that takes only that (its routes leave the compression plugin out,
 * PACKED_ANSWER).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  maxAgeSeconds: number,
): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`);
  reply.header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === answer.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  const json = zlib.gunzipSync(answer.gzip);
  if (acceptedEncoding(request) !== 'br') return reply.send(json);
  return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(json, BROTLI_OPTIONS));
}
