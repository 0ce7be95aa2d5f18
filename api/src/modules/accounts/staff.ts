import { PATHS } from '@shop/shared/domain';
import type { StaffResponse } from '@shop/shared/contract';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { issueLink, useLink, voidLinks } from './links';
import { hashPassword } from '../../auth/passwords';
import { revokeSessions } from './revoke';
import type { Db } from '../../db/client';
import { linkTokens, users } from './schema/users';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { Mailer } from '../../mail';
import type { Actor } from '../orders';
import { managerInvitationLetter } from '../../mail/templates/account';

/**
 * Staff roles. THE rule: a staff role goes only to a confirmed address. The desk's «Назначить менеджером»
 * (and `npm run staff -w api -- grant`) grants nothing: it sends the address an invitation, and the role comes
 * when the address's owner opens the link and sets a password (`acceptInvitation`), which confirms the
 * address in the same statement. The first administrator is the operator's own ADMIN_EMAIL (docs/security.md).
 */

export const INVITATION_REFUSED =
  'Приглашение недействительно: ссылка уже использована, устарела (она действует 48 часов) или приглашение отозвано. Попросите администратора магазина прислать новое.';
const IS_ADMIN = 'Это администратор: его роль здесь не меняется';

const normalized = (email: string): string => email.trim().toLowerCase();

/** Administrators and managers, administrators first, then by e-mail; and the invitations still open. */
export async function listStaff(db: Db): Promise<StaffResponse> {
  const found = await db
    .select({ email: users.email, name: users.name, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.role, ['admin', 'manager']))
    .orderBy(users.role, users.email);
  const inviter = alias(users, 'inviter');
  const open = await db
    .select({
      email: linkTokens.email,
      invitedAt: linkTokens.createdAt,
      expiresAt: linkTokens.expiresAt,
      invitedBy: inviter.email,
    })
    .from(linkTokens)
    .leftJoin(inviter, eq(inviter.id, linkTokens.issuedBy))
    .where(
      and(eq(linkTokens.purpose, 'invite'), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, sql`now()`)),
    )
    .orderBy(desc(linkTokens.createdAt));
  return {
    staff: found.flatMap(({ email, name, lastName, role }) =>
      role === 'buyer' ? [] : [{ email, name: [name, lastName].filter(Boolean).join(' '), role }],
    ),
    invitations: open.map((invitation) => ({
      ...invitation,
      invitedAt: invitation.invitedAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

export interface Invited {
  message: string;
  /** False when nothing was sent (the address is a manager already). */
  sent: boolean;
}

/**
 * «Назначить менеджером»: an invitation letter to `email` (48 hours, single use, the newest voids older ones),
 * through the outbox in one transaction. Nobody's role changes here, whoever has an account with the address:
 * registering it is not proving it. `invitedBy` is the administrator (null from the command line).
 */
export async function inviteManager(
  db: Db,
  mailer: Mailer,
  rawEmail: string,
  invitedBy: number | null,
): Promise<Invited> {
  const email = normalized(rawEmail);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email));
    if (account?.role === 'admin') throw new HttpError(409, IS_ADMIN);
    if (account?.role === 'manager') return { message: 'Эта учётная запись уже менеджер', sent: false };
    const token = await issueLink(tx, { purpose: 'invite', userId: null, email, issuedBy: invitedBy });
    const letter = managerInvitationLetter(mailer.link(PATHS.acceptInvitation, token));
    await mailer.letter(tx, 'invite-manager', email, letter);
    return {
      message: `Приглашение отправлено на ${email}. Роль менеджера появится, когда владелец адреса откроет ссылку из письма и задаст пароль (ссылка действует 48 часов).`,
      sent: true,
    };
  });
}

/**
 * «Снять роль» / «Отозвать»: the manager role is taken away (every earlier session of the account ends in the
 * same transaction) and an open invitation to the address stops working.
 */
export async function withdrawManager(db: Db, rawEmail: string): Promise<string> {
  const email = normalized(rawEmail);
  return db.transaction(async (tx) => {
    const withdrawn = await voidLinks(tx, { purpose: 'invite', userId: null, email });
    const [account] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (account?.role === 'manager') {
      await tx
        .update(users)
        .set({ role: 'buyer', tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, account.id));
      await revokeSessions(tx, account.id);
      return `Роль менеджера снята: ${email}`;
    }
    if (withdrawn > 0) return `Приглашение на ${email} отозвано`;
    if (!account) throw notFound('Нет ни менеджера, ни приглашения с этим e-mail');
    if (account.role === 'admin') throw new HttpError(409, IS_ADMIN);
    return 'Эта учётная запись и так не менеджер';
  });
}

/** What the acceptance did, for the log line that records the grant with the account. */
export interface Accepted {
  userId: number;
  email: string;
  /** The account existed before (registered by whoever, now the address's owner's); else it was created. */
  existed: boolean;
  invitedBy: number | null;
  invitedAt: Date;
}

/**
 * The invitation's page saved a password: the link proves the address, so the account with it (created when
 * there is none, named «Менеджер» as the first administrator is «Администратор») gets that password, a
 * confirmed address and the manager role, and every earlier session of it ends — whoever registered the
 * address before the owner keeps no way in. Used, voided, expired: 400 with INVITATION_REFUSED.
 */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<Accepted> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const link = await useLink(tx, 'invite', token);
    if (!link) throw badRequest(INVITATION_REFUSED);
    const [existing] = await tx
      .update(users)
      .set({
        passwordHash,
        role: 'manager',
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      })
      .where(and(eq(users.email, link.email), ne(users.role, 'admin')))
      .returning({ id: users.id });
    if (existing) await revokeSessions(tx, existing.id);
    const [account] = existing
      ? [existing]
      : await tx
          .insert(users)
          .values({
            email: link.email,
            name: 'Менеджер',
            phone: '',
            passwordHash,
            role: 'manager',
            emailConfirmedAt: sql`now()`,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
    // No row either way: the address belongs to an administrator.
    if (!account) throw new HttpError(409, IS_ADMIN);
    return {
      userId: account.id,
      email: link.email,
      existed: Boolean(existing),
      invitedBy: link.issuedBy,
      invitedAt: link.issuedAt,
    };
  });
}

/** How the history names a member of staff: their name and e-mail as they are now. */
export async function staffActor(db: Db, accountId: number): Promise<Actor> {
  const [user] = await db
    .select({ name: users.name, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, accountId));
  const name = [user?.name, user?.lastName].filter(Boolean).join(' ');
  return { id: accountId, label: user ? `${name} (${user.email})` : `Сотрудник №${accountId}` };
}
