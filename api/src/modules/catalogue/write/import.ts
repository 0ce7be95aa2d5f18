import { productCode, productFieldsSchema } from '@shop/shared/contract';
import { setImmediate } from 'node:timers/promises';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { Spool } from './import-spool';
import { applyBulkChanges, takeOffSale } from './bulk';
import type { ChangeActor, ProductState } from './model';
import { scopeProducts } from './stored';
import { SweepRefused, type SweepNotice, sweepNotice } from './import-sweep';

export { SweepRefused, type SweepNotice } from './import-sweep';

/**
 * The catalogue's import core: what the YML and CSV import and the 1С exchange share. A source
 * parses its file into `IncomingProduct`s; this checks each one's fields by the contract's rules and refuses
 * (skips and reports) the rows it cannot apply, reading the whole input before it writes anything
 * (`importInBatches`); then it writes the rest through the write model's set-based path (`applyBulkChanges` in
 * write.ts) in short transactions — or, in a dry run, computes the same report from the same diff and writes
 * nothing. What it holds is one batch, the codes named and the first problems; the checked rows wait in a
 * temporary file. A full import's sweep of what it did not name (`takeOffSale`) runs after the last batch; a
 * sweep past `maxOffSaleShare` throws `SweepRefused` before the first write (a dry run reports it in `sweep`),
 * and a full import that named no product takes nothing off sale. The caller clears its process's catalogue
 * answers after an applied import that changed something (`app.catalogCache.clear()`), as «Товары» does; other
 * processes follow by the version.
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

/** Products per batch a source feeds (`importProducts`): one check of their fields at a time. */
export const IMPORT_BATCH = 2_000;
/**
 * Products per read and diff of the core (`applyBulkChanges`, which writes them in short transactions of its
 * own), so that a request that needs the database meanwhile waits for one statement or transaction at most,
 * never for the whole import.
 */
export const WRITE_BATCH = 250;
/** Rows checked between two turns of the event loop, so the read of a big file does not hold up other requests. */
const CHECKS_PER_TURN = 250;

/** What a source feeds batches of products to (`importInBatches`). */
export interface ImportFeed {
  add(products: IncomingProduct[]): Promise<void>;
  /**
   * The database, for a source's own reads and writes (1С's ids, its groups). Not a transaction: the core
   * writes the products only after the source has ended, so each such write stands on its own.
   */
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

/** The first problems in input order, and how many there were. */
class Problems {
  count = 0;
  private readonly kept: Array<ImportProblem & { order: number }> = [];
  /** `problems` come in input order within a call, and after those of earlier calls. */
  add(problems: Array<ImportProblem & { order: number }>): void {
    this.count += problems.length;
    this.kept.push(...problems.slice(0, MAX_PROBLEMS - this.kept.length));
  }
  /** The first `MAX_PROBLEMS` of two lists, merged by their place in the input. */
  static first(a: Problems, b: Problems): ImportProblem[] {
    return [...a.kept, ...b.kept]
      .sort((x, y) => x.order - y.order)
      .slice(0, MAX_PROBLEMS)
      .map(({ line, itemCode, message }) => ({ line, itemCode, message }));
  }
}

/**
 * The core over a source that pushes its products (a streamed file): `source` feeds them by batches; `options`
 * is read at the source's end, so a source may set `full` once its file has said it. Three steps, none of them
 * one long transaction: the read (the source runs to its end; each row is checked and kept in a `Spool`), the
 * sweep's guard (a full import past `maxOffSaleShare` is refused before anything is written), and the write (by
 * `WRITE_BATCH` through `applyBulkChanges`, then the sweep). A broken file, found at any line, throws in the
 * read: nothing of the products is written. A database failure in the write leaves the transactions written
 * before it (each whole) and throws.
 */
export async function importInBatches(
  db: Db,
  options: ImportOptions,
  source: (feed: ImportFeed) => Promise<void>,
): Promise<ImportReport> {
  const spool = await Spool.open();
  try {
    const named = new Set<string>();
    /** The named codes a full import leaves on sale (its row does not say «нет»). */
    const selling = new Set<string>();
    const read = new Problems();
    let order = 0;
    const add = async (products: IncomingProduct[]) => {
      const problems: Array<ImportProblem & { order: number }> = [];
      for (const product of products) {
        order += 1;
        if (order % CHECKS_PER_TURN === 0) await setImmediate();
        const code = codeSchema.safeParse(product.itemCode);
        const problem = code.success ? fieldProblem(product.fields) : code.error.issues[0]!.message;
        const line = product.line ?? null;
        if (problem !== null || !code.success) {
          problems.push({ order, line, itemCode: product.itemCode || null, message: problem! });
          continue;
        }
        named.add(code.data);
        const fields = options.full ? { onSale: true, ...product.fields } : product.fields;
        if (fields.onSale !== false) selling.add(code.data);
        await spool.write({ order, line, itemCode: code.data, fields });
      }
      read.add(problems);
    };
    await source({ add, tx: db });

    let sweep: SweepNotice | null = null;
    let unnamed: string[] = [];
    // A file that names no product (an empty list, every row refused) sweeps nothing.
    if (options.full && named.size > 0) {
      const scope = options.scope ?? '';
      const products = await scopeProducts(db, scope);
      const onSaleNow = products.filter((one) => one.onSale).map((one) => one.itemCode);
      unnamed = onSaleNow.filter((code) => !named.has(code));
      // The scope's on-sale products as the import leaves them before its sweep: those on sale now and those it
      // brings on sale (in the whole catalogue, new ones too; in a section, the section's own).
      const now = new Set(onSaleNow);
      const broughtIn =
        scope === ''
          ? [...selling].filter((code) => !now.has(code)).length
          : products.filter((one) => !one.onSale && selling.has(one.itemCode)).length;
      const onSale = onSaleNow.length + broughtIn;
      sweep = sweepNotice(unnamed.length, onSale, options.maxOffSaleShare);
      if (sweep && !options.dryRun) throw new SweepRefused(sweep.offSale, sweep.onSale);
    }

    const totals = { created: 0, changed: 0, unchanged: 0, offSale: unnamed.length };
    const written = new Problems();
    const seen = new Set<string>();
    for await (const batch of spool.batches(WRITE_BATCH)) {
      const outcome = await applyBulkChanges(db, options.actor, batch, {
        dryRun: options.dryRun,
        named: seen,
      });
      totals.created += outcome.created;
      totals.changed += outcome.changed;
      totals.unchanged += outcome.unchanged;
      const refused = outcome.refused.map(({ index, message }) => {
        const { order: at, line, itemCode } = batch[index]!;
        return { order: at, line, itemCode, message };
      });
      written.add(refused.sort((a, b) => a.order - b.order));
    }
    if (!options.dryRun) await takeOffSale(db, options.actor, unnamed);
    const problems = Problems.first(read, written);
    return { ...totals, refused: read.count + written.count, problems, sweep };
  } finally {
    await spool.remove();
  }
}
