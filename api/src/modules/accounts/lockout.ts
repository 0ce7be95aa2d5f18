import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from './schema/users';
import type { Count, LimitName } from '../../auth/limits';
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
 *
 * `perAddressOnly`: without the ceiling from any address (the exchange with 1С: one account a stranger could
 * otherwise lock for everybody by guessing at it; its password is long and set by the owner). A window is
 * fixed from its first attempt, so attempts refused inside it do not extend it.
 */
export async function countLoginAttempt(
  app: FastifyInstance,
  ip: string,
  email: string,
  { perAddressOnly = false }: { perAddressOnly?: boolean } = {},
): Promise<LoginAttempt> {
  const { limits } = app;
  const pair = `${ip} ${email}`;
  const events: [LimitName, string][] = [
    ['loginByPair', pair],
    ['loginByIp', ip],
  ];
  if (!perAddressOnly) events.push(['loginByEmail', email]);
  // One statement for the counts (PGlite's one session: every round trip may wait behind others).
  const [byPair, byIp, byEmail] = (await limits.hitEach(events)) as [Count, Count, Count?];
  if (limits.over('loginByPair', byPair)) limits.refuse('loginByPair', byPair);
  if (limits.over('loginByIp', byIp)) limits.refuse('loginByIp', byIp);
  if (byEmail && limits.over('loginByEmail', byEmail)) {
    await alertOwner(app, email);
    limits.refuse('loginByEmail', byEmail);
  }
  return {
    async succeeded() {
      await limits.release({ clear: [['loginByPair', pair]], forgive: events.slice(1) });
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
