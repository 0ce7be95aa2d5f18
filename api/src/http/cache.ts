import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialised JSON answer with its validator, computed once and served many times. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export function toAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  // Weak: the same JSON may go out compressed or not.
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Values computed once and reused for `ttlMs`: concurrent misses share one build, the oldest entry goes when
 * `maxEntries` is reached, and a failed build is not kept (an unknown slug, bad input).
 */
export class Memo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Told of every lookup (hit or miss), for the metrics. */
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.onLookup(true);
      return hit.value;
    }
    this.onLookup(false);
    const value = build();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
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

/**
 * Catalogue answers, serialised: they change only when prices do (admin calls clear the cache) and all
 * processes see the same database, so a short TTL bounds staleness across several API processes.
 */
export class AnswerCache {
  private readonly memo: Memo<CachedAnswer>;

  constructor(ttlMs: number, maxEntries: number, onLookup?: (hit: boolean) => void) {
    this.memo = new Memo(ttlMs, maxEntries, onLookup);
  }

  get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.memo.get(key, () => build().then(toAnswer));
  }

  clear(): void {
    this.memo.clear();
  }
}

/** Sends a cacheable JSON answer: ETag, a short public lifetime, and 304 when the caller has it already. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  maxAgeSeconds: number,
): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === answer.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
