import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRole, users } from './schema/users';

// What the rest of the API reads of the accounts (the guard, the mail worker, the price tool's history),
// handed to them by the composition root: the accounts' table is read here only.

/** What the guard checks a bearer token against on every call: the role and the token version now. */
export interface SessionAccount {
  id: number;
  role: UserRole;
  tokenVersion: number;
}

export async function sessionAccount(db: Db, userId: number): Promise<SessionAccount | undefined> {
  const [found] = await db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return found;
}

/** Whether an account has this address (a recovery letter to an address without one is never sent). */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return found !== undefined;
}

/** How staff pages name people by their account: name and e-mail by id (an id without an account is left out). */
export async function peopleOf(db: Db, ids: number[]): Promise<Map<number, { name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(found.map(({ id, ...person }) => [id, person]));
}
