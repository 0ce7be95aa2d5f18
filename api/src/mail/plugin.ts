import fp from 'fastify-plugin';
import type { Peers } from '../ops/peers';
import { Mailer, type MailerHooks } from './index';
import { mailSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox: letters written in a transaction, sent by a background worker. */
    mailer: Mailer;
  }
}

export interface MailerOptions {
  /** The shop's other processes: only the one that `sendsLetters` runs the worker, the others wake it. */
  peers?: Peers;
  hasAccount: MailerHooks['hasAccount'];
}

/** `app.mailer`: its worker starts when the app is ready and finishes the letter in hand on close. */
export const mailerPlugin = fp<MailerOptions>(
  async (app, { peers, hasAccount }) => {
    const { metrics } = app;
    const mailer = new Mailer(app.database, mailSettings(app.settings), {
      log: app.log.child({ component: 'mail' }),
      onSent: metrics.letterSent,
      onFailed: metrics.letterFailed,
      sentElsewhere: peers && !peers.sendsLetters ? () => peers.tell('letters-written') : undefined,
      hasAccount,
      // Asked when a letter is sent: the settings' plugin is registered after this one.
      shop: async () => (await app.shop.settings()).shop,
    });
    if (peers?.sendsLetters) peers.on('letters-written', () => mailer.wake());
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    // Registered after the database's plugin, so it runs first (onClose hooks run last-in, first-out).
    app.addHook('onClose', () => mailer.stop());
  },
  { name: 'mailer', dependencies: ['settings', 'database', 'metrics'] },
);
