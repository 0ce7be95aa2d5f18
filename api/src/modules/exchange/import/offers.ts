import path from 'node:path';
import type { ExchangeSettings as PriceTypes } from '@shop/shared/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import {
  type ImportOptions,
  type IncomingProduct,
  MAX_PROBLEMS,
  type ProductState,
  importInBatches,
} from '../../catalogue';
import { Refused } from '../disk';
import { notePriceTypes } from '../price-types';
import { type Offer, streamOffers } from '../xml/commerceml';
import { codeOf } from './codes';
import { EXCHANGE_ACTOR, SourceProblems, type StepResult } from './steps';

/** Which file of which exchange, and the price types «Обмен с 1С» chose. */
export interface OffersStep {
  exchangeId: number;
  folder: string;
  file: string;
  prices: PriceTypes;
}

const quoted = (names: string[]) => names.map((name) => `«${name}»`).join(', ');

/**
 * Refuses a file whose price types (any at all: a file of stock alone has none) lack a chosen one: every product
 * would be left without its price, or without its old price, and nobody told.
 */
function requireChosen(carried: string[], { priceType, oldPriceType }: PriceTypes): void {
  if (carried.length === 0) return;
  const missing = [
    [priceType, 'типа цены'],
    [oldPriceType, 'типа старой цены'],
  ].find(([name]) => name && !carried.includes(name));
  if (missing) {
    throw new Refused(
      `В файле нет ${missing[1]} «${missing[0]}». Типы цен в файле: ${quoted(carried)}. ` +
        'Выберите тип цены в настройках «Обмен с 1С»',
    );
  }
}

/** An offer's fields: its price and old price by the chosen types, its stock (0 stays 0). */
function offerFields(offer: Offer, { priceType, oldPriceType }: PriceTypes): Partial<ProductState> {
  const fields: Partial<ProductState> = {};
  const price = offer.prices.get(priceType);
  if (price !== undefined) {
    fields.price = Math.round(price);
    const old = oldPriceType ? offer.prices.get(oldPriceType) : undefined;
    fields.oldPrice = old !== undefined && Math.round(old) > fields.price ? Math.round(old) : null;
  }
  if (offer.stock !== null) fields.stock = Math.max(0, Math.floor(offer.stock));
  return fields;
}

/**
 * `offers.xml` (or 2.08's prices and rests files), streamed in batches through the import core in one
 * transaction: prices by the price types of «Обмен с 1С» and stock, matched by 1С's id (else the Артикул's
 * code). The price types the file carries are noted whatever happens; a file without a chosen one fails
 * (`Refused`, naming the types it has) before anything is written, and an offer priced in other types only is
 * reported, not passed over.
 */
export async function importOffers(
  db: Db,
  { exchangeId, folder, file, prices }: OffersStep,
): Promise<StepResult> {
  const problems = new SourceProblems();
  const unpriced: StepResult['counts']['problems'] = [];
  let carried: string[] = [];
  // Which products are sold at all is the catalogue's business (import.xml); offers only price them.
  const options: ImportOptions = { actor: EXCHANGE_ACTOR, full: false, dryRun: false };
  try {
    const report = await importInBatches(db, options, async ({ add, tx }) => {
      const read = await streamOffers(path.join(folder, file), async ({ offers, declaredTypes }) => {
        carried = declaredTypes;
        requireChosen(declaredTypes, prices);
        const known = await rows<{ external_id: string; item_code: string }>(
          tx,
          sql`SELECT external_id, item_code FROM exchange_items
              WHERE external_id = ANY(${sql.param(offers.map((offer) => offer.id))}::text[])`,
        );
        const codeOfId = new Map(known.map((row) => [row.external_id, row.item_code]));
        const incoming: IncomingProduct[] = [];
        for (const offer of offers) {
          const itemCode = codeOfId.get(offer.id) ?? codeOf(offer.article);
          if (!itemCode) {
            problems.add({
              line: offer.line,
              itemCode: null,
              message: `Предложение ${offer.id}: товар не выгружался`,
            });
            continue;
          }
          if (
            offer.prices.size > 0 &&
            !offer.prices.has(prices.priceType) &&
            unpriced.length < MAX_PROBLEMS
          ) {
            unpriced.push({
              line: offer.line,
              itemCode,
              message: `Нет цены типа «${prices.priceType}»: цена товара не изменена`,
            });
          }
          incoming.push({ itemCode, fields: offerFields(offer, prices), line: offer.line });
        }
        await add(incoming);
      });
      carried = read.priceTypes;
      requireChosen(carried, prices);
    });
    const counts = problems.with(report);
    counts.problems.push(...unpriced.slice(0, Math.max(0, MAX_PROBLEMS - counts.problems.length)));
    return { counts, full: null };
  } finally {
    if (carried.length > 0) await notePriceTypes(db, exchangeId, file, carried);
  }
}
