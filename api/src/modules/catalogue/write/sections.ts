// The sections of the shop's tree as the 1С exchange places its groups in them: found, made on first need.
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';

/** A section of the shop's tree: its category, its level (1 or 2) and the drawings' family of its products. */
export interface Section {
  id: number;
  categoryId: number;
  level: number;
  family: string;
}

export async function sectionAt(tx: Db, path: string): Promise<Section | undefined> {
  const [found] = await rows<{ id: number; category_id: number; level: number; family: string }>(
    tx,
    sql`SELECT id, category_id, level, family FROM subcategories WHERE path = ${path}`,
  );
  return found && { id: found.id, categoryId: found.category_id, level: found.level, family: found.family };
}

/** The category of the slug, made on first need (last, with the first category's drawings). */
export async function categoryMadeOnce(
  tx: Db,
  { slug, name }: { slug: string; name: string },
): Promise<{ id: number; family: string }> {
  const [found] = await rows<{ id: number; family: string }>(
    tx,
    sql`SELECT id, family FROM categories WHERE slug = ${slug}`,
  );
  if (found) return found;
  const [made] = await rows<{ id: number; family: string }>(
    tx,
    sql`INSERT INTO categories (slug, name, family, position)
        SELECT ${slug}, ${name},
          coalesce((SELECT family FROM categories ORDER BY position LIMIT 1), 'safe'),
          coalesce((SELECT max(position) + 1 FROM categories), 0)
        RETURNING id, family`,
  );
  return made!;
}

/** A free path for a new section: `base`, else `base-2`, `base-3`… */
export async function freeSectionPath(tx: Db, base: string): Promise<string> {
  const [taken] = await rows<{ paths: string[] }>(
    tx,
    sql`SELECT coalesce(array_agg(path), '{}') AS paths FROM subcategories
        WHERE path = ${base} OR path LIKE ${`${base}-%`}`,
  );
  const used = new Set(taken?.paths ?? []);
  let path = base;
  for (let n = 2; used.has(path); n += 1) path = `${base}-${n}`;
  return path;
}

export interface NewSection {
  categoryId: number;
  parentId: number | null;
  path: string;
  name: string;
  family: string;
}

/** A new section, last in its category: first-level, or second-level under `parentId`. */
export async function addSection(tx: Db, section: NewSection): Promise<void> {
  const { categoryId, parentId, path, name, family } = section;
  await tx.execute(
    sql`INSERT INTO subcategories (category_id, parent_id, level, slug, path, name, family, position)
        VALUES (${categoryId}, ${parentId}, ${parentId === null ? 1 : 2}, ${path.split('/').pop()!}, ${path},
          ${name}, ${family},
          (SELECT coalesce(max(position) + 1, 0) FROM subcategories WHERE category_id = ${categoryId}))`,
  );
}

/** Each section's full name by its path («Сейфы / Для оружия»); a path no section has is left out. */
export async function sectionNames(db: Db, paths: string[]): Promise<Map<string, string>> {
  const found = await rows<{ path: string; name: string }>(
    db,
    sql`SELECT s.path, concat_ws(' / ', c.name, parent.name, s.name) AS name
        FROM subcategories s
        JOIN categories c ON c.id = s.category_id
        LEFT JOIN subcategories parent ON parent.id = s.parent_id
        WHERE s.path = ANY(${sql.param(paths)}::text[])`,
  );
  return new Map(found.map((row) => [row.path, row.name]));
}
