import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { type Database, rows } from '../db/client';
import { isSeeded } from '../modules/catalogue';

const JOURNAL = path.join(__dirname, '..', '..', 'drizzle', 'meta', '_journal.json');
const CHECK_TIMEOUT_MS = 3_000;
/** Seconds a load balancer may wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

/** The newest migration this code ships (drizzle's journal), to compare with what the database recorded. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Why the API cannot serve the shop now, or null when it can. */
async function notReadyBecause(database: Database, newest: number): Promise<string | null> {
  const [applied] = await rows<{ last: string | null }>(
    database.db,
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  if (Number(applied?.last ?? 0) < newest) return 'Миграции базы данных не применены';
  if (!(await isSeeded(database.db))) return 'Каталог не заполнен: загрузите его командой npm run seed';
  return null;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /health` — liveness: the process answers, nothing else is asked (exempt from overload refusals, so an
 * overloaded process is not restarted for it); still 200 with `warnings` when something needs the owner
 * (the last good backup is too old), since restarting would not help. `GET /ready` — readiness: the database answers, this code's
 * migrations are applied and the catalogue is loaded; 503 with the reason otherwise (and under overload).
 */
export function healthRoutes(database: Database, warnings: () => string[]): FastifyPluginAsync {
  const newest = newestMigration();
  return async (app) => {
    app.get('/health', { schema: { hide: true }, config: { pressureHandler: () => undefined } }, async () => {
      const found = warnings();
      return found.length > 0 ? { status: 'ok', warnings: found } : { status: 'ok' };
    });
    app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
      let reason: string | null;
      try {
        reason = await withTimeout(notReadyBecause(database, newest), CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        reason = 'База данных не отвечает';
      }
      if (reason === null) return { status: 'ready' };
      return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send({ message: reason });
    });
  };
}
