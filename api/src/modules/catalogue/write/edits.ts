import { eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { HttpError, badRequest, notFound } from '../../../http/errors';
import { productProps, products } from '../schema/catalog';
import { productChanges } from '../schema/products';
import {
  type AppliedChange,
  type ChangeActor,
  FIELDS,
  type Field,
  type Prop,
  type ProductChangeInput,
  type ProductState,
  STALE_MESSAGE,
  type Stored,
  columns,
  imageVariant,
  normalState,
  pick,
  same,
  storedValue,
} from './model';
import { indexForSearch } from './search-index';
import { placement, readProducts } from './stored';

async function writeProps(tx: Db, id: number, props: Prop[]): Promise<void> {
  await tx.delete(productProps).where(eq(productProps.productId, id));
  if (props.length === 0) return;
  // The sections are copied from the product by the trigger of migration 0011.
  await tx
    .insert(productProps)
    .values(
      props.map((prop, position) => ({ productId: id, position, key: prop.key, value: storedValue(prop) })),
    );
}

/** One product's change inside the batch's transaction. */
async function applyOne(
  tx: Db,
  actor: ChangeActor,
  change: ProductChangeInput,
  stored: Stored | undefined,
  undoOf: number | null,
): Promise<AppliedChange> {
  const { itemCode } = change;
  if (change.kind === 'create') {
    if (stored) throw new HttpError(409, `Товар с кодом ${itemCode} уже есть`);
    const state: ProductState = { ...normalState(change.fields), onSale: true };
    const place = await placement(tx, state.section);
    const [created] = await tx
      .insert(products)
      .values({
        itemCode,
        ...columns(state),
        categoryId: place.categoryId,
        subcategoryId: place.subcategoryId,
        subcategory2Id: place.subcategory2Id,
        // Until its photographs are uploaded, the section's drawn picture.
        imageFamily: place.family,
        imageVariant: imageVariant(itemCode),
        imageCount: 1,
        searchText: '',
      })
      .returning({ id: products.id });
    if (!created) throw new Error('product not inserted');
    await writeProps(tx, created.id, state.props);
    await indexForSearch(tx, created.id, itemCode, state, place.names);
    const [row] = await tx
      .insert(productChanges)
      .values({
        productId: created.id,
        userId: actor.userId,
        actor: actor.name,
        source: actor.source,
        kind: 'create',
        fields: FIELDS,
        before: {},
        after: state,
        versionAfter: 1,
      })
      .returning({ id: productChanges.id });
    return { itemCode, changeId: row!.id, fields: FIELDS };
  }

  if (!stored) throw notFound(`Товар с кодом ${itemCode} не найден`);
  if (change.baseVersion !== undefined && change.baseVersion !== stored.version) {
    throw new HttpError(409, STALE_MESSAGE);
  }
  const next: ProductState = { ...stored.state, ...normalState(change.fields) };
  const changed = FIELDS.filter((field) => !same(stored.state[field], next[field]));
  if (changed.length === 0) return { itemCode, changeId: null, fields: [] };
  if (next.oldPrice !== null && (next.price === null || next.oldPrice <= next.price)) {
    throw badRequest('Старая цена должна быть больше цены (или оставьте её пустой)');
  }
  const moved = changed.includes('section');
  const place = moved ? await placement(tx, next.section) : null;
  const version = stored.version + 1;
  await tx
    .update(products)
    .set({
      ...columns(next),
      version,
      ...(place && {
        categoryId: place.categoryId,
        subcategoryId: place.subcategoryId,
        subcategory2Id: place.subcategory2Id,
      }),
    })
    .where(eq(products.id, stored.id));
  // A move re-copies the sections onto the characteristics (their trigger runs on insert).
  if (moved || changed.includes('props')) await writeProps(tx, stored.id, next.props);
  if (moved || changed.includes('props') || changed.includes('name')) {
    await indexForSearch(tx, stored.id, itemCode, next, place?.names ?? stored.sectionNames);
  }
  const [row] = await tx
    .insert(productChanges)
    .values({
      productId: stored.id,
      userId: actor.userId,
      actor: actor.name,
      source: actor.source,
      kind: undoOf === null ? 'update' : 'undo',
      fields: changed,
      before: pick(stored.state, changed),
      after: pick(next, changed),
      versionAfter: version,
      undoOf,
    })
    .returning({ id: productChanges.id });
  return { itemCode, changeId: row!.id, fields: changed };
}

/**
 * Applies a batch of changes in one transaction, in order: all of them or, on the first refusal (an unknown
 * code or section, a stale version, a code taken), none. A product already as asked is left alone and not
 * recorded, so the same batch twice changes nothing the second time.
 */
export async function applyProductChanges(
  db: Db,
  actor: ChangeActor,
  changes: ProductChangeInput[],
): Promise<AppliedChange[]> {
  return db.transaction((tx) => applyBatch(tx, actor, changes, null));
}

async function applyBatch(
  tx: Db,
  actor: ChangeActor,
  changes: ProductChangeInput[],
  undoOf: number | null,
): Promise<AppliedChange[]> {
  const stored = await readProducts(tx, [...new Set(changes.map((change) => change.itemCode))], true);
  const applied: AppliedChange[] = [];
  for (const change of changes) {
    const result = await applyOne(tx, actor, change, stored.get(change.itemCode), undoOf);
    applied.push(result);
    // A later change of the same product in the batch starts from this one.
    if (result.changeId !== null) {
      const [now] = (await readProducts(tx, [change.itemCode])).values();
      if (now) stored.set(change.itemCode, now);
    }
  }
  return applied;
}

/**
 * Undoes one recorded change: the fields it changed get their values before it back, recorded as a change of
 * its own. Refused (409) when any of those fields was changed since (no longer the value that change gave it),
 * when the change was undone already, or for a product's creation (take it off sale instead).
 */
export async function undoProductChange(
  db: Db,
  actor: ChangeActor,
  changeId: number,
): Promise<AppliedChange> {
  return db.transaction(async (tx) => {
    // Two undos of one change queue here; the second then sees the first's row and stops.
    const [change] = await rows<{
      item_code: string;
      kind: string;
      before: Partial<ProductState>;
      after: Partial<ProductState>;
      undone_by: number | null;
    }>(
      tx,
      sql`SELECT p.item_code, c.kind, c.before, c.after,
          (SELECT u.id FROM product_changes u WHERE u.undo_of = c.id) AS undone_by
        FROM product_changes c JOIN products p ON p.id = c.product_id
        WHERE c.id = ${changeId} FOR UPDATE OF c`,
    );
    if (!change) throw notFound(`Изменение №${changeId} не найдено`);
    if (change.undone_by !== null) {
      throw new HttpError(409, `Изменение №${changeId} уже отменено (запись №${change.undone_by})`);
    }
    if (change.kind === 'create') {
      throw new HttpError(409, 'Создание товара не отменяется: снимите товар с продажи');
    }
    // Compared by value, as the price tool's revert: undoing a later change first makes this one undoable.
    const current = (await readProducts(tx, [change.item_code], true)).get(change.item_code);
    const fields = Object.keys(change.after) as Field[];
    if (!current || !same(pick(current.state, fields), pick({ ...current.state, ...change.after }, fields))) {
      throw new HttpError(
        409,
        `Товар изменён после изменения №${changeId}: отменить его нельзя, сначала отмените более поздние`,
      );
    }
    const [applied] = await applyBatch(
      tx,
      actor,
      [{ kind: 'update', itemCode: change.item_code, fields: change.before }],
      changeId,
    );
    return applied!;
  });
}
