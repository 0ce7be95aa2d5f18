import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { addSection, categoryMadeOnce, freeSectionPath, sectionAt } from '../../catalogue';
import type { Group } from '../xml/commerceml';

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
      const category = parent ?? (await categoryMadeOnce(tx, NEW_GROUPS_CATEGORY));
      const base = parent && parentPath ? parentPath : NEW_GROUPS_CATEGORY.slug;
      path = await freeSectionPath(tx, `${base}/${slugOf(group.name)}`);
      const categoryId = parent ? parent.categoryId : category.id;
      await addSection(tx, {
        categoryId,
        parentId: parent?.id ?? null,
        path,
        name: group.name,
        family: category.family,
      });
    }
    await tx.execute(
      sql`INSERT INTO exchange_groups (group_id, name, parent_id, section, created)
          VALUES (${group.id}, ${group.name}, ${group.parentId}, ${path}, true)`,
    );
    sections.set(group.id, path);
  }
  return sections;
}
