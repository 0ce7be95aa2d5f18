import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@shop/shared/domain';
import { isHttps, unauthorized } from '../../auth/plugin';
import { hashToken, newRefreshToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { refreshTokens, users } from './schema/users';

/** The HttpOnly refresh cookie (page scripts never see it). */
export const REFRESH_COOKIE = 'refreshToken';
const REMEMBER_DAYS = 30;
// A session cookie has no expiry in the browser; on the server such a token still ends after a day.
const SESSION_HOURS = 24;
const DAY_MS = 24 * 60 * 60 * 1000;

interface SessionUser {
  id: number;
  tokenVersion: number;
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

/** Stores a new refresh token of `familyId` and sets its cookie; answers both tokens. */
async function issue(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  { familyId, persistent }: { familyId: string; persistent: boolean },
): Promise<IssuedSession> {
  const refreshToken = newRefreshToken();
  const lifetimeMs = persistent ? REMEMBER_DAYS * DAY_MS : SESSION_HOURS * 60 * 60 * 1000;
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    familyId,
    userId: user.id,
    persistent,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    ...(persistent ? { maxAge: lifetimeMs / 1000 } : {}),
  });
  const accessToken = await request.server.accessTokens.sign({ userId: user.id, version: user.tokenVersion });
  return { accessToken, refreshToken };
}

/** A login: a new token family. */
export const startSession = (
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  persistent: boolean,
): Promise<IssuedSession> => issue(db, request, reply, user, { familyId: randomUUID(), persistent });

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
}

/**
 * `GET /user/refresh`: the presented token is used up and the next one of its family issued. A token that
 * was used before is a replay (a stolen copy or a stale tab): the whole family is revoked.
 */
export async function rotateSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<IssuedSession> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented) throw unauthorized('Сессия не найдена, войдите снова');
  const rotated = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(presented)),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        persistent: refreshTokens.persistent,
      });
    if (!used) return null;
    const [user] = await tx
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, used.userId));
    if (!user) return null;
    return issue(tx, request, reply, user, used);
  });
  if (rotated) return rotated;

  const known = await presentedToken(db, request);
  if (known?.usedAt) await revokeFamily(db, known.familyId);
  clearSessionCookies(reply);
  throw unauthorized(
    known?.usedAt
      ? 'Сессия отозвана из соображений безопасности, войдите снова'
      : 'Сессия истекла, войдите снова',
  );
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The stored row of the refresh cookie sent with `request`, if any. */
async function presentedToken(db: Db, request: FastifyRequest) {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented) return null;
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  return row ?? null;
}

/** The family of the refresh cookie sent with `request`, if it is one of `userId`'s. */
export async function currentFamily(db: Db, request: FastifyRequest, userId: number): Promise<string | null> {
  const row = await presentedToken(db, request);
  return row?.userId === userId ? row.familyId : null;
}

/** `GET /user/logout`: the session's family is revoked and both cookies cleared. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const row = await presentedToken(db, request);
  if (row) await revokeFamily(db, row.familyId);
  clearSessionCookies(reply);
}
