import { randomBytes } from 'node:crypto';
import { type SQL, type SQLWrapper, and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { type LinkPurpose, linkTokens, users } from './schema/users';
import { asOneStatement } from '../../ops/one-statement';
import { hashToken } from '../../auth/tokens';

/** How long a link of each purpose opens (hours). */
export const LINK_HOURS: Record<LinkPurpose, number> = {
  confirm: 24,
  recover: 1,
  'change-email': 24,
  invite: 48,
};

export interface LinkTarget {
  purpose: LinkPurpose;
  /**
   * The account the link acts on (or the id an earlier write of the same statement gives: a new account's);
   * null for an invitation (it acts on whichever account has the address).
   */
  userId: number | SQL | null;
  /** Where the letter goes, lower-cased (for an e-mail change: the new address). */
  email: string;
  /** The administrator who sent it (an invitation); the shop's own links have none. */
  issuedBy?: number | null;
}

const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** Links expired a day ago: they open nothing, and a recovery request's row keeps the address it was asked for. */
const expiredLinks = (tx: Db) =>
  tx.delete(linkTokens).where(lt(linkTokens.expiresAt, sql`now() - interval '1 day'`));

/** Unused links of the purpose for the same account or address stop working (`used_at` set). */
const unusedLinks = (tx: Db, { purpose, userId, email }: LinkTarget) =>
  tx
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        userId === null
          ? eq(linkTokens.email, email)
          : or(eq(linkTokens.userId, userId), eq(linkTokens.email, email)),
        gt(linkTokens.expiresAt, sql`now()`),
      ),
    );

/**
 * Voids the unused links of the purpose for the same account or address and deletes those expired a day
 * ago, as one statement (the same parts as linkWrites'). Answers how many stopped working (an invitation
 * withdrawn on the desk).
 */
export async function voidLinks(tx: Db, target: LinkTarget): Promise<number> {
  const voided = await rows<{ id: number }>(
    tx,
    asOneStatement(
      { expired_links: expiredLinks(tx) },
      unusedLinks(tx, target).returning({ id: linkTokens.id }),
    ),
  );
  return voided.length;
}

/**
 * A new one-time link (256 random bits) for `target` as writes not yet run — the expired links deleted, the
 * older unused ones of its purpose voided, the new one stored (only the token's SHA-256) — for a statement
 * of several writes (registration's); and the token, for the letter alone.
 */
export function linkWrites(
  tx: Db,
  target: LinkTarget,
): { token: string; writes: Record<string, SQLWrapper> } {
  const token = newLinkToken();
  const link = tx.insert(linkTokens).values({
    tokenHash: hashToken(token),
    purpose: target.purpose,
    userId: target.userId,
    email: target.email,
    issuedBy: target.issuedBy ?? null,
    expiresAt: sql`now() + make_interval(hours => ${LINK_HOURS[target.purpose]}::int)`,
  });
  return {
    token,
    writes: { expired_links: expiredLinks(tx), voided_links: unusedLinks(tx, target), new_link: link },
  };
}

/** linkWrites run at once, as one statement. Answers the token. */
export async function issueLink(tx: Db, target: LinkTarget): Promise<string> {
  const { token, writes } = linkWrites(tx, target);
  await tx.execute(asOneStatement(writes));
  return token;
}

/**
 * A link for the account of `email` if there is one, with the same statements, writes and hashing either
 * way (password recovery must not tell a known address from an unknown one by its time). Answers the token,
 * which opens nothing when no account was found.
 */
export async function issueAccountLink(tx: Db, purpose: LinkPurpose, email: string): Promise<string> {
  const token = newLinkToken();
  await voidLinks(tx, { purpose, userId: null, email });
  // A row either way (an unknown address's has no account, so it opens nothing): a transaction that writes
  // and one that does not take different times to commit.
  await tx.execute(sql`
    INSERT INTO link_tokens (token_hash, purpose, user_id, email, expires_at)
    VALUES (${hashToken(token)}, ${purpose}, (SELECT id FROM users WHERE email = ${email}), ${email},
            now() + make_interval(hours => ${LINK_HOURS[purpose]}::int))`);
  return token;
}

/**
 * Uses a link once: answers its account and address, or null when the token is unknown, of another
 * purpose, used, voided or expired. The update is the check, so two clicks at once cannot both succeed.
 */
export async function useLink(
  tx: Db,
  purpose: LinkPurpose,
  token: string,
): Promise<{ userId: number | null; email: string; issuedBy: number | null; issuedAt: Date } | null> {
  const [used] = await tx
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: linkTokens.userId,
      email: linkTokens.email,
      issuedBy: linkTokens.issuedBy,
      issuedAt: linkTokens.createdAt,
    });
  return used ?? null;
}

/** The account's e-mail when its owner has confirmed it, else null. */
export async function confirmedEmailOf(db: Db, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user?.confirmedAt ? user.email : null;
}
