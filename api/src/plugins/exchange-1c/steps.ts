import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { type IncomingProduct, type ImportReport, importProducts } from '../../catalogue/import';
import type { ChangeActor, ProductState } from '../../catalogue/write';
import { PictureRefused, processPicture, sha256 } from '../../catalogue/pictures-process';
import type { PictureStore } from '../../catalogue/pictures-store';
import { addPicture, checkRoom } from '../pictures';
import { type CatalogueItem, readCatalogue, readOffers } from './commerceml';
import { placeGroups } from './groups';
import type { ExchangeSettings } from './settings';
import type { StepCounts } from './service';

/** How the exchange appears in a product's history. */
export const EXCHANGE_ACTOR: ChangeActor = { userId: null, name: 'Обмен с 1С', source: '1c' };

/** Dimensions a product new from 1С gets when the file has none (CommerceML carries no dimensions). */
const UNKNOWN_SIZE = { heightMm: 1, widthMm: 1, depthMm: 1, weightKg: 0.1 } as const;

/** Requisites and properties that fill the product's own fields rather than its characteristics. */
const OWN_FIELDS: Record<string, keyof typeof UNKNOWN_SIZE> = {
  вес: 'weightKg',
  высота: 'heightMm',
  ширина: 'widthMm',
  глубина: 'depthMm',
  длина: 'depthMm',
};

const counts = (report: ImportReport): StepCounts => ({
  created: report.created,
  changed: report.changed,
  unchanged: report.unchanged,
  offSale: report.offSale,
  refused: report.refused,
  problems: report.problems,
});

const PROPS_LIMIT = 50;

/** A product of import.xml as the shop's fields (its item code is its Артикул). */
function fieldsOf(item: CatalogueItem, section: string | undefined, isNew: boolean): Partial<ProductState> {
  const own: Partial<Record<keyof typeof UNKNOWN_SIZE, number>> = {};
  const props: ProductState['props'] = [];
  const keys = new Set<string>();
  for (const { key, value } of item.props) {
    const field = OWN_FIELDS[key.toLowerCase()];
    const amount = Number(value.replace(',', '.'));
    if (field && Number.isFinite(amount) && amount > 0) {
      own[field] = field === 'weightKg' ? amount : Math.round(amount);
      continue;
    }
    // A property repeated (two warehouses' requisites): the first one counts.
    if (keys.has(key.toLowerCase()) || props.length >= PROPS_LIMIT) continue;
    keys.add(key.toLowerCase());
    props.push({ key, value, unit: '' });
  }
  return {
    name: item.name,
    ...(section !== undefined && { section }),
    description: item.description,
    props,
    ...(isNew && { price: null, oldPrice: null, stock: null, ...UNKNOWN_SIZE }),
    ...own,
  };
}

async function existingCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const found = await rows<{ item_code: string }>(
    db,
    sql`SELECT item_code FROM products WHERE item_code = ANY(${sql.param(codes)}::text[])`,
  );
  return new Set(found.map((row) => row.item_code));
}

export interface StepResult {
  counts: StepCounts;
  full: boolean | null;
}

/**
 * `import.xml`: read whole first (a broken file changes nothing), then in one transaction the groups are
 * placed in the shop's tree, 1С's ids noted against the item codes, and the products written through the
 * import core; the pictures named by the file are added after, through the pictures' own pipeline.
 */
export async function importCatalogue(
  db: Db,
  folder: string,
  file: string,
  store: PictureStore,
): Promise<StepResult> {
  const catalogue = await readCatalogue(path.join(folder, file));
  const problems: StepCounts['problems'] = [];
  const named = catalogue.items.filter((item) => {
    if (item.article) return true;
    problems.push({ line: item.line, itemCode: null, message: `У товара «${item.name}» нет артикула` });
    return false;
  });
  const codes = named.map((item) => item.article.trim().toUpperCase());
  const existing = await existingCodes(db, codes);
  const report = await db.transaction(async (tx) => {
    const sections = await placeGroups(tx, catalogue.groups);
    if (named.length > 0) {
      await tx.execute(
        sql`INSERT INTO exchange_items (external_id, item_code)
            SELECT * FROM unnest(${sql.param(named.map((item) => item.id))}::text[], ${sql.param(codes)}::text[])
            ON CONFLICT (external_id) DO UPDATE SET item_code = excluded.item_code`,
      );
    }
    const incoming: IncomingProduct[] = named.map((item, index) => {
      const section = item.groupIds.map((id) => sections.get(id)).find(Boolean);
      return {
        itemCode: codes[index]!,
        fields: fieldsOf(item, section, !existing.has(codes[index]!)),
        line: item.line,
      };
    });
    return importProducts(tx, incoming, { actor: EXCHANGE_ACTOR, full: catalogue.full, dryRun: false });
  });
  const result = counts(report);
  result.refused += problems.length;
  result.problems = [...problems, ...result.problems];
  for (const [index, item] of named.entries()) {
    for (const picture of item.pictures) {
      const problem = await addExchangePicture(db, folder, picture, codes[index]!, store);
      if (problem) result.problems.push({ line: item.line, itemCode: codes[index]!, message: problem });
    }
  }
  return { counts: result, full: catalogue.full };
}

/** One picture of a product through the §2 pipeline; answers a problem's text or null. */
async function addExchangePicture(
  db: Db,
  folder: string,
  name: string,
  itemCode: string,
  store: PictureStore,
): Promise<string | null> {
  const file = path.join(folder, name);
  if (!file.startsWith(folder + path.sep) || !fs.existsSync(file))
    return `Файл картинки «${name}» не получен`;
  const bytes = fs.readFileSync(file);
  try {
    await checkRoom(db, itemCode, sha256(bytes));
  } catch {
    return null; // the picture is there already (or the product has all it may have)
  }
  try {
    const picture = await processPicture(bytes);
    for (const { variant, bytes: made } of picture.files) await store.put(variant.file, made);
    await addPicture(db, itemCode, picture, null);
    return null;
  } catch (error) {
    if (error instanceof PictureRefused) return `Картинка «${name}»: ${error.message}`;
    throw error;
  }
}

/** `offers.xml`: prices by the settings' price types and stock, matched by 1С's id or the Артикул. */
export async function importOffers(
  db: Db,
  folder: string,
  file: string,
  settings: ExchangeSettings,
): Promise<StepResult> {
  const { offers } = await readOffers(path.join(folder, file));
  const known = await rows<{ external_id: string; item_code: string }>(
    db,
    sql`SELECT external_id, item_code FROM exchange_items
        WHERE external_id = ANY(${sql.param(offers.map((offer) => offer.id))}::text[])`,
  );
  const codeOf = new Map(known.map((row) => [row.external_id, row.item_code]));
  const problems: StepCounts['problems'] = [];
  const incoming: IncomingProduct[] = [];
  for (const offer of offers) {
    const itemCode = offer.article ? offer.article.trim().toUpperCase() : codeOf.get(offer.id);
    if (!itemCode) {
      problems.push({
        line: offer.line,
        itemCode: null,
        message: `Предложение ${offer.id}: товар не выгружался`,
      });
      continue;
    }
    const fields: Partial<ProductState> = {};
    const price = offer.prices.get(settings.priceType);
    if (price !== undefined) {
      fields.price = Math.round(price);
      const old = settings.oldPriceType ? offer.prices.get(settings.oldPriceType) : undefined;
      fields.oldPrice = old !== undefined && Math.round(old) > fields.price ? Math.round(old) : null;
    }
    if (offer.stock !== null) fields.stock = Math.max(0, Math.floor(offer.stock));
    incoming.push({ itemCode, fields, line: offer.line });
  }
  // Which products are sold at all is the catalogue's business (import.xml); offers only price them.
  const report = await importProducts(db, incoming, { actor: EXCHANGE_ACTOR, full: false, dryRun: false });
  const result = counts(report);
  result.refused += problems.length;
  result.problems = [...problems, ...result.problems];
  return { counts: result, full: null };
}
