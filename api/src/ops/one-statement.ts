import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Several writes as one statement, `WITH a AS (…), b AS (…) <last>`: atomic without a transaction and one
 * round trip. On PGlite the whole shop has one session, and a transaction keeps it for all its round trips
 * (every other statement of every process waits meanwhile), so writes that belong together go as one. A
 * write may read an earlier one's RETURNING by its name (`(SELECT id FROM new_account)`); each sees the
 * database as the statement found it, not the others' rows. Without `last`, the last write is the statement.
 */
export function asOneStatement(writes: Record<string, SQLWrapper>, last?: SQLWrapper): SQL {
  const named = Object.entries(writes);
  const main = last ?? named.pop()?.[1];
  if (!main) throw new Error('asOneStatement: no write');
  if (named.length === 0) return main.getSQL();
  const parts = named.map(([name, write]) => sql`${sql.identifier(name)} AS (${write.getSQL()})`);
  return sql`WITH ${sql.join(parts, sql`, `)} ${main.getSQL()}`;
}

/**
 * PostgreSQL's unique_violation (of `constraint`, if named), wherever the driver put it in the cause chain:
 * the statement wrote nothing.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint: violated } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || violated === constraint)) return true;
  }
  return false;
}
