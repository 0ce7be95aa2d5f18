import type { ProfileUpdate, Registration } from '@shop/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest } from '../../http/errors';

export const EMAIL_TAKEN = 'Пользователь с таким e-mail уже зарегистрирован';

/**
 * Creates the account with the consent the form gave (when, and to which policy edition) and has `created`
 * write its confirmation letter and claim guest orders in the same transaction (a failing claim leaves no
 * account behind); answers its id. The password is hashed before the transaction opens.
 */
export async function register(
  db: Db,
  input: Registration,
  created: (tx: Db, userId: number, email: string) => Promise<void>,
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        phone: input.phoneNumber,
        passwordHash,
        privacyConsentAt: sql`now()`,
        privacyPolicyVersion: input.policyVersion,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new HttpError(409, EMAIL_TAKEN);
    await created(tx, user.id, input.email);
    return user.id;
  });
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

/** PostgreSQL's unique_violation, wherever the driver put it in the cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
