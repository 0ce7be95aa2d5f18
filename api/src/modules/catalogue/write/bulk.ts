import type { Db } from '../../../db/client';
import { insertCreated, updateChanged, writeBulkDetails } from './bulk-sql';
import {
  type ChangeActor,
  FIELDS,
  type Field,
  type Planned,
  type ProductState,
  type SectionPlace,
  type Stored,
  normalState,
  same,
} from './model';
import { allPlacements, readProducts } from './stored';

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
