import type { ShopSection } from '@shop/shared/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import type { Parts } from './parts';

/** A section as stored; absent: it reads as its seed, at version 0. */
export interface StoredSection {
  value: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

/** The administrator who saves, as the history keeps them. */
export interface Actor {
  userId: number;
  email: string;
}

export async function readStored(db: Db, section?: ShopSection): Promise<Map<ShopSection, StoredSection>> {
  const found = await rows<StoredSection & { section: ShopSection }>(
    db,
    sql`SELECT section, value, version, updated_at AS "updatedAt", updated_by AS "updatedBy"
      FROM shop_settings ${section === undefined ? sql`` : sql`WHERE section = ${section}`}`,
  );
  return new Map(found.map(({ section: name, ...stored }) => [name, stored]));
}

export interface Write {
  section: ShopSection;
  /** The version the value was based on: the write is refused (null) when the stored one is another. */
  baseVersion: number;
  value: unknown;
  parts: string[];
  before: Parts;
  after: Parts;
  undoOf: number | null;
}

export interface Written {
  version: number;
  updatedAt: Date;
  changeId: number;
}

/**
 * Saves a section and records the change, in one statement (no transaction: on PGlite one would hold the
 * database for its round trips): the row is written only if it still has the version the edit was based on,
 * and the change is recorded only if the row was. Null when another save came first.
 */
export async function writeSection(db: Db, actor: Actor, write: Write): Promise<Written | null> {
  const value = sql`${JSON.stringify(write.value)}::jsonb`;
  const saved =
    write.baseVersion === 0
      ? sql`INSERT INTO shop_settings (section, value, version, updated_by)
          VALUES (${write.section}, ${value}, 1, ${actor.email})
          ON CONFLICT (section) DO NOTHING RETURNING version, updated_at`
      : sql`UPDATE shop_settings SET value = ${value}, version = version + 1, updated_at = now(),
            updated_by = ${actor.email}
          WHERE section = ${write.section} AND version = ${write.baseVersion}
          RETURNING version, updated_at`;
  const [written] = await rows<Written>(
    db,
    sql`WITH saved AS (${saved}), change AS (
        INSERT INTO shop_settings_changes (section, user_id, actor, parts, before, after, version_after, undo_of)
        SELECT ${write.section}, ${actor.userId}, ${actor.email}, ${sql.param(write.parts)}::text[],
          ${JSON.stringify(write.before)}::jsonb, ${JSON.stringify(write.after)}::jsonb, version, ${write.undoOf}::int
        FROM saved RETURNING id)
      SELECT saved.version, saved.updated_at AS "updatedAt", change.id AS "changeId" FROM saved, change`,
  );
  return written ?? null;
}

export interface StoredChange {
  id: number;
  section: ShopSection;
  actor: string;
  createdAt: Date;
  undoOf: number | null;
  parts: string[];
  before: Parts;
  after: Parts;
  undoneBy: number | null;
}

const CHANGE = sql`SELECT c.id, c.section, c.actor, c.created_at AS "createdAt", c.undo_of AS "undoOf", c.parts,
    c.before, c.after, (SELECT u.id FROM shop_settings_changes u WHERE u.undo_of = c.id) AS "undoneBy"
  FROM shop_settings_changes c`;

export async function readChange(db: Db, id: number): Promise<StoredChange | undefined> {
  const [change] = await rows<StoredChange>(db, sql`${CHANGE} WHERE c.id = ${id}`);
  return change;
}

/** A page of the history, newest first, and how many changes there are. */
export async function readChanges(
  db: Db,
  { page, size }: { page: number; size: number },
): Promise<{ changes: StoredChange[]; total: number }> {
  const [changes, [counted]] = await Promise.all([
    rows<StoredChange>(db, sql`${CHANGE} ORDER BY c.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`),
    rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM shop_settings_changes`),
  ]);
  return { changes, total: counted?.total ?? 0 };
}

/** The largest pickup point id ever saved (a removed point's id is not given to a new one). */
export async function largestPointId(db: Db): Promise<number> {
  const [found] = await rows<{ id: number | null }>(
    db,
    sql`SELECT max((p->>'id')::int) AS id FROM shop_settings_changes c,
        jsonb_array_elements(coalesce(c.before->'points', '[]') || coalesce(c.after->'points', '[]')) p
      WHERE c.section = 'pickupPoints'`,
  );
  return found?.id ?? -1;
}
