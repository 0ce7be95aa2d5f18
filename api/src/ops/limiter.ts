export interface LimiterOptions {
  /** Works run at once. */
  width: number;
  /**
   * What happens to a work that finds every place taken. `wait`: it waits in turn, however long. `refuse`:
   * at most `queue` wait, each for at most `waitMs`; one more, or one that waited too long, gets the error
   * `refusal` makes instead of running.
   */
  overflow: { kind: 'wait' } | { kind: 'refuse'; queue: number; waitMs: number; refusal: () => Error };
}

/**
 * At most `width` works at once, the rest in arrival order (argon2's hashes on libuv's thread pool, a
 * search's matches on the database): a burst of one expensive kind of work cannot take every place the
 * cheap requests need. Whether a work beyond a bounded wait is refused is the caller's choice.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: Array<{ enter: () => void; timer?: NodeJS.Timeout }> = [];
  /** Works refused since the start, for the metrics. */
  refused = 0;

  constructor(private readonly options: LimiterOptions) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.options.width) {
      this.running++;
      return Promise.resolve();
    }
    const { overflow } = this.options;
    if (overflow.kind === 'wait') return new Promise((enter) => this.waiting.push({ enter }));
    if (this.waiting.length >= overflow.queue) return Promise.reject(this.refuse(overflow.refusal));
    return new Promise((enter, reject) => {
      const place = {
        enter,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(place), 1);
          reject(this.refuse(overflow.refusal));
        }, overflow.waitMs),
      };
      this.waiting.push(place);
    });
  }

  /** The place passes to the first waiting work, if any. */
  private leave(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running--;
      return;
    }
    clearTimeout(next.timer);
    next.enter();
  }

  private refuse(refusal: () => Error): Error {
    this.refused++;
    return refusal();
  }
}
