import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';

/**
 * The catalogue's version: changed by the database whenever products or their characteristics are
 * written (triggers of migration 0012), so an index built before an admin's price change, in this process
 * or another one on the same database, is noticed and rebuilt.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = await rows<{ value: string }>(db, sql`SELECT (${CATALOG_VERSION}) AS value`);
  return row?.value ?? '';
}

/**
 * The version as a scalar subquery ('' before the catalogue has one), for a statement that reads it beside its
 * own rows.
 */
export const CATALOG_VERSION = sql`SELECT coalesce((SELECT value FROM catalog_meta WHERE key = 'version'), '')`;

const seen = new WeakMap<Db, string>();

/**
 * The catalogue's version as last read by a catalogue statement of this process (listings and searches read
 * it beside their rows). What was built at another version — a search's matches, a listing's count — is
 * not tried once a newer one has been seen: the statement that would find it out is saved. Still only a
 * hint: a statement reading rows also reads the version and tells whether what it used still holds.
 */
export const versionSeen = (db: Db): string | undefined => seen.get(db);

export function sawVersion(db: Db, version: string): void {
  seen.set(db, version);
}
