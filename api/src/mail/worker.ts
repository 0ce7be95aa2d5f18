import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { type LetterKind, outbox } from '../db/schema/outbox';
import type { ShopInfo } from '@shop/shared/contract';
import { withShopFoot } from './templates/html';
import type { SendLetter } from './transport';

export interface WorkerOptions {
  send: SendLetter;
  pollMs: number;
  retryMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** Called when a letter was accepted, and when one gave up after its last attempt. */
  onSent(kind: LetterKind): void;
  onFailed(kind: LetterKind): void;
  /** Whether an account has the address: a recovery letter to one without is dropped. */
  hasAccount(db: Db, email: string): Promise<boolean>;
  /** The shop's name and contacts as the settings have them now: every letter's foot. */
  shop(): Promise<ShopInfo>;
}

type Row = typeof outbox.$inferSelect;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * Sends the outbox one letter at a time: woken after a commit that wrote letters, and every `pollMs` for
 * retries and for letters other processes wrote. On PostgreSQL a letter is claimed with
 * `FOR UPDATE SKIP LOCKED` in a transaction that lasts until it is marked, so several processes never send
 * the same row, and a process that dies mid-send leaves the row pending (its connection's lock goes with
 * it). PGlite serves one process, and holding its only connection during an SMTP session would stall every
 * request, so there the row is read, sent and marked without a transaction.
 */
export class MailWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    this.wake();
  }

  /** Sends what is due now; a wake during a run makes the run look again instead of starting another. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.options.pollMs).unref();
      });
  }

  /** No new letter is started; the one in hand is finished (sent and marked, or its failure recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && (await this.sendNext())) {
        // one letter per round, until nothing is due
      }
    } while (this.again && !this.stopped);
  }

  private async sendNext(): Promise<boolean> {
    const { db, kind } = this.database;
    if (kind === 'pglite') {
      const [row] = await due(db);
      if (row) await this.attempt(db, row);
      return Boolean(row);
    }
    return db.transaction(async (tx) => {
      const [row] = await due(tx).for('update', { skipLocked: true });
      if (row) await this.attempt(tx, row);
      return Boolean(row);
    });
  }

  private async attempt(db: Db, row: Row): Promise<void> {
    const { send, retryMs, maxAttempts, log } = this.options;
    const attempts = row.attempts + 1;
    if (await dropped(db, row, this.options.hasAccount)) {
      log.info({ letter: row.id, kind: row.kind }, 'letter dropped: no account has the address');
      return;
    }
    try {
      await send(withShopFoot(row, await this.options.shop()));
    } catch (error) {
      const failed = attempts >= maxAttempts;
      const delay = Math.min(retryMs * 2 ** (attempts - 1), MAX_DELAY_MS);
      await db
        .update(outbox)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(outbox.id, row.id));
      // The server's message may quote addresses: the log gets codes only, the row keeps the message.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      const fields = { letter: row.id, kind: row.kind, attempts, code, responseCode };
      if (failed) {
        this.options.onFailed(row.kind);
        log.error(fields, 'letter not sent, attempts exhausted');
      } else log.warn({ ...fields, retryInMs: delay }, 'letter not sent, will retry');
      return;
    }
    // Marked at once: a crash between the server's «accepted» and this line is the only way to send twice.
    await db
      .update(outbox)
      .set({ attempts, status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, row.id));
    this.options.onSent(row.kind);
    log.info({ letter: row.id, kind: row.kind }, 'letter sent');
  }
}

function due(db: Db) {
  return db
    .select()
    .from(outbox)
    .where(and(sql`${outbox.status} = 'pending'`, lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(1);
}

/**
 * A recovery letter is written for any address, so the request cannot tell a known one by its time; here,
 * out of the request, one to an address without an account is marked `dropped` and never sent.
 */
async function dropped(db: Db, row: Row, hasAccount: WorkerOptions['hasAccount']): Promise<boolean> {
  if (row.kind !== 'recover-password' || (await hasAccount(db, row.recipients))) return false;
  await db.update(outbox).set({ status: 'dropped' }).where(eq(outbox.id, row.id));
  return true;
}
