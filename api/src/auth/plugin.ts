import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import fp from 'fastify-plugin';
import type { UserRole } from './roles';
import { HttpError } from '../http/errors';
import { Limits, limitRules } from './limits';
import { AccessTokens, loadSigningKey } from './tokens';

export interface Account {
  id: number;
  role: UserRole;
}

/** The account a token names, as the accounts keep it (modules/accounts, handed over by the composition root). */
export type SessionAccountOf = (
  db: Db,
  userId: number,
) => Promise<{ id: number; role: UserRole; tokenVersion: number } | undefined>;

export interface AuthOptions {
  sessionAccount: SessionAccountOf;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The account behind a token, read on every call (AuthOptions). */
    sessionAccount: SessionAccountOf;
    /** The abuse limits, counted in the database for every API process on it. */
    limits: Limits;
  }
  interface FastifyRequest {
    /** The caller's account when a valid bearer token came with the request (set by the auth hooks). */
    account: Account | null;
  }
}

export const unauthorized = (message = 'Требуется вход в систему'): HttpError => new HttpError(401, message);
const INVALID_TOKEN = 'Сессия истекла или недействительна, войдите снова';

/**
 * Cookies, the token signer and `request.account`. Routes choose their rule with the hooks below; the role
 * and the token version are read from the database on every call, so a demoted admin or a changed password
 * takes effect at once rather than when the token expires.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { sessionAccount }) => {
    await app.register(cookie);
    const { settings } = app;
    const key = await loadSigningKey(app.db, settings.JWT_SECRET);
    app.decorate('accessTokens', new AccessTokens(key, settings.ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('limits', new Limits(app.db, limitRules(settings)));
    app.decorate('sessionAccount', sessionAccount);
    app.decorateRequest('account', null);
  },
  { name: 'auth', dependencies: ['settings', 'database'] },
);

async function readAccount(request: FastifyRequest): Promise<Account | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(INVALID_TOKEN);
  const claims = await request.server.accessTokens.verify(match[1]);
  if (!claims) throw unauthorized(INVALID_TOKEN);
  const user = await request.server.sessionAccount(request.server.db, claims.userId);
  if (!user || user.tokenVersion !== claims.version) throw unauthorized(INVALID_TOKEN);
  return { id: user.id, role: user.role };
}

/** onRequest hook: a bearer token is optional, but one that is sent must be valid. */
export async function optionalAccount(request: FastifyRequest): Promise<void> {
  request.account = await readAccount(request);
}

/** onRequest hook: 401 without a valid bearer token. */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  request.account = await readAccount(request);
  if (!request.account) throw unauthorized();
}

/** onRequest hook: 401 anonymous, 403 for any role but admin (before the body is even looked at). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireAccount(request);
  if (request.account?.role !== 'admin')
    throw new HttpError(403, 'Недостаточно прав: нужна роль администратора');
}

/** The roles that work the order desk: an administrator (prices and orders) and a manager (orders only). */
export const isStaff = (role: UserRole): boolean => role === 'admin' || role === 'manager';

/** onRequest hook: 401 anonymous, 403 for a buyer; administrators and managers pass (the order desk). */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireAccount(request);
  if (!request.account || !isStaff(request.account.role))
    throw new HttpError(403, 'Недостаточно прав: нужна роль менеджера или администратора');
}

/** The account of a route guarded by `requireAccount`, `requireStaff` or `requireAdmin`. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** Cookies are Secure when the request came over HTTPS (locally the shop runs on plain HTTP). */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';
