import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatRub } from '@shop/shared/domain';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { categories, products, subcategories } from '../schema/catalog';

/** Which products a price change touches, and how the audit names it. */
export interface PriceScope {
  where: SQL | undefined;
  label: string;
}

const byName = (column: AnyPgColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/** The catalogue path of the admin calls, by slug or by name (the admin may type either). */
export async function resolveScope(
  db: Db,
  params: { category: string; subcategory?: string; subcategory2?: string },
): Promise<PriceScope> {
  const [category] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, params.category), byName(categories.name, params.category)));
  if (!category) throw notFound(`Категория «${params.category}» не найдена`);
  if (params.subcategory === undefined) {
    return { where: eq(products.categoryId, category.id), label: category.slug };
  }
  const level = (parent: SQL, value: string) =>
    db
      .select({ id: subcategories.id, path: subcategories.path })
      .from(subcategories)
      .where(and(parent, or(eq(subcategories.slug, value), byName(subcategories.name, value))));
  const [subcategory] = await level(
    and(eq(subcategories.categoryId, category.id), isNull(subcategories.parentId)) as SQL,
    params.subcategory,
  );
  if (!subcategory) throw notFound(`Подкатегория «${params.subcategory}» не найдена`);
  if (params.subcategory2 === undefined) {
    return { where: eq(products.subcategoryId, subcategory.id), label: subcategory.path };
  }
  const [subcategory2] = await level(eq(subcategories.parentId, subcategory.id), params.subcategory2);
  if (!subcategory2) throw notFound(`Подкатегория второго уровня «${params.subcategory2}» не найдена`);
  return { where: eq(products.subcategory2Id, subcategory2.id), label: subcategory2.path };
}

export async function itemScope(db: Db, itemCode: string): Promise<PriceScope> {
  const [item] = await db.select({ id: products.id }).from(products).where(eq(products.itemCode, itemCode));
  if (!item) throw notFound(`Товар с кодом ${itemCode} не найден`);
  return { where: eq(products.id, item.id), label: `item:${itemCode}` };
}

export const ALL_PRODUCTS: PriceScope = { where: undefined, label: 'all' };

/** One product's price and whether it can be bought (the tool's «Проверить наличие»). */
export async function checkAvailability(db: Db, itemCode: string) {
  const [item] = await db
    .select({ name: products.name, price: products.price })
    .from(products)
    .where(eq(products.itemCode, itemCode));
  if (!item) throw notFound(`Товар с кодом ${itemCode} не найден`);
  const message =
    item.price === null
      ? `Товар «${item.name}» (код ${itemCode}) отсутствует: цена не указана`
      : `Товар «${item.name}» (код ${itemCode}) в наличии, цена ${formatRub(item.price)}`;
  return { message, itemCode, name: item.name, available: item.price !== null, price: item.price };
}
