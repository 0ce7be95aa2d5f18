import { randomUUID } from 'node:crypto';
import type { CallbackInput, ShopInfo } from '@shop/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { type LetterKind, outbox } from '../db/schema/outbox';
import { callbackLetter } from './templates/callback';
import type { Rendered } from './templates/html';
import { type OrderNotice, buyerOrderLetter, managersOrderLetter } from './templates/order';
import { type OrderStatusNotice, orderStatusLetter } from './templates/orderStatus';
import { type MailSettings, mailDestination } from './settings';
import { type Transport, createTransport } from './transport';
import { MailWorker } from './worker';

export type { OrderNotice } from './templates/order';
export type { OrderStatusNotice } from './templates/orderStatus';
export { mailSettings } from './settings';

export interface MailerHooks {
  log: FastifyBaseLogger;
  onSent(kind: LetterKind): void;
  onFailed(kind: LetterKind): void;
  /**
   * Another process of the shop sends the letters (Peers.sendsLetters): this one only tells it that letters
   * were written, and runs no worker of its own.
   */
  sentElsewhere?: () => void;
  /** Whether an account has the address (the accounts', handed over by the composition root). */
  hasAccount(db: Db, email: string): Promise<boolean>;
  /** The shop's name and contacts now (the settings'), for the foot of a letter being sent. */
  shop(): Promise<ShopInfo>;
}

/**
 * The shop's letters: written into the outbox with the caller's transaction (`callbackRequested`, `letter`;
 * `orderPlaced` gives its insert for the order's own statement), so a rolled-back order writes none and a
 * repeated one none again; `wake()` after the commit
 * has the worker send them now rather than at its next poll.
 */
export class Mailer {
  readonly destination: string;
  private readonly transport: Transport;
  private readonly worker: MailWorker;
  private readonly domain: string;
  private readonly sentElsewhere?: () => void;

  constructor(
    database: Database,
    private readonly settings: MailSettings,
    hooks: MailerHooks,
  ) {
    this.destination = mailDestination(settings);
    this.transport = createTransport(settings);
    this.domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
    this.worker = new MailWorker(database, { ...settings, ...hooks, send: this.transport.send });
    this.sentElsewhere = hooks.sentElsewhere;
  }

  /**
   * The insert of an order's letters, not yet run: the order's transaction runs it in one statement with the
   * order's lines (orders/service.ts placeOrder). `confirmed`: the buyer's address is the ordering account's
   * confirmed one (see buyerOrderLetter); `toBuyer` false: the letters' limit of the address held the buyer's
   * letter back, and only the managers are written to.
   */
  orderPlaced = (tx: Db, notice: OrderNotice, { confirmed = false, toBuyer = true } = {}) =>
    this.letterRows(tx, [
      ...(toBuyer
        ? [['order-buyer', [notice.buyer.email], buyerOrderLetter(notice, confirmed)] as const]
        : []),
      ['order-managers', this.settings.managers, managersOrderLetter(notice)],
    ]);

  /** The buyer's letter about an order's new status (none for a status the buyer is not told of). */
  orderStatusChanged = async (tx: Db, notice: OrderStatusNotice): Promise<void> => {
    const letter = orderStatusLetter(notice);
    if (letter) await this.enqueue(tx, [['order-status', [notice.buyer.email], letter]]);
  };

  callbackRequested = async (tx: Db, request: CallbackInput): Promise<void> => {
    await this.enqueue(tx, [['callback', this.settings.managers, callbackLetter(request)]]);
  };

  /**
   * The insert of an account letter (a link, a notice) to one address: awaited, it runs in the caller's
   * transaction; or it is one write of a statement of several (registration's, user/service.ts register).
   */
  letter = (tx: Db, kind: LetterKind, to: string, rendered: Rendered) =>
    this.letterRows(tx, [[kind, [to], rendered]]);

  /** A one-time link to a page of the site: the token in the fragment, so no server or proxy logs it. */
  link(path: string, token: string): string {
    return `${this.settings.siteUrl}${path}#token=${token}`;
  }

  wake(): void {
    if (this.sentElsewhere) this.sentElsewhere();
    else this.worker.wake();
  }

  start(): void {
    if (!this.sentElsewhere) this.worker.start();
  }

  /** Finishes the letter in hand and closes the SMTP connections. */
  async stop(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }

  private async enqueue(tx: Db, letters: [LetterKind, string[], Rendered][]): Promise<void> {
    await this.letterRows(tx, letters);
  }

  private letterRows(tx: Db, letters: (readonly [LetterKind, readonly string[], Rendered])[]) {
    return tx.insert(outbox).values(
      letters.map(([kind, to, rendered]) => ({
        kind,
        recipients: to.join(', '),
        ...rendered,
        // One Message-ID per row: a copy resent after a crash carries the same one, so a receiver drops it.
        messageId: this.messageId(),
      })),
    );
  }

  private messageId(): string {
    return `<${randomUUID()}@${this.domain}>`;
  }
}
