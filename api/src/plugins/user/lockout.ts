import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import type { Count } from '../../auth/limits';
import { loginAlertLetter } from '../../mail/templates/account';

export interface LoginAttempt {
  /** The right password: the pair's wrong guesses are forgotten, the address and the e-mail not charged. */
  succeeded(): Promise<void>;
}

/**
 * Counts a login attempt before the password is checked (so parallel guesses cannot slip through) and
 * refuses it with 429 when one of its limits is spent:
 * - per (address, e-mail) pair: a stranger's guesses lock only the stranger's address out of that account;
 * - per address: one address guessing many accounts;
 * - per e-mail, from any address: a ceiling well above a person's mistakes that slows a distributed guess;
 *   the owner gets «Кто-то пытался войти в ваш аккаунт» once a day at most when it is reached.
 */
export async function countLoginAttempt(
  app: FastifyInstance,
  ip: string,
  email: string,
): Promise<LoginAttempt> {
  const { limits } = app;
  const pair = `${ip} ${email}`;
  // One statement for the three counts (PGlite's one session: every round trip may wait behind others).
  const [byPair, byIp, byEmail] = (await limits.hitEach([
    ['loginByPair', pair],
    ['loginByIp', ip],
    ['loginByEmail', email],
  ])) as [Count, Count, Count];
  if (limits.over('loginByPair', byPair)) limits.refuse('loginByPair', byPair);
  if (limits.over('loginByIp', byIp)) limits.refuse('loginByIp', byIp);
  if (limits.over('loginByEmail', byEmail)) {
    await alertOwner(app, email);
    limits.refuse('loginByEmail', byEmail);
  }
  return {
    async succeeded() {
      await limits.release({
        clear: [['loginByPair', pair]],
        forgive: [
          ['loginByIp', ip],
          ['loginByEmail', email],
        ],
      });
    },
  };
}

async function alertOwner(app: FastifyInstance, email: string): Promise<void> {
  const alert = await app.limits.hit('loginAlert', email);
  if (alert.hits > 1) return;
  await app.db.transaction(async (tx) => {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.email, email));
    if (owner) await app.mailer.letter(tx, 'login-alert', owner.email, loginAlertLetter());
  });
  app.mailer.wake();
}
