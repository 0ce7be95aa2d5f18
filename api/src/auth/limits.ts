import { HttpError } from '../http/errors';

/**
 * Counts events per key in a fixed window (per process): the brute-force and flood limits of the account,
 * order and call-back calls. Several API processes each count on their own, so N processes allow N times
 * the limit, still far below what guessing needs.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records one event; returns true when it is still within the allowance. */
  hit(key: string): boolean {
    const now = Date.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 100_000) this.sweep(now);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  /** Takes one event back (a successful login does not count against its address). */
  forgive(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export const tooManyRequests = (message: string): HttpError => new HttpError(429, message);
