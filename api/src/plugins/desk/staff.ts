import { eq, inArray, sql } from 'drizzle-orm';
import type { StaffResponse } from '@shop/shared/contract';
import { revokeSessions } from '../../auth/revoke';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

type Account = { id: number; email: string; role: (typeof users.$inferSelect)['role'] };

/**
 * THE place where a grant of a staff role checks the account may get one. Issue 30 adds «only a confirmed
 * e-mail address may get a staff role» here (and the invitation letter); until then every existing account
 * may be made a manager.
 */
export async function assertMayBecomeStaff(_tx: Db, _account: Account): Promise<void> {}

/** Administrators and managers, administrators first, then by e-mail. */
export async function listStaff(db: Db): Promise<StaffResponse> {
  const found = await db
    .select({ email: users.email, name: users.name, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.role, ['admin', 'manager']))
    .orderBy(users.role, users.email);
  return {
    staff: found.flatMap(({ email, name, lastName, role }) =>
      role === 'buyer' ? [] : [{ email, name: [name, lastName].filter(Boolean).join(' '), role }],
    ),
  };
}

/**
 * Grants the manager role to the account of `email` (`manager: true`) or takes it away. Either way every
 * earlier session of the account ends in the same transaction (access tokens by the token version, refresh
 * families by revocation), so no session opened before carries the other role. An administrator's role is
 * not changed here (the first administrator comes from ADMIN_EMAIL).
 */
export async function setManager(db: Db, email: string, manager: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .for('update');
    if (!account) throw notFound('Учётной записи с этим e-mail нет: сначала человек регистрируется на сайте');
    if (account.role === 'admin') throw new HttpError(409, 'Это администратор: его роль здесь не меняется');
    const role = manager ? 'manager' : 'buyer';
    if (account.role === role) {
      return manager ? 'Эта учётная запись уже менеджер' : 'Эта учётная запись и так не менеджер';
    }
    if (manager) await assertMayBecomeStaff(tx, account);
    await tx
      .update(users)
      .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, account.id));
    await revokeSessions(tx, account.id);
    return manager
      ? `Роль менеджера выдана: ${account.email} войдёт заново и увидит заказы`
      : `Роль менеджера снята: ${account.email}`;
  });
}
