import type { Item } from '@shop/shared/contract';
import { catalogPath } from '@shop/shared/domain';
import { sql } from 'drizzle-orm';

/** The sections a product is listed in, as the database builds them (PAGE_DETAILS). */
interface PageSections {
  category_name: string;
  category_slug: string;
  level1_name: string;
  level1_path: string;
  level2_name: string | null;
  level2_path: string | null;
}

/** A row read with PAGE_DETAILS among its columns. */
export interface PageDetailsRow {
  description: string;
  page_sections: PageSections | null;
}

/**
 * What only the product's own page shows, as columns of a read of `products` (the item's one statement): its
 * description, and the sections it is listed in, outermost first (its category, its subcategory and, when it
 * has one, its second-level section — the page's breadcrumbs), read by the row's keys.
 */
export const PAGE_DETAILS = sql`products.description,
  (SELECT json_build_object('category_name', c.name, 'category_slug', c.slug, 'level1_name', s1.name,
      'level1_path', s1.path, 'level2_name', s2.name, 'level2_path', s2.path)
    FROM categories c
    JOIN subcategories s1 ON s1.id = products.subcategory_id
    LEFT JOIN subcategories s2 ON s2.id = products.subcategory2_id
    WHERE c.id = products.category_id) AS page_sections`;

/** The description and the breadcrumbs' sections of a row read with PAGE_DETAILS. */
export function pageDetailsOf({
  description,
  page_sections: row,
}: PageDetailsRow): Pick<Item, 'description' | 'sections'> {
  if (!row) return { description, sections: [] };
  const section = (name: string, path: string) => ({ name, link: catalogPath(...path.split('/')) });
  return {
    description,
    sections: [
      { name: row.category_name, link: catalogPath(row.category_slug) },
      section(row.level1_name, row.level1_path),
      ...(row.level2_name !== null && row.level2_path !== null
        ? [section(row.level2_name, row.level2_path)]
        : []),
    ],
  };
}
