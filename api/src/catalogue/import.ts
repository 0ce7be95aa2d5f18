import { productCode, productFieldsSchema } from '@shop/shared/contract';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type BulkChange, type ChangeActor, type ProductState, applyBulkChanges } from './write';

/**
 * The catalogue's import core (issue 28 §3–§4): what the YML and CSV import and the 1С exchange share. A source
 * parses its file into `IncomingProduct`s; this checks each one's fields by the contract's rules, refuses (skips
 * and reports) the rows it cannot apply, and writes the rest through the write model's set-based path
 * (`applyBulkChanges` in write.ts) in one transaction — or, in a dry run, computes the same report from the same
 * diff and writes nothing. The caller clears its process's catalogue answers after an applied import that
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

export async function importProducts(
  db: Db,
  input: Iterable<IncomingProduct> | AsyncIterable<IncomingProduct>,
  options: ImportOptions,
): Promise<ImportReport> {
  const accepted: BulkChange[] = [];
  /** Where each accepted row came from: its place in the input and its line. */
  const sources: Array<{ order: number; line: number | null }> = [];
  const problems: Array<ImportProblem & { order: number }> = [];
  let order = 0;
  for await (const product of input) {
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
  const outcome = await applyBulkChanges(db, options.actor, accepted, {
    offSaleUnder: options.full ? (options.scope ?? '') : undefined,
    dryRun: options.dryRun,
  });
  for (const { index, message } of outcome.refused) {
    problems.push({ ...sources[index]!, itemCode: accepted[index]!.itemCode, message });
  }
  problems.sort((a, b) => a.order - b.order);
  return {
    created: outcome.created,
    changed: outcome.changed,
    unchanged: outcome.unchanged,
    offSale: outcome.offSale,
    refused: problems.length,
    problems: problems
      .slice(0, MAX_PROBLEMS)
      .map(({ line, itemCode, message }) => ({ line, itemCode, message })),
  };
}
