import type { AdminProductRow, AdminProductsResponse, ProductChangesResponse } from '@shop/shared/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ChangeActor } from '../write/model';
import { type Db, rows } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { search } from '../search/search';

const PAGE_SIZE = 20;
/** Products off sale the first page of a search adds (the catalogue's search never finds them). */
const OFF_SALE_LISTED = 20;
/** The changes of a product the history shows, newest first. */
const HISTORY_SIZE = 100;

/** The staff member as the history names them: «Анна (anna@example.ru)». */
export async function staffActor(db: Db, userId: number): Promise<ChangeActor> {
  const [user] = await rows<{ name: string; email: string }>(
    db,
    sql`SELECT name, email FROM users WHERE id = ${userId}`,
  );
  return { userId, name: user ? `${user.name} (${user.email})` : `№${userId}`, source: 'admin' };
}

const ROW = sql`SELECT p.item_code AS "itemCode", p.name, coalesce(s2.path, s1.path) AS section,
    concat_ws(' / ', c.name, s1.name, s2.name) AS "sectionName", p.price, p.old_price AS "oldPrice",
    p.stock, p.on_sale AS "onSale"
  FROM products p JOIN categories c ON c.id = p.category_id
    JOIN subcategories s1 ON s1.id = p.subcategory_id
    LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id`;

async function rowsByCode(db: Db, codes: string[]): Promise<AdminProductRow[]> {
  if (codes.length === 0) return [];
  const found = await rows<AdminProductRow>(
    db,
    sql`${ROW} WHERE p.item_code = ANY(${sql.param(codes)}::text[])`,
  );
  const byCode = new Map(found.map((row) => [row.itemCode, row]));
  return [...new Set(codes)].flatMap((code) => byCode.get(code) ?? []);
}

const pagination = (page: number, total: number) => ({
  page,
  limit: PAGE_SIZE,
  total,
  totalPages: Math.ceil(total / PAGE_SIZE),
});

/**
 * «Товары»' list: a section's products (any state, by name), or what a query finds — the code typed whole
 * (any state), the catalogue's own search (products on sale, best match first) and, on the first page,
 * products off sale whose name or code holds the query. Neither: the newest products first.
 */
export async function findProducts(
  db: Db,
  { query, section, page }: { query: string; section?: string; page: number },
): Promise<AdminProductsResponse> {
  if (section !== undefined || query === '') {
    const where: SQL = section === undefined ? sql`TRUE` : await sectionCondition(db, section);
    const named =
      query === '' ? sql`TRUE` : sql`(p.name ILIKE ${`%${query}%`} OR p.item_code = ${query.toUpperCase()})`;
    const [counted] = await rows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM products p WHERE ${where} AND ${named}`,
    );
    const order = section === undefined ? sql`p.id DESC` : sql`p.name COLLATE "ru", p.item_code`;
    const found = await rows<AdminProductRow>(
      db,
      sql`${ROW} WHERE ${where} AND ${named} ORDER BY ${order}
        LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
    );
    return { products: found, pagination: pagination(page, counted?.total ?? 0) };
  }
  // Only the codes of the results are kept, which the owner's choice for products without stock leaves as they are.
  const found = await search(db, query, { limit: PAGE_SIZE, page, sort: 'relevance' }, 'to_order');
  const offSale =
    page === 1
      ? await rows<{ code: string }>(
          db,
          sql`SELECT item_code AS code FROM products
            WHERE NOT on_sale AND (name ILIKE ${`%${query}%`} OR item_code = ${query.toUpperCase()})
            ORDER BY name COLLATE "ru" LIMIT ${OFF_SALE_LISTED}`,
        )
      : [];
  const products = await rowsByCode(db, [
    ...(page === 1 ? [query.toUpperCase()] : []),
    ...found.results.map((product) => product.itemCode),
    ...offSale.map((row) => row.code),
  ]);
  return { products, pagination: pagination(page, Math.max(found.total + offSale.length, products.length)) };
}

/** A category, subcategory or second-level section by its path. */
async function sectionCondition(db: Db, path: string): Promise<SQL> {
  if (!path.includes('/')) {
    const [category] = await rows<{ id: number }>(db, sql`SELECT id FROM categories WHERE slug = ${path}`);
    if (!category) throw notFound('Раздел каталога не найден');
    return sql`p.category_id = ${category.id}`;
  }
  const [sub] = await rows<{ id: number; level: number }>(
    db,
    sql`SELECT id, level FROM subcategories WHERE path = ${path}`,
  );
  if (!sub) throw notFound('Раздел каталога не найден');
  return sub.level === 1 ? sql`p.subcategory_id = ${sub.id}` : sql`p.subcategory2_id = ${sub.id}`;
}

/** A product's changes, newest first, each with the undo that undid it. */
export async function productHistory(db: Db, itemCode: string): Promise<ProductChangesResponse> {
  const [product] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE item_code = ${itemCode}`,
  );
  if (!product) throw notFound(`Товар с кодом ${itemCode} не найден`);
  const changes = await rows<ProductChangesResponse['changes'][number] & { createdAt: Date }>(
    db,
    sql`SELECT c.id, c.created_at AS "createdAt", c.actor, c.source, c.kind, c.fields, c.before, c.after,
        c.undo_of AS "undoOf", u.id AS "undoneBy"
      FROM product_changes c LEFT JOIN product_changes u ON u.undo_of = c.id
      WHERE c.product_id = ${product.id} ORDER BY c.id DESC LIMIT ${HISTORY_SIZE}`,
  );
  return {
    changes: changes.map((change) => ({ ...change, createdAt: new Date(change.createdAt).toISOString() })),
  };
}
