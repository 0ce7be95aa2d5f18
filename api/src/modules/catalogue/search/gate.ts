import { setImmediate as afterIo } from 'node:timers/promises';
import { HttpError } from '../../../http/errors';
import { Limiter } from '../../../ops/limiter';

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
 * A few searches at a time (a search's matches: PGlite runs every statement on one thread, so two callers
 * searching in a loop would otherwise take it from every other request). The rest wait in turn, a bounded
 * number for a bounded time, then get SearchBusy — only the searcher, never a listing, which does not pass
 * through the gate. The queueing is the shared Limiter's (ops/limiter.ts), as for argon2's hashes.
 */
export class Gate extends Limiter {
  constructor({ width, queue, waitMs }: GateOptions) {
    super({ width, overflow: { kind: 'refuse', queue, waitMs, refusal: () => new SearchBusy() } });
  }
}

/**
 * Cheap reads first. PGlite runs a statement on the event loop and resolves it without a turn of the loop,
 * so a search's statements ran back to back while a listing's request sat unread, and each of the listing's
 * statements then queued behind one of a search's: a couple of callers searching in a loop slowed every
 * listing down many times although the gate ran one search at a time. Before each statement a search therefore lets
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
