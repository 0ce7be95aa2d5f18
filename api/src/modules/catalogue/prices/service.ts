import type { PriceChangeResponse, RevertResponse } from '@shop/shared/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatRub, groupDigits, MAX_PRICE, pluralRu } from '@shop/shared/domain';
import { type Db, rows } from '../../../db/client';
import { HttpError, badRequest, notFound } from '../../../http/errors';
import { products } from '../schema/catalog';
import { priceChangeItems, priceChanges } from '../schema/prices';
import type { PriceScope } from './scope';

/** Rolls a dry run back after counting, with the same statement a real change runs. */
class DryRun extends Error {
  constructor(readonly answer: PriceChangeResponse) {
    super('dry run');
  }
}

/** How many changed items the answer names as examples (the admin's preview). */
const EXAMPLES = 5;

/** Locks the products `where` selects, so the prices read next are the ones the update replaces. */
const lockProducts = (tx: Db, where: SQL) =>
  tx.execute(
    sql`SELECT count(*) FROM (SELECT 1 FROM ${products} WHERE ${where} FOR UPDATE OF ${products}) locked`,
  );

/**
 * Scales price and old price of the scope by `percentage`, rounded to whole roubles, in one transaction
 * with its audit row and a row per changed item (both prices before and after, for a revert). A change that
 * would make a price zero, negative or absurd is refused as a whole. A dry run answers the same figures
 * (count, sums, examples) and changes nothing.
 */
export async function changePrices(
  db: Db,
  {
    scope,
    percentage,
    adminId,
    dryRun,
  }: { scope: PriceScope; percentage: number; adminId: number; dryRun: boolean },
): Promise<PriceChangeResponse> {
  const factor = sql`((100 + ${String(percentage)}::numeric) / 100)`;
  // least() skips NULLs (it would turn a missing price into the cap), hence the CASE; the cap keeps the
  // cast to integer from overflowing before the bounds check below refuses the change.
  const scaled = (column: AnyPgColumn) =>
    sql`CASE WHEN ${column} IS NULL THEN NULL ELSE least(round(${column} * ${factor}), 2147483647) END`;
  const changed = (column: AnyPgColumn) => sql`(${column} IS NOT NULL AND ${scaled(column)} <> ${column})`;
  const where = scope.where ?? sql`TRUE`;
  try {
    return await db.transaction(async (tx) => {
      await lockProducts(tx, where);
      const [change] = dryRun
        ? [null]
        : await tx
            .insert(priceChanges)
            .values({ adminId, scope: scope.label, percentage: String(percentage), itemsChanged: 0 })
            .returning({ id: priceChanges.id });
      const record = change
        ? sql`, recorded AS (
            INSERT INTO ${priceChangeItems} (change_id, product_id, price_before, price_after, old_price_before, old_price_after)
            SELECT ${change.id}::int, id, price_before, price_after, old_price_before, old_price_after FROM updated
          )`
        : sql``;
      // `o` is the row as it was: the join reads the statement's snapshot, the update writes the new prices.
      const [result] = await rows<Figures & { too_low: number; too_high: number }>(
        tx,
        sql`
        WITH updated AS (
          UPDATE ${products}
          SET price = ${scaled(products.price)}::int, old_price = ${scaled(products.oldPrice)}::int
          FROM ${products} AS o
          WHERE o.id = ${products.id} AND ${where}
            AND (${changed(products.price)} OR ${changed(products.oldPrice)})
          RETURNING ${products.id} AS id, ${products.itemCode} AS item_code, ${products.name} AS name,
            o.price AS price_before, ${products.price} AS price_after,
            o.old_price AS old_price_before, ${products.oldPrice} AS old_price_after
        )${record}
        SELECT count(*)::int AS changed,
               count(*) FILTER (WHERE price_after < 1 OR old_price_after < 1)::int AS too_low,
               count(*) FILTER (WHERE price_after > ${MAX_PRICE} OR old_price_after > ${MAX_PRICE})::int AS too_high,
               ${FIGURES}
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
      const figures = figuresOf(result);
      if (!change) {
        throw new DryRun({
          ...figures,
          dryRun: true,
          changeId: null,
          message: `Будут изменены цены: ${countItems(result.changed)} (пробный запуск, ничего не изменено)`,
        });
      }
      await tx
        .update(priceChanges)
        .set({ itemsChanged: result.changed })
        .where(eq(priceChanges.id, change.id));
      return {
        ...figures,
        dryRun: false,
        changeId: change.id,
        message: `Цены обновлены: ${countItems(result.changed)}`,
      };
    });
  } catch (error) {
    if (error instanceof DryRun) return error.answer;
    throw error;
  }
}

/** The preview's figures over the `updated` rows: count, sums of the price before and after, examples. */
interface Figures {
  changed: number;
  sum_before: number;
  sum_after: number;
  examples: PriceChangeResponse['examples'] | null;
}
const FIGURES = sql.raw(`
  coalesce(sum(price_before), 0)::float8 AS sum_before,
  coalesce(sum(price_after), 0)::float8 AS sum_after,
  (SELECT json_agg(e) FROM (
    SELECT item_code AS "itemCode", name, price_before AS "priceBefore", price_after AS "priceAfter"
    FROM updated ORDER BY name COLLATE "ru", item_code LIMIT ${EXAMPLES}
  ) e) AS examples`);

const figuresOf = (result: Figures) => ({
  itemsChanged: result.changed,
  sumBefore: result.sum_before,
  sumAfter: result.sum_after,
  examples: result.examples ?? [],
});

/** How many items skipped by a revert the answer names (the count covers them all). */
const SKIPPED_LISTED = 20;

/**
 * Reverts one change in one transaction: the items still at the prices that change gave them get their
 * prices before it back; items changed again since are left alone and listed. The revert is recorded as a
 * change of its own (with its items, so it can be reverted in turn); a change is reverted at most once.
 */
export async function revertChange(
  db: Db,
  { changeId, adminId }: { changeId: number; adminId: number },
): Promise<RevertResponse> {
  return db.transaction(async (tx) => {
    // Two reverts of one change queue here; the second then sees the first's row and stops.
    const [change] = await tx
      .select({ scope: priceChanges.scope })
      .from(priceChanges)
      .where(eq(priceChanges.id, changeId))
      .for('update');
    if (!change) throw notFound(`Изменение №${changeId} не найдено`);
    const [done] = await tx
      .select({ id: priceChanges.id })
      .from(priceChanges)
      .where(eq(priceChanges.revertOf, changeId));
    if (done) throw new HttpError(409, `Изменение №${changeId} уже отменено (запись №${done.id})`);

    const ofChange = sql`${priceChangeItems.changeId} = ${changeId} AND ${priceChangeItems.productId} = ${products.id}`;
    await lockProducts(tx, sql`EXISTS (SELECT 1 FROM ${priceChangeItems} WHERE ${ofChange})`);
    const untouched = sql`${products.price} IS NOT DISTINCT FROM ${priceChangeItems.priceAfter}
      AND ${products.oldPrice} IS NOT DISTINCT FROM ${priceChangeItems.oldPriceAfter}`;
    const skipped = await rows<{ itemCode: string; name: string; total: number }>(
      tx,
      sql`SELECT ${products.itemCode} AS "itemCode", ${products.name} AS name, count(*) OVER ()::int AS total
        FROM ${priceChangeItems} JOIN ${products} ON ${ofChange}
        WHERE NOT (${untouched})
        ORDER BY ${products.name} COLLATE "ru", ${products.itemCode} LIMIT ${SKIPPED_LISTED}`,
    );
    const [revert] = await tx
      .insert(priceChanges)
      .values({ adminId, scope: change.scope, percentage: null, itemsChanged: 0, revertOf: changeId })
      .returning({ id: priceChanges.id });
    if (!revert) throw new Error('revert row not inserted');
    const [result] = await rows<{ restored: number }>(
      tx,
      sql`
      WITH restored AS (
        UPDATE ${products}
        SET price = ${priceChangeItems.priceBefore}, old_price = ${priceChangeItems.oldPriceBefore}
        FROM ${priceChangeItems}
        WHERE ${ofChange} AND ${untouched}
        RETURNING ${products.id} AS id, ${priceChangeItems.priceAfter} AS price_before,
          ${priceChangeItems.priceBefore} AS price_after, ${priceChangeItems.oldPriceAfter} AS old_price_before,
          ${priceChangeItems.oldPriceBefore} AS old_price_after
      ), recorded AS (
        INSERT INTO ${priceChangeItems} (change_id, product_id, price_before, price_after, old_price_before, old_price_after)
        SELECT ${revert.id}::int, id, price_before, price_after, old_price_before, old_price_after FROM restored
      )
      SELECT count(*)::int AS restored FROM restored`,
    );
    const restored = result?.restored ?? 0;
    await tx.update(priceChanges).set({ itemsChanged: restored }).where(eq(priceChanges.id, revert.id));
    const skippedCount = skipped[0]?.total ?? 0;
    return {
      message:
        `Изменение №${changeId} отменено: прежние цены вернулись у ${countItems(restored)}` +
        (skippedCount > 0 ? `; цены ${countItems(skippedCount)} с тех пор менялись, их не тронули` : ''),
      changeId: revert.id,
      itemsRestored: restored,
      skippedCount,
      skipped: skipped.map(({ itemCode, name }) => ({ itemCode, name })),
    };
  });
}

/** «1 234 товара», «1 товар», «11 товаров». */
export function countItems(n: number): string {
  return `${groupDigits(n)} ${pluralRu(n, ['товар', 'товара', 'товаров'])}`;
}
