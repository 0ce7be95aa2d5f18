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
 * Catalogue answers change only when prices do (admin calls clear the cache) and all processes see the same
 * database, so a short TTL bounds staleness across several API processes. Concurrent misses share one build.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: Promise<CachedAnswer>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Told of every lookup (hit or miss), for the metrics. */
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {}

  get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.onLookup(true);
      return hit.answer;
    }
    this.onLookup(false);
    const answer = build().then(toAnswer);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { answer, expires: now + this.ttlMs });
    // Errors (unknown slug, bad input) are not kept.
    answer.catch(() => this.entries.delete(key));
    return answer;
  }

  clear(): void {
    this.entries.clear();
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
