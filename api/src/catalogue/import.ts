import { productCode, productFieldsSchema } from '@shop/shared/contract';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  type BulkChange,
  type ChangeActor,
  type ProductState,
  applyBulkChanges,
  onSaleCodes,
  takeOffSale,
} from './write';
import { SweepRefused, type SweepNotice, sweepNotice } from './import-sweep';

export { SweepRefused, type SweepNotice } from './import-sweep';

/**
 * The catalogue's import core (issue 28 §3–§4): what the YML and CSV import and the 1С exchange share. A source
 * parses its file into `IncomingProduct`s; this checks each one's fields by the contract's rules, refuses (skips
 * and reports) the rows it cannot apply, and writes the rest through the write model's set-based path
 * (`applyBulkChanges` in write.ts) by batches of `IMPORT_BATCH`, all in one transaction — or, in a dry run,
 * computes the same report from the same diff and writes nothing. What it holds is one batch, the codes named so
 * far and the first problems: a full import's sweep of what it did not name (`takeOffSale`) runs after the
 * last batch, so a source that fails half-way (a broken file throws) rolls the whole import back; a sweep past
 * `maxOffSaleShare` throws `SweepRefused` (a dry run reports it in `sweep`), and a full import that named no
 * product takes nothing off sale. The caller clears its process's catalogue answers after an applied import that
 * changed something (`app.catalogCache.clear()`), as «Товары» does; other processes follow by the version.
 */

/** One product as a source gives it: its code, and only the fields the source has (absent = keep as stored). */
export interface IncomingProduct {
  itemCode: string;
  fields: Partial<ProductState>;
  /** source line, for problems */
  line?: number;
}
export interface ImportOptions {
  actor: ChangeActor;
  /**
   * Full: every on-sale product of `scope` that the input does not name goes off sale, and a named product
   * off sale is put back on sale unless its fields say otherwise. Partial: only named ones change.
   */
  full: boolean;
  /** A section path (as `ProductFields.section`) limiting a full import; absent = the whole catalogue. */
  scope?: string;
  /** Computes the report, writes nothing. */
  dryRun: boolean;
  /**
   * The share (0–1) of the scope's on-sale products a full import may take off sale; past it the import is
   * refused (`SweepRefused`) before it writes, and a dry run reports it (`ImportReport.sweep`). Absent: no
   * limit (the owner confirmed).
   */
  maxOffSaleShare?: number;
}
export interface ImportProblem {
  line: number | null;
  itemCode: string | null;
  message: string /* Russian */;
}
export interface ImportReport {
  created: number;
  changed: number;
  unchanged: number;
  offSale: number;
  /** Rows refused (skipped), in input order; at most the first 100 are kept in `problems`. */
  refused: number;
  problems: ImportProblem[];
  /** A full import past `maxOffSaleShare`: what applying it unconfirmed is refused with; null otherwise. */
  sweep: SweepNotice | null;
}

/** How many problems a report keeps (the count of refused rows is whole). */
export const MAX_PROBLEMS = 100;

const codeSchema = productCode();
const fieldsSchema = productFieldsSchema.partial().extend({ onSale: z.boolean().optional() });

/** The first reason a row's fields break a rule of the contract, or null. */
function fieldProblem(fields: Partial<ProductState>): string | null {
  const checked = fieldsSchema.safeParse(fields);
  if (!checked.success) return checked.error.issues[0]!.message;
  const keys = new Set<string>();
  for (const { key } of fields.props ?? []) {
    const folded = key.trim().toLowerCase();
    if (keys.has(folded)) return `Характеристика «${key.trim()}» указана дважды`;
    keys.add(folded);
  }
  return null;
}

/** Products per batch of the core: one read of their stored states and one diff at a time. */
export const IMPORT_BATCH = 2_000;

/** What a source feeds batches of products to (`importInBatches`), with the import's transaction. */
export interface ImportFeed {
  add(products: IncomingProduct[]): Promise<void>;
  /** The import's transaction, for a source's own writes that belong with it (1С's ids, its groups). */
  tx: Db;
}

/** The core over an iterable source (CSV, YML): its products in batches of `IMPORT_BATCH`. */
export async function importProducts(
  db: Db,
  input: Iterable<IncomingProduct> | AsyncIterable<IncomingProduct>,
  options: ImportOptions,
): Promise<ImportReport> {
  return importInBatches(db, options, async (feed) => {
    let batch: IncomingProduct[] = [];
    for await (const product of input) {
      batch.push(product);
      if (batch.length >= IMPORT_BATCH) {
        await feed.add(batch);
        batch = [];
      }
    }
    await feed.add(batch);
  });
}

/**
 * The core over a source that pushes its products (a streamed file): `source` feeds them by batches; `options`
 * is read at each batch and at the end, so a source may set `full` once its file has said it (before its first
 * product).
 */
export async function importInBatches(
  db: Db,
  options: ImportOptions,
  source: (feed: ImportFeed) => Promise<void>,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const named = new Set<string>();
    const totals = { created: 0, changed: 0, unchanged: 0, offSale: 0, refused: 0 };
    /** The first problems in input order: a later batch's rows all come after an earlier one's. */
    const kept: ImportProblem[] = [];
    let order = 0;
    const add = async (products: IncomingProduct[]) => {
      const accepted: BulkChange[] = [];
      /** Where each accepted row came from: its place in the input and its line. */
      const sources: Array<{ order: number; line: number | null }> = [];
      const problems: Array<ImportProblem & { order: number }> = [];
      for (const product of products) {
        order += 1;
        const code = codeSchema.safeParse(product.itemCode);
        const problem = code.success ? fieldProblem(product.fields) : code.error.issues[0]!.message;
        if (problem !== null || !code.success) {
          problems.push({
            order,
            line: product.line ?? null,
            itemCode: product.itemCode || null,
            message: problem!,
          });
          continue;
        }
        const fields = options.full ? { onSale: true, ...product.fields } : product.fields;
        accepted.push({ itemCode: code.data, fields });
        sources.push({ order, line: product.line ?? null });
      }
      const outcome =
        accepted.length === 0
          ? null
          : await applyBulkChanges(tx, options.actor, accepted, { dryRun: options.dryRun, named });
      for (const { index, message } of outcome?.refused ?? []) {
        problems.push({ ...sources[index]!, itemCode: accepted[index]!.itemCode, message });
      }
      problems.sort((a, b) => a.order - b.order);
      totals.created += outcome?.created ?? 0;
      totals.changed += outcome?.changed ?? 0;
      totals.unchanged += outcome?.unchanged ?? 0;
      totals.refused += problems.length;
      for (const { line, itemCode, message } of problems.slice(0, MAX_PROBLEMS - kept.length)) {
        kept.push({ line, itemCode, message });
      }
    };
    await source({ add, tx });
    let sweep: SweepNotice | null = null;
    // A file that names no product (an empty list, every row refused before the diff) sweeps nothing.
    if (options.full && named.size > 0) {
      const onSale = await onSaleCodes(tx, options.scope ?? '');
      const unnamed = onSale.filter((code) => !named.has(code));
      totals.offSale = unnamed.length;
      sweep = sweepNotice(unnamed.length, onSale.length, options.maxOffSaleShare);
      if (sweep && !options.dryRun) throw new SweepRefused(sweep.offSale, sweep.onSale);
      if (!options.dryRun) await takeOffSale(tx, options.actor, unnamed);
    }
    return { ...totals, problems: kept, sweep };
  });
}
