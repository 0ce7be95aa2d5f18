import type { ProductSection } from '@shop/shared/contract';
import { catalogPath } from '@shop/shared/domain';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';

interface SectionRow {
  category_name: string;
  category_slug: string;
  level1_name: string;
  level1_path: string;
  level2_name: string | null;
  level2_path: string | null;
}

/**
 * The sections a product is listed in, outermost first: its category, its subcategory and, when it has
 * one, its second-level section — the product page's breadcrumbs (one indexed read by the product's id).
 */
export async function sectionsOf(db: Db, productId: number): Promise<ProductSection[]> {
  const [row] = await rows<SectionRow>(
    db,
    sql`SELECT c.name AS category_name, c.slug AS category_slug, s1.name AS level1_name, s1.path AS level1_path,
               s2.name AS level2_name, s2.path AS level2_path
        FROM products p
        JOIN categories c ON c.id = p.category_id
        JOIN subcategories s1 ON s1.id = p.subcategory_id
        LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id
        WHERE p.id = ${productId}`,
  );
  if (!row) return [];
  const section = (name: string, path: string) => ({ name, link: catalogPath(...path.split('/')) });
  return [
    { name: row.category_name, link: catalogPath(row.category_slug) },
    section(row.level1_name, row.level1_path),
    ...(row.level2_name !== null && row.level2_path !== null
      ? [section(row.level2_name, row.level2_path)]
      : []),
  ];
}
