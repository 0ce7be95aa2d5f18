import { setImmediate as afterIo } from 'node:timers/promises';
import { HttpError } from '../../http/errors';

/** Seconds a searcher turned away is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

/** What a searcher sees when the searches ahead of it did not leave room in time. */
export class SearchBusy extends HttpError {
  constructor() {
    super(503, 'Поиск сейчас занят другими запросами. Попробуйте снова через несколько секунд.', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
}

export interface GateOptions {
  /** Works run at once. */
  width: number;
  /** Works waiting for a place; one more is turned away at once. */
  queue: number;
  /** How long a work waits for a place before it is turned away. */
  waitMs: number;
}

/**
 * A few expensive works at a time (a search's matches: PGlite runs every statement on the event loop, so
 * two callers searching in a loop would otherwise take it from every other request). The rest wait in
 * turn, a bounded number for a bounded time, then get SearchBusy — only the searcher, never a listing,
 * which does not pass through the gate.
 */
export class Gate {
  private running = 0;
  private readonly waiting: Array<{ enter: () => void; timer: NodeJS.Timeout }> = [];
  /** Works turned away since the start, for the metrics. */
  refused = 0;

  constructor(private readonly options: GateOptions) {}

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
    if (this.waiting.length >= this.options.queue) return Promise.reject(this.refuse());
    return new Promise((resolve, reject) => {
      const place = {
        enter: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(place), 1);
          reject(this.refuse());
        }, this.options.waitMs),
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

  private refuse(): SearchBusy {
    this.refused++;
    return new SearchBusy();
  }
}

/**
 * Cheap reads first. PGlite runs a statement on the event loop and resolves it without a turn of the loop,
 * so a search's statements ran back to back while a listing's request sat unread, and each of the listing's
 * statements then queued behind one of a search's: two callers searching in a loop made every listing ten
 * times slower although the gate ran one search at a time. Before each statement a search therefore lets
 * the event loop read what has arrived, and sends it only when no other catalogue read is in flight (or
 * after `maxWaitMs`, so a stream of reads cannot stop searches): a read waits for at most the one search
 * statement already running.
 */
export class ReadsFirst {
  private reads = 0;
  private waiting: Array<() => void> = [];

  constructor(private readonly maxWaitMs: number) {}

  /** A read started (not a search). */
  enter(): void {
    this.reads++;
  }

  /** A read ended. */
  leave(): void {
    this.reads--;
    if (this.reads > 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const go of waiting) go();
  }

  /** Resolves after a turn of the event loop, once no read is in flight or after `maxWaitMs`. */
  async clear(): Promise<void> {
    await afterIo();
    if (this.reads === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.maxWaitMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
