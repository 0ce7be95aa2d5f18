import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatRub, groupDigits, pluralRu } from '@shop/shared/domain';
import { type Db, rows } from '../../db/client';
import { categories, priceChanges, products, subcategories } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

/** No price may grow beyond this (whole roubles); it also keeps the integer column far from overflow. */
const MAX_PRICE = 100_000_000;

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

export interface PriceChange {
  itemsChanged: number;
  dryRun: boolean;
  message: string;
}

/** Rolls a dry run back after counting, with the same statement a real change runs. */
class DryRun extends Error {
  constructor(readonly itemsChanged: number) {
    super('dry run');
  }
}

/**
 * Scales price and old price of the scope by `percentage`, rounded to whole roubles, in one transaction
 * with its audit row. A change that would make a price zero, negative or absurd is refused as a whole.
 */
export async function changePrices(
  db: Db,
  {
    scope,
    percentage,
    adminId,
    dryRun,
  }: { scope: PriceScope; percentage: number; adminId: number; dryRun: boolean },
): Promise<PriceChange> {
  const factor = sql`((100 + ${String(percentage)}::numeric) / 100)`;
  // least() skips NULLs (it would turn a missing price into the cap), hence the CASE; the cap keeps the
  // cast to integer from overflowing before the bounds check below refuses the change.
  const scaled = (column: AnyPgColumn) =>
    sql`CASE WHEN ${column} IS NULL THEN NULL ELSE least(round(${column} * ${factor}), 2147483647) END`;
  const changed = (column: AnyPgColumn) => sql`(${column} IS NOT NULL AND ${scaled(column)} <> ${column})`;
  let itemsChanged: number;
  try {
    itemsChanged = await db.transaction(async (tx) => {
      const [result] = await rows<{ changed: number; too_low: number; too_high: number }>(
        tx,
        sql`
        WITH updated AS (
          UPDATE ${products}
          SET price = ${scaled(products.price)}::int, old_price = ${scaled(products.oldPrice)}::int
          WHERE ${scope.where ?? sql`TRUE`} AND (${changed(products.price)} OR ${changed(products.oldPrice)})
          RETURNING price, old_price
        )
        SELECT count(*)::int AS changed,
               count(*) FILTER (WHERE price < 1 OR old_price < 1)::int AS too_low,
               count(*) FILTER (WHERE price > ${MAX_PRICE} OR old_price > ${MAX_PRICE})::int AS too_high
        FROM updated`,
      );
      if (!result) throw new Error('price update answered no row');
      if (result.too_low > 0) {
        throw badRequest(
          `Изменение на ${percentage}% сделает цену ${countItems(result.too_low)} нулевой: отменено`,
        );
      }
      if (result.too_high > 0) {
        throw badRequest(
          `Изменение на ${percentage}% поднимет цену ${countItems(result.too_high)} выше ${formatRub(MAX_PRICE)}: отменено`,
        );
      }
      if (dryRun) throw new DryRun(result.changed);
      await tx.insert(priceChanges).values({
        adminId,
        scope: scope.label,
        percentage: String(percentage),
        itemsChanged: result.changed,
      });
      return result.changed;
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
    return {
      itemsChanged: error.itemsChanged,
      dryRun: true,
      message: `Будут изменены цены: ${countItems(error.itemsChanged)} (пробный запуск, ничего не изменено)`,
    };
  }
  return { itemsChanged, dryRun: false, message: `Цены обновлены: ${countItems(itemsChanged)}` };
}

/** «1 234 товара», «1 товар», «11 товаров». */
export function countItems(n: number): string {
  return `${groupDigits(n)} ${pluralRu(n, ['товар', 'товара', 'товаров'])}`;
}

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
  return { message, available: item.price !== null, price: item.price };
}
