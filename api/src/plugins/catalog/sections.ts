import type { Item } from '@shop/shared/contract';
import { catalogPath } from '@shop/shared/domain';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';

interface PageRow {
  description: string;
  category_name: string;
  category_slug: string;
  level1_name: string;
  level1_path: string;
  level2_name: string | null;
  level2_path: string | null;
}

/**
 * What only the product's own page shows, in one indexed read by the product's id: its description, and the
 * sections it is listed in, outermost first (its category, its subcategory and, when it has one, its
 * second-level section — the page's breadcrumbs).
 */
export async function pageDetailsOf(
  db: Db,
  productId: number,
): Promise<Pick<Item, 'description' | 'sections'>> {
  const [row] = await rows<PageRow>(
    db,
    sql`SELECT p.description, c.name AS category_name, c.slug AS category_slug, s1.name AS level1_name, s1.path AS level1_path,
               s2.name AS level2_name, s2.path AS level2_path
        FROM products p
        JOIN categories c ON c.id = p.category_id
        JOIN subcategories s1 ON s1.id = p.subcategory_id
        LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id
        WHERE p.id = ${productId}`,
  );
  if (!row) return { description: '', sections: [] };
  const section = (name: string, path: string) => ({ name, link: catalogPath(...path.split('/')) });
  return {
    description: row.description,
    sections: [
      { name: row.category_name, link: catalogPath(row.category_slug) },
      section(row.level1_name, row.level1_path),
      ...(row.level2_name !== null && row.level2_path !== null
        ? [section(row.level2_name, row.level2_path)]
        : []),
    ],
  };
}
