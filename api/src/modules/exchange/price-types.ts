import type { ExchangePriceTypes } from '@shop/shared/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';

/**
 * The price types an offers file carried (its `ТипыЦен`, or the types its prices name when it declares none),
 * noted whether its step succeeds or fails: the administrator chooses the shop's price from the latest.
 */
export async function notePriceTypes(
  db: Db,
  exchangeId: number,
  file: string,
  types: string[],
): Promise<void> {
  await db.execute(
    sql`INSERT INTO exchange_price_types (exchange_id, file, types)
        VALUES (${exchangeId}, ${file}, ${JSON.stringify(types)}::jsonb)
        ON CONFLICT (exchange_id, file) DO UPDATE SET types = excluded.types, at = now()`,
  );
}

/** The price types of the latest offers file that carried any; none before the first. */
export async function latestPriceTypes(db: Db): Promise<ExchangePriceTypes> {
  const [row] = await rows<{ types: string[]; file: string; at: Date | string }>(
    db,
    sql`SELECT types, file, at FROM exchange_price_types ORDER BY at DESC, exchange_id DESC LIMIT 1`,
  );
  if (!row) return { types: [], file: null, at: null };
  return { types: row.types, file: row.file, at: new Date(row.at).toISOString() };
}
