import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import type { Group } from './commerceml';

/** The category new 1С groups are placed in until the owner maps them onto the shop's own sections. */
export const NEW_GROUPS_CATEGORY = { slug: 'iz-1s', name: 'Из 1С' } as const;

const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A section's slug from a group's name: Latin letters, digits and hyphens (`Сейфы для оружия` → `seyfy-dlya-oruzhiya`). */
export function slugOf(name: string): string {
  const latin = [...name.toLowerCase()].map((ch) => LATIN[ch] ?? ch).join('');
  const slug = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'razdel';
}

interface Section {
  id: number;
  categoryId: number;
  level: number;
  family: string;
}

async function sectionAt(tx: Db, path: string): Promise<Section | undefined> {
  const [found] = await rows<{ id: number; category_id: number; level: number; family: string }>(
    tx,
    sql`SELECT id, category_id, level, family FROM subcategories WHERE path = ${path}`,
  );
  return found && { id: found.id, categoryId: found.category_id, level: found.level, family: found.family };
}

/** The category «Из 1С», made on first need with the first category's drawings. */
async function newGroupsCategory(tx: Db): Promise<{ id: number; family: string }> {
  const [found] = await rows<{ id: number; family: string }>(
    tx,
    sql`SELECT id, family FROM categories WHERE slug = ${NEW_GROUPS_CATEGORY.slug}`,
  );
  if (found) return found;
  const [made] = await rows<{ id: number; family: string }>(
    tx,
    sql`INSERT INTO categories (slug, name, family, position)
        SELECT ${NEW_GROUPS_CATEGORY.slug}, ${NEW_GROUPS_CATEGORY.name},
          coalesce((SELECT family FROM categories ORDER BY position LIMIT 1), 'safe'),
          coalesce((SELECT max(position) + 1 FROM categories), 0)
        RETURNING id, family`,
  );
  return made!;
}

/** A free path for a new section: `base`, else `base-2`, `base-3`… */
async function freePath(tx: Db, base: string): Promise<string> {
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

/**
 * Places 1С's groups in the shop's tree and answers each group's section path. A group the mapping table
 * knows keeps its section (the owner's choice); its name is updated. A new group gets a new section:
 * - a top-level group: a first-level section of the category «Из 1С»;
 * - a group inside another: a second-level section under its parent's section when that is first-level, or
 *   the parent's own section when it is second-level already (the shop's tree has two levels below a category).
 * The owner can then point any group at another section on «Обмен с 1С».
 */
export async function placeGroups(tx: Db, groups: Group[]): Promise<Map<string, string>> {
  const known = await rows<{ group_id: string; section: string }>(
    tx,
    sql`SELECT group_id, section FROM exchange_groups`,
  );
  const sections = new Map(known.map((row) => [row.group_id, row.section]));
  // Parents come before their children in the file, as the reader collects them on closing: order by depth.
  const byId = new Map(groups.map((group) => [group.id, group]));
  const depth = (group: Group): number => {
    let n = 0;
    for (let at = group.parentId; at && n < 50; at = byId.get(at)?.parentId ?? null) n += 1;
    return n;
  };
  for (const group of [...groups].sort((a, b) => depth(a) - depth(b))) {
    const mapped = sections.get(group.id);
    if (mapped) {
      await tx.execute(
        sql`UPDATE exchange_groups SET name = ${group.name}, parent_id = ${group.parentId}
            WHERE group_id = ${group.id} AND (name <> ${group.name} OR parent_id IS DISTINCT FROM ${group.parentId})`,
      );
      continue;
    }
    const parentPath = group.parentId ? sections.get(group.parentId) : undefined;
    const parent = parentPath ? await sectionAt(tx, parentPath) : undefined;
    let path: string;
    if (parent && parentPath && parent.level >= 2) path = parentPath;
    else {
      const category = parent ?? (await newGroupsCategory(tx));
      const base = parent && parentPath ? parentPath : NEW_GROUPS_CATEGORY.slug;
      path = await freePath(tx, `${base}/${slugOf(group.name)}`);
      const categoryId = parent ? parent.categoryId : category.id;
      await tx.execute(
        sql`INSERT INTO subcategories (category_id, parent_id, level, slug, path, name, family, position)
            VALUES (${categoryId}, ${parent?.id ?? null}, ${parent ? 2 : 1}, ${path.split('/').pop()!}, ${path},
              ${group.name}, ${category.family},
              (SELECT coalesce(max(position) + 1, 0) FROM subcategories WHERE category_id = ${categoryId}))`,
      );
    }
    await tx.execute(
      sql`INSERT INTO exchange_groups (group_id, name, parent_id, section, created)
          VALUES (${group.id}, ${group.name}, ${group.parentId}, ${path}, true)`,
    );
    sections.set(group.id, path);
  }
  return sections;
}
