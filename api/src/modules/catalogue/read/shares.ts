import type { LimitName, Limits } from '../../../auth/limits';

/** How often a process writes its callers' counts to the shared limits table (one statement per limit). */
const FLUSH_MS = 1_000;

type ShareName = Extract<LimitName, 'catalogSearchesByIp' | 'catalogReadsByIp'>;

/**
 * A fair share of the catalogue's database work per caller address (`request.ip`, which honours
 * TRUST_PROXY). Taken only when an answer is computed from the database, never for one from the answer
 * cache. Counted in memory and written to the shared limits table once a second in one statement per
 * limit (an upsert per answer cost a statement of every listing), so several API processes count
 * together: each decides on the totals of every process as of its last write plus its own events since —
 * a caller spreading over N processes gets at most a second's worth of requests more per process.
 */
export class CatalogueShares {
  /** Events not yet written, per limit and address. */
  private readonly pending = new Map<ShareName, Map<string, number>>();
  /** Events being written (taken out of `pending`, not yet in `counted`): still counted meanwhile. */
  private readonly writing = new Map<string, number>();
  /** Each address's count across processes at the last write, and when its window ends. */
  private readonly counted = new Map<string, { hits: number; until: number }>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly limits: Limits,
    private readonly onFlushError: (error: unknown) => void,
  ) {}

  /** Takes one search from the caller's share; 429 when it is spent. */
  search(address: string): void {
    this.take('catalogSearchesByIp', address);
  }

  /** Takes one other catalogue read (listing, filters, items) from the caller's share; 429 when spent. */
  read(address: string): void {
    this.take('catalogReadsByIp', address);
  }

  /** Writes what is pending (at shutdown; tests). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batches = [...this.pending];
    this.pending.clear();
    for (const [name, counts] of batches)
      for (const [address, n] of counts) this.addWriting(name, address, n);
    this.flushing = this.flushing.then(async () => {
      for (const [name, counts] of batches) {
        try {
          const totals = await this.limits.hitMany(name, counts).finally(() => {
            for (const [address, n] of counts) this.addWriting(name, address, -n);
          });
          const now = Date.now();
          for (const [address, count] of totals) {
            this.counted.set(`${name}\n${address}`, {
              hits: count.hits,
              until: now + count.retryAfterSeconds * 1000,
            });
          }
        } catch (error) {
          // Counted again at the next write: a database hiccup does not forgive anybody.
          const pending = this.pendingOf(name);
          for (const [address, n] of counts) pending.set(address, (pending.get(address) ?? 0) + n);
          this.schedule();
          this.onFlushError(error);
        }
      }
      this.forgetEnded();
    });
    return this.flushing;
  }

  private take(name: ShareName, address: string): void {
    const { max, windowSeconds } = this.limits.rules[name];
    if (max === 0) return;
    const now = Date.now();
    const known = this.counted.get(`${name}\n${address}`);
    const current = known && known.until > now ? known : null;
    const pending = this.pendingOf(name);
    const waiting = pending.get(address) ?? 0;
    if ((current?.hits ?? 0) + (this.writing.get(`${name}\n${address}`) ?? 0) + waiting >= max) {
      const retryAfterSeconds = current
        ? Math.max(1, Math.ceil((current.until - now) / 1000))
        : windowSeconds;
      this.limits.refuse(name, { hits: max + 1, retryAfterSeconds });
    }
    pending.set(address, waiting + 1);
    this.schedule();
  }

  private addWriting(name: ShareName, address: string, n: number): void {
    const key = `${name}\n${address}`;
    const left = (this.writing.get(key) ?? 0) + n;
    if (left === 0) this.writing.delete(key);
    else this.writing.set(key, left);
  }

  private pendingOf(name: ShareName): Map<string, number> {
    let pending = this.pending.get(name);
    if (!pending) this.pending.set(name, (pending = new Map()));
    return pending;
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  private forgetEnded(): void {
    const now = Date.now();
    for (const [key, { until }] of this.counted) if (until <= now) this.counted.delete(key);
  }
}
