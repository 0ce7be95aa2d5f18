import type { ItemPicturesResponse } from '@shop/shared/contract';
import { PICTURES_PER_ITEM } from '@shop/shared/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { products } from '../schema/catalog';
import { itemPictures } from '../schema/pictures';
import { HttpError, notFound } from '../../../http/errors';
import { toProductPicture } from './product-pictures';
import type { ProcessedPicture } from './process';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DUPLICATE = 'Эта фотография у товара уже есть';
const TOO_MANY = `У товара уже ${PICTURES_PER_ITEM} фотографий: удалите лишние, прежде чем добавлять новые`;

/** The product's name; 404 when there is no product with this code. */
export async function productName(db: Db, itemCode: string): Promise<string> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.itemCode, itemCode));
  if (!product) throw notFound(`Товар с кодом «${itemCode}» не найден`);
  return product.name;
}

/** The product's pictures as every call answers them: main first, then in their order. */
export async function listPictures(db: Db, itemCode: string): Promise<ItemPicturesResponse> {
  const name = await productName(db, itemCode);
  const found = await db
    .select({ id: itemPictures.id, main: itemPictures.main, variants: itemPictures.variants })
    .from(itemPictures)
    .where(eq(itemPictures.itemCode, itemCode))
    .orderBy(desc(itemPictures.main), asc(itemPictures.position), asc(itemPictures.id));
  return { itemCode, name, pictures: found.map(toProductPicture) };
}

/**
 * Changes to one product's pictures run one at a time, in every API process on the database (a lock of the
 * transaction, keyed by the item code): two uploads at once cannot both become the main picture or take one
 * position.
 */
async function forItem<T>(db: Db, itemCode: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`item_pictures:${itemCode}`}))`);
    return work(tx);
  });
}

/** Refuses an upload the product cannot take: a picture it has already, or one over the limit. */
export async function checkRoom(db: Db, itemCode: string, hash: string): Promise<void> {
  const [counts] = await rows<{ total: number; same: number }>(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE hash = ${hash})::int AS same
        FROM item_pictures WHERE item_code = ${itemCode}`,
  );
  if ((counts?.same ?? 0) > 0) throw new HttpError(409, DUPLICATE);
  if ((counts?.total ?? 0) >= PICTURES_PER_ITEM) throw new HttpError(409, TOO_MANY);
}

/** Records a processed upload (its files are stored already): the first picture of a product is its main one. */
export async function addPicture(
  db: Db,
  itemCode: string,
  picture: ProcessedPicture,
  adminId: number | null,
): Promise<void> {
  await forItem(db, itemCode, async (tx) => {
    await checkRoom(tx, itemCode, picture.hash);
    const [last] = await rows<{ position: number | null; hasMain: boolean }>(
      tx,
      sql`SELECT max(position) AS position, bool_or(main) AS "hasMain"
          FROM item_pictures WHERE item_code = ${itemCode}`,
    );
    await tx.insert(itemPictures).values({
      itemCode,
      hash: picture.hash,
      position: (last?.position ?? 0) + 1,
      main: !last?.hasMain,
      width: picture.width,
      height: picture.height,
      format: picture.format,
      bytes: picture.bytes,
      variants: picture.files.map((f) => f.variant),
      createdBy: adminId,
    });
  });
}

/** Puts the product's pictures in the order of `ids`, which must name each of them once. */
export async function reorderPictures(db: Db, itemCode: string, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) {
    throw new HttpError(400, 'Поле «Порядок»: каждая фотография указывается один раз');
  }
  await forItem(db, itemCode, async (tx) => {
    const current = await tx
      .select({ id: itemPictures.id })
      .from(itemPictures)
      .where(eq(itemPictures.itemCode, itemCode));
    const known = new Set(current.map((p) => p.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw new HttpError(409, 'Фотографии товара за это время изменились: обновите страницу');
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(itemPictures)
        .set({ position: index + 1 })
        .where(eq(itemPictures.id, id));
    }
  });
}

const noSuchPicture = () => notFound('Такой фотографии у товара нет');

/** Makes the picture the product's main one (shown on the listing card and first on its page). */
export async function makeMain(db: Db, itemCode: string, id: number): Promise<void> {
  await forItem(db, itemCode, async (tx) => {
    const [picture] = await tx
      .select({ main: itemPictures.main })
      .from(itemPictures)
      .where(and(eq(itemPictures.itemCode, itemCode), eq(itemPictures.id, id)));
    if (!picture) throw noSuchPicture();
    if (picture.main) return;
    await tx
      .update(itemPictures)
      .set({ main: false })
      .where(and(eq(itemPictures.itemCode, itemCode), eq(itemPictures.main, true)));
    await tx.update(itemPictures).set({ main: true }).where(eq(itemPictures.id, id));
  });
}

/**
 * Deletes the picture (the next one in order becomes the main one if it was); answers the names of its files
 * that no other picture uses, for the caller to remove from the store.
 */
export async function deletePicture(db: Db, itemCode: string, id: number): Promise<string[]> {
  return forItem(db, itemCode, async (tx) => {
    const [deleted] = await tx
      .delete(itemPictures)
      .where(and(eq(itemPictures.itemCode, itemCode), eq(itemPictures.id, id)))
      .returning({ main: itemPictures.main, variants: itemPictures.variants });
    if (!deleted) throw noSuchPicture();
    if (deleted.main) {
      await tx.execute(
        sql`UPDATE item_pictures SET main = true WHERE id = (
              SELECT id FROM item_pictures WHERE item_code = ${itemCode} ORDER BY position, id LIMIT 1)`,
      );
    }
    const files = deleted.variants.map((v) => v.file);
    const used = await rows<{ file: string }>(
      tx,
      sql`SELECT DISTINCT v->>'file' AS file FROM item_pictures, jsonb_array_elements(variants) v
          WHERE v->>'file' = ANY(${sql.param(files)}::text[])`,
    );
    const stillUsed = new Set(used.map((u) => u.file));
    return files.filter((file) => !stillUsed.has(file));
  });
}
