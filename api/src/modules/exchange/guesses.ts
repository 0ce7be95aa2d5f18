import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../auth/limits';
import { type Db, rows } from '../../db/client';
import { HttpError } from '../../http/errors';
import { countLoginAttempt } from '../accounts';
import type { ExchangeSettings } from './settings';

/** The account the limits count guesses of the exchange's password under (as logins count an e-mail's). */
const GUESS_KEY = 'обмен с 1С';
/** How long a refused address stays on «Обмен с 1С» after its last attempt. */
const KEEP_DAYS = 30;
/** How many refused addresses the page shows (the latest). */
const SHOWN = 20;

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared as digests of equal length, in constant time. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function basicCredentials(request: FastifyRequest): { login: string; password: string } | null {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * `checkauth`'s login and password, counted per caller address as buyers' logins are: a stranger's wrong
 * guesses lock out only his own address (never 1С's), and every refusal is noted for the owner. Counted
 * before the password is compared, so parallel guesses cannot slip through. Throws 401 or 429.
 */
export async function checkCredentials(
  app: FastifyInstance,
  settings: ExchangeSettings,
  request: FastifyRequest,
): Promise<void> {
  let attempt;
  try {
    attempt = await countLoginAttempt(app, request.ip, GUESS_KEY, { perAddressOnly: true });
  } catch (error) {
    if (error instanceof TooManyRequests) await noteRefusal(app.db, request.ip, true);
    throw error;
  }
  const given = basicCredentials(request);
  const login = given ? sameSecret(given.login, settings.login) : false;
  const password = given ? sameSecret(given.password, settings.password) : false;
  if (!login || !password) {
    await noteRefusal(app.db, request.ip, false);
    throw new HttpError(401, 'Неверный логин или пароль обмена');
  }
  await attempt.succeeded();
}

/**
 * One refused attempt of an address; addresses not heard from in `KEEP_DAYS` are forgotten meanwhile (not
 * this one: one statement may not touch a row twice).
 */
async function noteRefusal(db: Db, address: string, locked: boolean): Promise<void> {
  await db.execute(
    sql`WITH forgotten AS (
          DELETE FROM exchange_refusals
          WHERE last_at < now() - make_interval(days => ${KEEP_DAYS}) AND address <> ${address}
        )
        INSERT INTO exchange_refusals AS r (address, attempts, locked)
        VALUES (${address}, 1, ${locked ? 1 : 0})
        ON CONFLICT (address) DO UPDATE SET attempts = r.attempts + 1, locked = r.locked + excluded.locked,
          last_at = now()`,
  );
}

export interface Refusal {
  address: string;
  attempts: number;
  locked: number;
  firstAt: string;
  lastAt: string;
}

/** The addresses refused lately, the latest first. */
export async function recentRefusals(db: Db): Promise<Refusal[]> {
  const found = await rows<{
    address: string;
    attempts: number;
    locked: number;
    first_at: Date | string;
    last_at: Date | string;
  }>(
    db,
    sql`SELECT address, attempts, locked, first_at, last_at FROM exchange_refusals
        WHERE last_at >= now() - make_interval(days => ${KEEP_DAYS})
        ORDER BY last_at DESC, address LIMIT ${SHOWN}`,
  );
  return found.map((row) => ({
    address: row.address,
    attempts: Number(row.attempts),
    locked: Number(row.locked),
    firstAt: new Date(row.first_at).toISOString(),
    lastAt: new Date(row.last_at).toISOString(),
  }));
}
