import type { AdminProduct, ProductFields } from '@shop/shared/contract';
import { productPath } from '@shop/shared/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';
import { productChanges, productProps, products, searchWords } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { IMAGE_VARIANTS } from './families';
import { fold, lexiconWords, searchDocument } from './text';

/**
 * The catalogue's write model (issue 28): every change of a product — the owner's edits on «Товары», and
 * later the 1С exchange and the YML/CSV import — goes through `applyProductChanges`: one transaction for a
 * batch, the item code as the product's key, a row in `product_changes` per product changed (who, from where,
 * which fields, before and after), the product's `version` counted up, its search texts rewritten. Writing
 * `products` bumps the catalogue's version (triggers of migration 0012), so search, filters and their counts,
 * listings, feeds and sitemap of every API process on the database follow; the caller clears its process's
 * answer cache (`catalogueChanged`).
 */

/** What a product is, as edited: the fields of the contract and whether it is on sale. */
export type ProductState = ProductFields & { onSale: boolean };
type Field = keyof ProductState;
const FIELDS: Field[] = [
  'name',
  'section',
  'price',
  'oldPrice',
  'stock',
  'heightMm',
  'widthMm',
  'depthMm',
  'weightKg',
  'description',
  'props',
  'onSale',
];

/** Who writes: a staff member (`userId`) or an exchange (`userId` null), named as the history shows it. */
export interface ChangeActor {
  userId: number | null;
  name: string;
  /** `admin` for the «Товары» page; an exchange names itself (`1c`, `yml`, `csv`). */
  source: string;
}

export type ProductChangeInput =
  | { kind: 'create'; itemCode: string; fields: ProductFields }
  | {
      kind: 'update';
      itemCode: string;
      /** The version the change was based on; a different stored one refuses the batch (409). */
      baseVersion?: number;
      fields: Partial<ProductState>;
    };

export interface AppliedChange {
  itemCode: string;
  /** Null when the product already was as asked (nothing written, nothing recorded). */
  changeId: number | null;
  fields: Field[];
}

export const STALE_MESSAGE =
  'Товар изменён другим сотрудником: обновите страницу, чтобы увидеть его изменения, и внесите свои снова';

/** `3 мм` ↔ value `3`, unit `мм`: a number with at most three words of unit, as the filters read it. */
const WITH_UNIT = /^(\d+(?:[.,]\d+)?) +([^ 0-9]+(?: +[^ 0-9]+){0,2})$/;
type Prop = ProductFields['props'][number];
function splitProp(key: string, stored: string): Prop {
  const match = WITH_UNIT.exec(stored);
  return match ? { key, value: match[1]!, unit: match[2]! } : { key, value: stored, unit: '' };
}
const storedValue = ({ value, unit }: Prop): string => (unit ? `${value} ${unit}` : value);
/** The form a characteristic is compared and recorded in, whichever way it was typed. */
const normalProp = (prop: Prop): Prop => splitProp(prop.key.trim(), storedValue(prop).trim());

interface Stored {
  id: number;
  version: number;
  state: ProductState;
  sectionNames: string[];
}

/** Reads products by code with their characteristics, locking them when `lock` (in a transaction). */
async function readProducts(db: Db, codes: string[], lock = false): Promise<Map<string, Stored>> {
  if (codes.length === 0) return new Map();
  const found = await rows<{
    id: number;
    item_code: string;
    version: number;
    name: string;
    path: string;
    names: string[];
    price: number | null;
    old_price: number | null;
    stock: number | null;
    height_mm: number;
    width_mm: number;
    depth_mm: number;
    weight_kg: number;
    description: string;
    on_sale: boolean;
    props: Array<[string, string]>;
  }>(
    db,
    sql`SELECT p.id, p.item_code, p.version, p.name, coalesce(s2.path, s1.path) AS path,
        array_remove(ARRAY[c.name, s1.name, s2.name], NULL) AS names, p.price, p.old_price, p.stock,
        p.height_mm, p.width_mm, p.depth_mm, p.weight_kg, p.description, p.on_sale,
        coalesce((SELECT json_agg(json_build_array(pp.key, pp.value) ORDER BY pp.position)
          FROM product_props pp WHERE pp.product_id = p.id), '[]') AS props
      FROM products p JOIN categories c ON c.id = p.category_id
        JOIN subcategories s1 ON s1.id = p.subcategory_id
        LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id
      WHERE p.item_code = ANY(${sql.param(codes)}::text[])
      ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return new Map(
    found.map((row) => [
      row.item_code,
      {
        id: row.id,
        version: row.version,
        sectionNames: row.names,
        state: {
          name: row.name,
          section: row.path,
          price: row.price,
          oldPrice: row.old_price,
          stock: row.stock,
          heightMm: row.height_mm,
          widthMm: row.width_mm,
          depthMm: row.depth_mm,
          weightKg: Number(row.weight_kg),
          description: row.description,
          props: row.props.map(([key, value]) => splitProp(key, value)),
          onSale: row.on_sale,
        },
      },
    ]),
  );
}

interface Placement {
  categoryId: number;
  subcategoryId: number;
  subcategory2Id: number | null;
  family: string;
  names: string[];
}

/** A section by its path (level 1 or 2): where a product placed there is listed. */
async function placement(db: Db, path: string): Promise<Placement> {
  const [found] = await rows<{
    category_id: number;
    id: number;
    parent_id: number | null;
    family: string;
    names: string[];
  }>(
    db,
    sql`SELECT s.category_id, s.id, s.parent_id, s.family,
        array_remove(ARRAY[c.name, parent.name, s.name], NULL) AS names
      FROM subcategories s JOIN categories c ON c.id = s.category_id
        LEFT JOIN subcategories parent ON parent.id = s.parent_id
      WHERE s.path = ${path}`,
  );
  if (!found) throw badRequest(`Раздел каталога «${path}» не найден`);
  return {
    categoryId: found.category_id,
    subcategoryId: found.parent_id ?? found.id,
    subcategory2Id: found.parent_id === null ? null : found.id,
    family: found.family,
    names: found.names,
  };
}

/** Values compared whatever the order of their keys (jsonb keeps its own). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const pick = (state: ProductState, fields: Field[]) =>
  Object.fromEntries(fields.map((field) => [field, state[field]]));

/** The columns of `products` a state writes (the section's ids and the search texts come separately). */
const columns = (state: ProductState) => ({
  name: state.name,
  price: state.price,
  oldPrice: state.oldPrice,
  stock: state.stock,
  heightMm: state.heightMm,
  widthMm: state.widthMm,
  depthMm: state.depthMm,
  weightKg: state.weightKg,
  description: state.description,
  onSale: state.onSale,
});

/** Search texts of a product and its new words for the typo lexicon (an existing word keeps its count). */
async function indexForSearch(
  tx: Db,
  id: number,
  itemCode: string,
  state: ProductState,
  sections: string[],
): Promise<void> {
  const indexed = {
    name: state.name,
    itemCode,
    sections,
    props: state.props.map((prop) => [prop.key, storedValue(prop)] as const),
  };
  const document = searchDocument(indexed);
  await tx
    .update(products)
    .set({ searchText: document.text, searchSections: document.sections, searchProps: document.props })
    .where(eq(products.id, id));
  const words = new Map(lexiconWords(indexed).map((word) => [fold(word), word]));
  if (words.size === 0) return;
  await tx
    .insert(searchWords)
    .values([...words].map(([word, display]) => ({ word, display, frequency: 1 })))
    .onConflictDoNothing();
}

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

const normalState = <T extends Partial<ProductState>>(fields: T): T =>
  fields.props ? { ...fields, props: fields.props.map(normalProp) } : fields;

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
        imageVariant: [...itemCode].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % IMAGE_VARIANTS,
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

/** One product as the «Товары» page edits it; off-sale products too. */
export async function readProduct(db: Db, itemCode: string): Promise<AdminProduct> {
  const stored = (await readProducts(db, [itemCode])).get(itemCode);
  if (!stored) throw notFound(`Товар с кодом ${itemCode} не найден`);
  return {
    itemCode,
    version: stored.version,
    ...stored.state,
    sectionName: stored.sectionNames.join(' / '),
    available: stored.state.price !== null,
    link: productPath(itemCode),
  };
}
