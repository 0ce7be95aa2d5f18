import type { AdminProduct, ProductFields } from '@shop/shared/contract';
import { productPath } from '@shop/shared/domain';
import { type SQL, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { productChanges, productProps, products, searchWords } from '../../../db/schema';
import { HttpError, badRequest, notFound } from '../../../http/errors';
import { IMAGE_VARIANTS } from '../model/families';
import { fold, lexiconWords, searchDocument } from '../model/text';

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

/**
 * Reads products by code with their characteristics, locking them when `lock` (in a transaction); `'all'`
 * reads every product in one statement (an import's one read of the stored states).
 */
async function readProducts(db: Db, codes: string[] | 'all', lock = false): Promise<Map<string, Stored>> {
  if (codes.length === 0) return new Map();
  const where = codes === 'all' ? sql`true` : sql`p.item_code = ANY(${sql.param(codes)}::text[])`;
  return new Map(
    (await readWhere(db, where, lock ? sql`FOR UPDATE OF p` : sql``)).map((one) => [one.itemCode, one]),
  );
}

/** Products with their characteristics and sections, as the write model compares them. */
async function readWhere(db: Db, where: SQL, tail: SQL): Promise<Array<Stored & { itemCode: string }>> {
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
      WHERE ${where} ${tail}`,
  );
  return found.map((row) => ({
    itemCode: row.item_code,
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
  }));
}

/**
 * Every product of a section path (or of the catalogue), off sale too, in batches in the order they were
 * created: what the catalogue's CSV export streams.
 */
export async function* storedStates(
  db: Db,
  section: string | undefined,
  batch = 1_000,
): AsyncGenerator<Array<{ itemCode: string; state: ProductState }>> {
  const within = section
    ? sql`(coalesce(s2.path, s1.path) = ${section} OR coalesce(s2.path, s1.path) LIKE ${`${section}/%`})`
    : sql`true`;
  for (let after = 0; ;) {
    const found = await readWhere(db, sql`p.id > ${after} AND ${within}`, sql`ORDER BY p.id LIMIT ${batch}`);
    if (found.length > 0) yield found;
    if (found.length < batch) return;
    after = found[found.length - 1]!.id;
  }
}

interface Placement {
  categoryId: number;
  subcategoryId: number;
  subcategory2Id: number | null;
  family: string;
  names: string[];
}

export interface SectionPlace extends Placement {
  path: string;
}

/** Sections a product may be placed in (level 1 and 2), those `where` keeps, with their names from the category down. */
async function sectionsWhere(db: Db, where: SQL): Promise<SectionPlace[]> {
  const found = await rows<{
    path: string;
    category_id: number;
    id: number;
    parent_id: number | null;
    family: string;
    names: string[];
  }>(
    db,
    sql`SELECT s.path, s.category_id, s.id, s.parent_id, s.family,
        array_remove(ARRAY[c.name, parent.name, s.name], NULL) AS names
      FROM subcategories s JOIN categories c ON c.id = s.category_id
        LEFT JOIN subcategories parent ON parent.id = s.parent_id
      WHERE ${where}`,
  );
  return found.map((s) => ({
    path: s.path,
    categoryId: s.category_id,
    subcategoryId: s.parent_id ?? s.id,
    subcategory2Id: s.parent_id === null ? null : s.id,
    family: s.family,
    names: s.names,
  }));
}

/** A section by its path (level 1 or 2): where a product placed there is listed. */
async function placement(db: Db, path: string): Promise<Placement> {
  const [found] = await sectionsWhere(db, sql`s.path = ${path}`);
  if (!found) throw badRequest(`Раздел каталога «${path}» не найден`);
  return found;
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

/** Until its photographs are uploaded, a new product shows one of its section's drawn pictures. */
const imageVariant = (itemCode: string) =>
  [...itemCode].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % IMAGE_VARIANTS;

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

/** One product's change in a large batch (an import): its code and only the fields the source has. */
export interface BulkChange {
  itemCode: string;
  fields: Partial<ProductState>;
}

export interface BulkOptions {
  /** Computes the outcome, writes nothing. */
  dryRun: boolean;
  /**
   * The codes earlier batches of the same import named: a code named again is refused; this batch's codes are
   * added (the import core then knows what a full import named).
   */
  named: Set<string>;
}

export interface BulkOutcome {
  created: number;
  changed: number;
  unchanged: number;
  /** Changes refused, by their index in the batch, with the reason; the others apply. */
  refused: Array<{ index: number; message: string }>;
}

/** The fields a new product cannot do without (the others have their defaults, `NEW_DEFAULTS`). */
const REQUIRED: Array<[Field, string]> = [
  ['name', 'название'],
  ['section', 'раздел'],
  ['price', 'цена'],
  ['heightMm', 'высота'],
  ['widthMm', 'ширина'],
  ['depthMm', 'глубина'],
  ['weightKg', 'вес'],
];
const NEW_DEFAULTS = { oldPrice: null, stock: null, description: '', props: [], onSale: true } as const;

/** Rows per statement of the set-based writes: bounded memory per statement, few round trips. */
const CHUNK = 2_000;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Every section a product may be placed in, by path. */
export async function allPlacements(db: Db): Promise<Map<string, SectionPlace>> {
  return new Map((await sectionsWhere(db, sql`true`)).map((section) => [section.path, section]));
}

interface Planned {
  itemCode: string;
  stored: Stored | undefined;
  next: ProductState;
  changed: Field[];
  place: SectionPlace | null;
}

/** Diffs a batch against the stored states, in memory: what is created, what changes, what is refused. */
function plan(
  changes: BulkChange[],
  stored: Map<string, Stored>,
  sections: Map<string, SectionPlace>,
  options: BulkOptions,
): { planned: Planned[]; unchanged: number; refused: BulkOutcome['refused'] } {
  const planned: Planned[] = [];
  const refused: BulkOutcome['refused'] = [];
  const { named } = options;
  let unchanged = 0;
  changes.forEach((change, index) => {
    const before = stored.get(change.itemCode);
    if (named.has(change.itemCode)) {
      refused.push({
        index,
        message: `Код ${change.itemCode} встречается в файле второй раз: строка пропущена`,
      });
      return;
    }
    named.add(change.itemCode);
    const fields = normalState(change.fields);
    if (!before) {
      const missing = REQUIRED.filter(([field]) => fields[field] === undefined).map(([, label]) => label);
      if (missing.length > 0) {
        refused.push({ index, message: `Для нового товара не хватает полей: ${missing.join(', ')}` });
        return;
      }
    }
    const next = { ...NEW_DEFAULTS, ...before?.state, ...fields } as ProductState;
    const changed = before ? FIELDS.filter((field) => !same(before.state[field], next[field])) : FIELDS;
    if (changed.length === 0) {
      unchanged += 1;
      return;
    }
    const place = !before || changed.includes('section') ? sections.get(next.section) : null;
    if (place === undefined) {
      refused.push({ index, message: `Раздел каталога «${next.section}» не найден` });
      return;
    }
    if (next.oldPrice !== null && (next.price === null || next.oldPrice <= next.price)) {
      refused.push({ index, message: 'Старая цена должна быть больше цены (или оставьте её пустой)' });
      return;
    }
    planned.push({ itemCode: change.itemCode, stored: before, next, changed, place });
  });
  return { planned, unchanged, refused };
}

/**
 * The set-based path of the write model for large imports (the YML/CSV import, the 1С exchange), one batch at a
 * time: one read of the batch's stored states, the diff in memory (an unchanged product costs nothing and is not
 * recorded), then chunked multi-row writes of products, characteristics, search texts and change records, in
 * transactions of `BULK_WRITE` products. It keeps the rules and records of `applyProductChanges`: a version
 * counted up and a `product_changes` row per product changed, its search texts rewritten when its name, section
 * or characteristics change. Unlike it, a change it cannot apply (an unknown section, a new product without its
 * required fields, a second change of a code) is refused alone and the others apply. The read and the diff are
 * outside the transactions: PGlite runs one transaction at a time and every other request waits until it ends,
 * so a transaction holds only writes. A product edited (or a code created) by someone else between the read and
 * the write refuses its transaction and the rest of the batch (409), as a stale version does on «Товары». The
 * products a full import did not name go off sale after its last batch: `takeOffSale`.
 */
export async function applyBulkChanges(
  db: Db,
  actor: ChangeActor,
  changes: BulkChange[],
  options: BulkOptions,
): Promise<BulkOutcome> {
  const codes = [...new Set(changes.map((change) => change.itemCode))];
  const sections = await allPlacements(db);
  // By `BULK_WRITE` too: each read is a statement others wait for.
  const stored = new Map<string, Stored>();
  for (let start = 0; start < codes.length; start += BULK_WRITE) {
    for (const [code, one] of await readProducts(db, codes.slice(start, start + BULK_WRITE)))
      stored.set(code, one);
  }
  const { planned, unchanged, refused } = plan(changes, stored, sections, options);
  const created = planned.filter((one) => !one.stored).length;
  const outcome = { created, changed: planned.length - created, unchanged, refused };
  if (!options.dryRun) await writeInTransactions(db, actor, planned);
  return outcome;
}

/**
 * Products written per transaction of the set-based path: a transaction holds PGlite for every other request
 * until it ends, and each product's update adds an entry to each of the table's indexes.
 */
export const BULK_WRITE = 25;

async function writeInTransactions(db: Db, actor: ChangeActor, planned: Planned[]): Promise<void> {
  for (let start = 0; start < planned.length; start += BULK_WRITE) {
    const part = planned.slice(start, start + BULK_WRITE);
    await db.transaction((tx) => writePlanned(tx, actor, part));
  }
}

async function writePlanned(tx: Db, actor: ChangeActor, planned: Planned[]): Promise<void> {
  if (planned.length === 0) return;
  const ids = await insertCreated(
    tx,
    planned.filter((one) => !one.stored),
  );
  await updateChanged(
    tx,
    planned.filter((one) => one.stored),
  );
  await writeBulkDetails(tx, actor, planned, ids);
}

/**
 * The products under `scope` (a section path, `''`: the whole catalogue), their codes and whether on sale: what
 * a full import takes off sale unless it names them. Only codes, sections and the flag are read.
 */
export async function scopeProducts(
  db: Db,
  scope: string,
): Promise<Array<{ itemCode: string; onSale: boolean }>> {
  const found = await rows<{ item_code: string; path: string; on_sale: boolean }>(
    db,
    sql`SELECT p.item_code, coalesce(s2.path, s1.path) AS path, p.on_sale
      FROM products p JOIN subcategories s1 ON s1.id = p.subcategory_id
        LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id`,
  );
  return found
    .filter((one) => scope === '' || one.path === scope || one.path.startsWith(`${scope}/`))
    .map((one) => ({ itemCode: one.item_code, onSale: one.on_sale }));
}

/**
 * The end of a full import: `codes` go off sale, recorded as any change; their whole states are read and
 * written by `BULK_WRITE`, each write a transaction, as `applyBulkChanges` does.
 */
export async function takeOffSale(db: Db, actor: ChangeActor, codes: string[]): Promise<void> {
  for (let start = 0; start < codes.length; start += BULK_WRITE) {
    const stored = await readProducts(db, codes.slice(start, start + BULK_WRITE));
    const planned = [...stored].map(([itemCode, before]) => ({
      itemCode,
      stored: before,
      next: { ...before.state, onSale: false },
      changed: ['onSale'] as Field[],
      place: null,
    }));
    await writeInTransactions(db, actor, planned);
  }
}

/** Whether a product's search texts are written: it is new, or its name, section or characteristics change. */
const isReindexed = (one: Planned) =>
  !one.stored || one.changed.some((f) => f === 'name' || f === 'section' || f === 'props');
/** Search texts and lexicon words of the products whose name, section or characteristics change. */
function reindexed(one: Planned) {
  if (!isReindexed(one)) return null;
  const indexed = {
    name: one.next.name,
    itemCode: one.itemCode,
    sections: one.place?.names ?? one.stored!.sectionNames,
    props: one.next.props.map((prop) => [prop.key, storedValue(prop)] as const),
  };
  return { document: searchDocument(indexed), words: lexiconWords(indexed) };
}

const param = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** The columns of a product's state a batch writes, as `unnest` arrays, in the order `STATE_COLUMNS` names them. */
const STATE_ARRAYS = [
  ['name', 'text'],
  ['price', 'int'],
  ['oldPrice', 'int'],
  ['stock', 'int'],
  ['heightMm', 'int'],
  ['widthMm', 'int'],
  ['depthMm', 'int'],
  ['weightKg', 'float8'],
  ['description', 'text'],
  ['onSale', 'bool'],
] as const;
const STATE_COLUMNS = sql.raw(
  'name, price, old_price, stock, height_mm, width_mm, depth_mm, weight_kg, description, on_sale',
);
const stateArrays = (chunk: Planned[]) =>
  sql.join(
    STATE_ARRAYS.map(([field, type]) =>
      param(
        chunk.map((one) => one.next[field]),
        type,
      ),
    ),
    sql`, `,
  );
/** Search texts as `unnest` arrays; a product not reindexed has nulls (the update keeps its texts). */
const documentArrays = (chunk: Planned[]) => {
  const documents = chunk.map((one) => reindexed(one)?.document ?? null);
  return sql.join(
    (['text', 'sections', 'props'] as const).map((part) =>
      param(
        documents.map((d) => d?.[part] ?? null),
        'text',
      ),
    ),
    sql`, `,
  );
};

async function insertCreated(tx: Db, created: Planned[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(created)) {
    const col = <T>(get: (one: Planned) => T, type: string) => param(chunk.map(get), type);
    const inserted = await rows<{ id: number; item_code: string }>(
      tx,
      sql`INSERT INTO products (item_code, ${STATE_COLUMNS}, category_id, subcategory_id, subcategory2_id,
          image_family, image_variant, search_text, search_sections, search_props, image_count)
        SELECT *, 1 FROM unnest(${col((o) => o.itemCode, 'text')}, ${stateArrays(chunk)},
          ${col((o) => o.place!.categoryId, 'int')}, ${col((o) => o.place!.subcategoryId, 'int')},
          ${col((o) => o.place!.subcategory2Id, 'int')}, ${col((o) => o.place!.family, 'text')},
          ${col((o) => imageVariant(o.itemCode), 'int')}, ${documentArrays(chunk)})
        ON CONFLICT (item_code) DO NOTHING
        RETURNING id, item_code`,
    );
    // A code created by someone else since the batch's read (which is outside the transaction).
    if (inserted.length !== chunk.length) throw new HttpError(409, BULK_STALE_MESSAGE);
    for (const row of inserted) ids.set(row.item_code, row.id);
  }
  return ids;
}

async function updateChanged(tx: Db, changed: Planned[]): Promise<void> {
  for (const chunk of chunks(changed)) {
    const col = <T>(get: (one: Planned) => T, type: string) => param(chunk.map(get), type);
    const updated = await rows<{ id: number }>(
      tx,
      sql`UPDATE products p SET name = v.name, price = v.price, old_price = v.old_price, stock = v.stock,
          height_mm = v.height_mm, width_mm = v.width_mm, depth_mm = v.depth_mm, weight_kg = v.weight_kg,
          description = v.description, on_sale = v.on_sale, version = p.version + 1,
          category_id = coalesce(v.c, p.category_id), subcategory_id = coalesce(v.s1, p.subcategory_id),
          subcategory2_id = CASE WHEN v.c IS NULL THEN p.subcategory2_id ELSE v.s2 END
        FROM unnest(${col((o) => o.stored!.id, 'int')}, ${col((o) => o.stored!.version, 'int')},
          ${stateArrays(chunk)}, ${col((o) => o.place?.categoryId ?? null, 'int')},
          ${col((o) => o.place?.subcategoryId ?? null, 'int')}, ${col((o) => o.place?.subcategory2Id ?? null, 'int')})
          AS v(id, version, ${STATE_COLUMNS}, c, s1, s2)
        WHERE p.id = v.id AND p.version = v.version
        RETURNING p.id`,
    );
    if (updated.length !== chunk.length) throw new HttpError(409, BULK_STALE_MESSAGE);
  }
  // Only the products reindexed: naming the search text in an update recomputes its search vector (a generated
  // column), the costliest part of a product's update, also when the text stays the same.
  for (const chunk of chunks(changed.filter(isReindexed))) {
    await tx.execute(sql`UPDATE products p SET search_text = v.st, search_sections = v.ss, search_props = v.sp
      FROM unnest(${param(
        chunk.map((one) => one.stored!.id),
        'int',
      )}, ${documentArrays(chunk)}) AS v(id, st, ss, sp)
      WHERE p.id = v.id`);
  }
}

export const BULK_STALE_MESSAGE =
  'Пока шла загрузка, товары изменил другой сотрудник: ничего не изменено, загрузите файл снова';

/** Characteristics, lexicon words and change records of a batch's written products, set-based. */
async function writeBulkDetails(
  tx: Db,
  actor: ChangeActor,
  planned: Planned[],
  createdIds: Map<string, number>,
): Promise<void> {
  const idOf = (one: Planned) => one.stored?.id ?? createdIds.get(one.itemCode)!;
  // A move re-copies the sections onto the characteristics (their trigger runs on insert).
  const withProps = planned.filter((one) => one.changed.includes('props') || one.changed.includes('section'));
  for (const chunk of chunks(withProps.filter((one) => one.stored))) {
    await tx.execute(sql`DELETE FROM product_props WHERE product_id = ANY(${param(chunk.map(idOf), 'int')})`);
  }
  const props = withProps.flatMap((one) =>
    one.next.props.map((prop, position) => ({
      id: idOf(one),
      position,
      key: prop.key,
      value: storedValue(prop),
    })),
  );
  for (const chunk of chunks(props)) {
    await tx.execute(sql`INSERT INTO product_props (product_id, position, key, value)
      SELECT * FROM unnest(${param(
        chunk.map((p) => p.id),
        'int',
      )}, ${param(
        chunk.map((p) => p.position),
        'int',
      )},
        ${param(
          chunk.map((p) => p.key),
          'text',
        )}, ${param(
          chunk.map((p) => p.value),
          'text',
        )})`);
  }
  const words = new Map<string, string>();
  for (const one of planned) {
    for (const word of reindexed(one)?.words ?? []) if (!words.has(fold(word))) words.set(fold(word), word);
  }
  for (const chunk of chunks([...words])) {
    await tx.execute(sql`INSERT INTO search_words (word, display, frequency)
      SELECT *, 1 FROM unnest(${param(
        chunk.map(([word]) => word),
        'text',
      )}, ${param(
        chunk.map(([, display]) => display),
        'text',
      )})
      ON CONFLICT DO NOTHING`);
  }
  for (const chunk of chunks(planned)) {
    const col = <T>(get: (one: Planned) => T) => chunk.map(get);
    await tx.execute(sql`INSERT INTO product_changes (product_id, user_id, actor, source, kind, fields, before,
        after, version_after)
      SELECT v.id, ${actor.userId}::int, ${actor.name}, ${actor.source}, v.kind,
        ARRAY(SELECT jsonb_array_elements_text(v.fields::jsonb)), v.before::jsonb, v.after::jsonb, v.version
      FROM unnest(${param(col(idOf), 'int')}, ${param(
        col((o) => (o.stored ? 'update' : 'create')),
        'text',
      )},
        ${param(
          col((o) => JSON.stringify(o.changed)),
          'text',
        )},
        ${param(
          col((o) => JSON.stringify(o.stored ? pick(o.stored.state, o.changed) : {})),
          'text',
        )},
        ${param(
          col((o) => JSON.stringify(o.stored ? pick(o.next, o.changed) : o.next)),
          'text',
        )},
        ${param(
          col((o) => (o.stored ? o.stored.version + 1 : 1)),
          'int',
        )}) AS v(id, kind, fields, before, after, version)`);
  }
}
