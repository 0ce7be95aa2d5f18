import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';

/** The longest item code (the contract's `itemCode`). */
const MAX_CODE = 50;

/**
 * An item code made from what 1С writes (an Артикул such as «КВ- 900», «A/12.5», or its Ид): capitals, each run
 * of anything but letters and digits one hyphen, as a product's address and the search take a code. Empty when
 * nothing of it is a letter or a digit.
 */
export function codeOf(written: string): string {
  return written
    .toUpperCase()
    .replace(/[^\p{L}\d]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_CODE)
    .replace(/-+$/, '');
}

/** A code another product of 1С holds already, told apart by a mark of this product's own Ид. */
function apart(code: string, externalId: string): string {
  const mark = createHash('sha256').update(externalId).digest('hex').slice(0, 10).toUpperCase();
  return `${code.slice(0, MAX_CODE - mark.length - 1).replace(/-+$/, '')}-${mark}`;
}

export interface NamedItem {
  /** 1С's Ид. */
  id: string;
  article: string;
}

/**
 * The item codes of a batch of 1С's products, in its order: a product met before keeps the code it was given
 * (its address and its orders stay whatever 1С later does to the Артикул); a new one gets its Артикул's code, or
 * its Ид's when the Артикул has no letter or digit, made distinct when another product of 1С holds that code.
 * A code of the shop's own (a product 1С never sent) is taken: that is how 1С's products meet the shop's. The
 * new codes are noted against the Ид in the same call.
 */
export async function itemCodesOf(db: Db, items: NamedItem[]): Promise<string[]> {
  const known = new Map(
    (
      await rows<{ external_id: string; item_code: string }>(
        db,
        sql`SELECT external_id, item_code FROM exchange_items
            WHERE external_id = ANY(${sql.param(items.map((item) => item.id))}::text[])`,
      )
    ).map((row) => [row.external_id, row.item_code]),
  );
  const fresh = items.filter((item) => !known.has(item.id));
  const wanted = fresh.map((item) => codeOf(item.article) || codeOf(item.id));
  const held = new Map(
    (
      await rows<{ external_id: string; item_code: string }>(
        db,
        sql`SELECT external_id, item_code FROM exchange_items
            WHERE item_code = ANY(${sql.param(wanted)}::text[])`,
      )
    ).map((row) => [row.item_code, row.external_id]),
  );
  fresh.forEach((item, index) => {
    if (known.has(item.id)) return; // the same Ид twice in one file
    const code = wanted[index]!;
    const holder = held.get(code);
    const given = holder === undefined || holder === item.id ? code : apart(code, item.id);
    known.set(item.id, given);
    held.set(given, item.id);
  });
  const added = fresh.map((item) => item.id).filter((id, i, all) => all.indexOf(id) === i);
  if (added.length > 0) {
    await db.execute(
      sql`INSERT INTO exchange_items (external_id, item_code)
          SELECT * FROM unnest(${sql.param(added)}::text[], ${sql.param(added.map((id) => known.get(id)!))}::text[])
          ON CONFLICT (external_id) DO NOTHING`,
    );
  }
  return items.map((item) => known.get(item.id)!);
}
