import type { ProfileUpdate, Registration } from '@shop/shared/contract';
import { type SQL, type SQLWrapper, eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { type Db, rows } from '../../db/client';
import { countStatements } from '../../db/statements';
import { asOneStatement, isUniqueViolation } from '../../ops/one-statement';
import { users } from './schema/users';
import { HttpError, badRequest } from '../../http/errors';

export const EMAIL_TAKEN = 'Пользователь с таким e-mail уже зарегистрирован';

/**
 * Creates the account with the consent the form gave (when, and to which policy edition) and the writes
 * `created` gives for it — its confirmation link and letter, its claims of guest orders — as one statement
 * (`account` is the new account's id in it): a failing claim leaves no account behind, and PGlite's one
 * session is held for one round trip instead of a transaction's several. The password is hashed before.
 * Answers the account's id and the statements sent (one).
 */
export async function register(
  db: Db,
  input: Registration,
  created: (account: SQL, email: string) => Record<string, SQLWrapper>,
): Promise<{ userId: number; statements: number }> {
  const passwordHash = await hashPassword(input.password);
  const account = db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      phone: input.phoneNumber,
      passwordHash,
      privacyConsentAt: sql`now()`,
      privacyPolicyVersion: input.policyVersion,
    })
    .returning({ id: users.id });
  const writes = { new_account: account, ...created(sql`(SELECT id FROM new_account)`, input.email) };
  try {
    const { result, statements } = await countStatements(() =>
      rows<{ id: number }>(db, asOneStatement(writes, sql`SELECT id FROM new_account`)),
    );
    const [user] = result;
    if (!user) throw new Error('registration stored no account');
    return { userId: user.id, statements };
  } catch (error) {
    // The e-mail's unique key, also between two registrations at once: the statement wrote nothing.
    if (isUniqueViolation(error, 'users_email_unique')) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/** The account behind e-mail and password, or null (the same outcome for an unknown e-mail). */
export async function checkCredentials(db: Db, emailInput: string, password: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
      tokenVersion: users.tokenVersion,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, emailInput.trim().toLowerCase()));
  return (await verifyPassword(user?.passwordHash, password)) ? user : null;
}

export async function profile(db: Db, userId: number) {
  const [user] = await db
    .select({
      name: users.name,
      lastName: users.lastName,
      surname: users.surname,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(401, 'Требуется вход в систему');
  const { emailConfirmedAt, ...fields } = user;
  return { ...fields, emailConfirmed: emailConfirmedAt !== null };
}

/** The names change at once; a new e-mail waits for its link (requestEmailChange). */
export async function changeInfo(db: Db, userId: number, input: ProfileUpdate) {
  const changes = {
    ...(input.lastName ? { lastName: input.lastName } : {}),
    ...(input.name ? { name: input.name } : {}),
    ...(input.surename ? { surname: input.surename } : {}),
  };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
  return profile(db, userId);
}

/** Sets a new password and bumps the token version (older access tokens stop working); answers the new version. */
export async function changePassword(
  db: Db,
  userId: number,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<number> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
    throw badRequest('Текущий пароль введён неверно');
  }
  if (oldPassword === newPassword) throw badRequest('Новый пароль должен отличаться от текущего');
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!updated) throw new HttpError(401, 'Требуется вход в систему');
  return updated.tokenVersion;
}
