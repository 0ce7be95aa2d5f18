import { type SQL, and, eq, isNull, or, sql } from 'drizzle-orm';
import type { GuestOrderClaim } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { orders } from './schema/orders';

/** The idempotency scope of every order placed without an account. */
export const GUEST_BUYER_KEY = 'guest';

/**
 * Gives `userId` the guest orders the browser claims (registration and login call it). A claim names an
 * order and its Idempotency-Key, which only the browser that placed the order knows: for an address
 * nobody has confirmed, an e-mail alone would hand a guest's orders (address, phone) to whoever registers
 * that address first (a confirmed address joins them all: attachConfirmedGuestOrders). The buyer's e-mail must also equal the account's, compared lower-cased
 * and nothing more (provider rules such as Gmail's dots or «+tags» would join two people's orders).
 * Orders of an account are never moved, and the idempotency scope (`buyerKey`) stays the guests', so a
 * retry of the original request still finds its order. Answers how many were attached.
 */
export async function attachGuestOrders(
  db: Db,
  userId: number,
  email: string,
  claims: readonly GuestOrderClaim[] = [],
): Promise<number> {
  const claiming = guestClaims(db, userId, email, claims);
  return claiming ? (await claiming.returning({ id: orders.id })).length : 0;
}

/**
 * attachGuestOrders' update, not yet run (none without claims): registration runs it in its one statement,
 * `userId` the new account's id that statement gives.
 */
export function guestClaims(
  db: Db,
  userId: number | SQL,
  email: string,
  claims: readonly GuestOrderClaim[] = [],
) {
  if (claims.length === 0) return null;
  const claimed = or(
    ...claims.map((claim) => and(eq(orders.id, claim.id), eq(orders.idempotencyKey, claim.idempotencyKey))),
  );
  return guestsOf(db, userId, email, claimed);
}

/**
 * Once the owner of `email` has opened a link sent there (a confirmed address), every guest order placed
 * with that address joins the account, from any browser (confirmation, login). Answers how many.
 */
export const attachConfirmedGuestOrders = async (db: Db, userId: number, email: string): Promise<number> =>
  (await guestsOf(db, userId, email).returning({ id: orders.id })).length;

/** The update by which guest orders whose buyer e-mail is `email` (and that `which` picks) become `userId`'s. */
const guestsOf = (db: Db, userId: number | SQL, email: string, which?: SQL) =>
  db
    .update(orders)
    .set({ userId })
    .where(
      and(
        isNull(orders.userId),
        eq(orders.buyerKey, GUEST_BUYER_KEY),
        which,
        sql`lower(${orders.buyer}->>'email') = ${email.trim().toLowerCase()}`,
      ),
    );
