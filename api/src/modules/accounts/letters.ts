import { PATHS } from '@shop/shared/domain';
import { type SQL, type SQLWrapper, eq, sql } from 'drizzle-orm';
import { issueAccountLink, issueLink, linkWrites, useLink } from './links';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeSessions } from './revoke';
import type { Db } from '../../db/client';
import { users } from './schema/users';
import { HttpError, badRequest } from '../../http/errors';
import type { Mailer } from '../../mail';
import { asOneStatement, isUniqueViolation } from '../../ops/one-statement';
import {
  accountDeletedLetter,
  changeEmailLetter,
  confirmEmailLetter,
  emailChangedLetter,
  recoverPasswordLetter,
} from '../../mail/templates/account';
import { attachConfirmedGuestOrders } from '../orders';
import { EMAIL_TAKEN } from './service';

/** The account calls that go through a letter: confirmation, recovery, e-mail change, deletion. */

export const LINK_REFUSED =
  'Ссылка недействительна: она уже использована, устарела или заменена более новой. Запросите новое письмо.';
export const RECOVERY_SENT =
  'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля. Ссылка действует 1 час.';

/**
 * The confirmation link and letter of an account as writes not yet run (registration's statement holds them
 * with the account itself: `userId` is then the new account's id in it).
 */
export function confirmationWrites(
  db: Db,
  mailer: Mailer,
  userId: number | SQL,
  email: string,
): Record<string, SQLWrapper> {
  const { token, writes } = linkWrites(db, { purpose: 'confirm', userId, email });
  const letter = confirmEmailLetter(mailer.link(PATHS.confirmEmail, token));
  return { ...writes, confirm_letter: mailer.letter(db, 'confirm-email', email, letter) };
}

/** A new confirmation letter (the older links stop working), in one statement. */
export async function sendConfirmation(db: Db, mailer: Mailer, userId: number, email: string): Promise<void> {
  await db.execute(asOneStatement(confirmationWrites(db, mailer, userId, email)));
}

/**
 * «Адрес подтверждён»: the link proves the address is the account's owner's; guest orders placed with it
 * join the account. A link to an address the account no longer has confirms nothing.
 */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await useLink(tx, 'confirm', token);
    const [user] = link?.userId
      ? await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(sql`${users.id} = ${link.userId} AND ${users.email} = ${link.email}`)
          .returning({ id: users.id, email: users.email })
      : [];
    if (!user) throw badRequest(LINK_REFUSED);
    await attachConfirmedGuestOrders(tx, user.id, user.email);
  });
}

/**
 * «Забыли пароль?»: a link for the account of `email`, if any. Known and unknown addresses run the same
 * statements, hashing and writes (a link row and a letter); the outbox worker later sends the letter only
 * when the address has an account (`dropped` in src/mail/worker.ts), so the answer takes the same time.
 */
export async function requestRecovery(db: Db, mailer: Mailer, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueAccountLink(tx, 'recover', email);
    const letter = recoverPasswordLetter(mailer.link(PATHS.resetPassword, token));
    await mailer.letter(tx, 'recover-password', email, letter);
  });
}

/**
 * The recovery link's page saved a new password: every session of the account ends (access tokens by the
 * token version, refresh families revoked). The link came to the address, so it is confirmed too.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const link = await useLink(tx, 'recover', token);
    const [user] = link?.userId
      ? await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          })
          .where(sql`${users.id} = ${link.userId} AND ${users.email} = ${link.email}`)
          .returning({ id: users.id })
      : [];
    if (!user) throw badRequest(LINK_REFUSED);
    await revokeSessions(tx, user.id);
  });
}

/**
 * A new e-mail in the profile: nothing changes until its owner opens the link sent there. 409 when another
 * account has it (the caller's limit keeps this from being a free directory of addresses).
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  userId: number,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (owner) throw new HttpError(409, EMAIL_TAKEN);
    const token = await issueLink(tx, { purpose: 'change-email', userId, email });
    await mailer.letter(tx, 'change-email', email, changeEmailLetter(mailer.link(PATHS.changeEmail, token)));
  });
}

/** The new address's link was opened: it replaces the old one (confirmed), and the old one is told. */
export async function changeEmail(db: Db, mailer: Mailer, token: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const link = await useLink(tx, 'change-email', token);
      const [before] = link?.userId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId))
        : [];
      if (!link?.userId || !before) throw badRequest(LINK_REFUSED);
      await tx
        .update(users)
        .set({ email: link.email, emailConfirmedAt: sql`now()` })
        .where(eq(users.id, link.userId));
      await mailer.letter(tx, 'email-changed', before.email, emailChangedLetter());
      await attachConfirmedGuestOrders(tx, link.userId, link.email);
    });
  } catch (error) {
    // Someone registered the address after the link was sent: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/**
 * «Удалить аккаунт» with the current password: the account row goes, and with it its profile, consent
 * record, sessions and links (ON DELETE CASCADE); its orders stay as accounting records with no account
 * (ON DELETE SET NULL; docs/personal-data.md). Staff accounts are not deleted this way.
 */
export async function deleteAccount(db: Db, mailer: Mailer, userId: number, password: string): Promise<void> {
  const [user] = await db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('Текущий пароль введён неверно');
  }
  if (user.role !== 'buyer') {
    throw new HttpError(409, 'Аккаунт сотрудника удаляет администратор магазина, а не его владелец');
  }
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await mailer.letter(tx, 'account-deleted', user.email, accountDeletedLetter());
  });
}
