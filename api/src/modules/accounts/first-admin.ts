import { email as emailField } from '@shop/shared/contract';
import { isCommonPassword } from '@shop/shared/contract';
import { MIN_PASSWORD_LENGTH } from '@shop/shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeSessions } from './revoke';
import type { Db } from '../../db/client';
import { users } from './schema/users';
import type { Settings } from '../../settings';

/**
 * The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD at start-up (created, or promoted and given that
 * password). Without both there is no admin: the shop never ships a default admin password. Its address counts
 * as confirmed: the owner wrote it in the configuration (no letter with a link is needed).
 */
export async function ensureAdmin(db: Db, log: FastifyBaseLogger, settings: Settings): Promise<void> {
  const { ADMIN_EMAIL: rawEmail, ADMIN_PASSWORD: password } = settings;
  if (!rawEmail || !password) {
    if (rawEmail || password)
      log.warn('ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе; администратор не создан');
    return;
  }
  const parsed = emailField().safeParse(rawEmail);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL «${rawEmail}» не похож на адрес электронной почты`);
  if (password.length < MIN_PASSWORD_LENGTH || isCommonPassword(password)) {
    throw new Error(
      `ADMIN_PASSWORD слишком простой: не короче ${MIN_PASSWORD_LENGTH} символов и не из списка частых`,
    );
  }
  const email = parsed.data;
  const [existing] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  if (existing?.role === 'admin' && (await verifyPassword(existing.passwordHash, password))) {
    // An admin made before the address counted as confirmed gets it now.
    if (!existing.emailConfirmedAt) {
      await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, existing.id));
    }
    return;
  }
  const passwordHash = await hashPassword(password);
  if (!existing) {
    // Another API process starting at the same moment may insert it first; then this one has nothing to do.
    await db
      .insert(users)
      .values({
        email,
        name: 'Администратор',
        phone: '',
        passwordHash,
        role: 'admin',
        emailConfirmedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email });
    log.info({ email }, 'admin account ready');
    return;
  }
  // Whoever registered this address before may not be the owner: every session they hold (access tokens by
  // the token version, refresh families by revocation) ends with the promotion, so none of them carries the
  // new role. Only the password just set opens the account.
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        role: 'admin',
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      })
      .where(eq(users.id, existing.id));
    await revokeSessions(tx, existing.id);
  });
  log.warn(
    { userId: existing.id, email, previousRole: existing.role },
    'admin account promoted or its password replaced; every earlier session of it ended',
  );
}
