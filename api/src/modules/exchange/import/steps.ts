import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/client';
import { PICTURE_MAX_BYTES } from '@shop/shared/domain';
import {
  type ChangeActor,
  type ImportOptions,
  type ImportReport,
  MAX_PROBLEMS,
  type PictureStore,
  PictureRefused,
  type ProductState,
  addPicture,
  checkRoom,
  importInBatches,
  knownItemCodes,
  processPicture,
  sha256,
} from '../../catalogue';
import { type CatalogueItem, streamCatalogue } from '../xml/commerceml';
import { fileFault, notAFile } from '../disk';
import { itemCodesOf } from './codes';
import { placeGroups } from './groups';
import type { StepCounts } from '../service';

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

export const counts = (report: ImportReport): StepCounts => ({
  created: report.created,
  changed: report.changed,
  unchanged: report.unchanged,
  offSale: report.offSale,
  refused: report.refused,
  problems: report.problems,
});

const PROPS_LIMIT = 50;

/** The characteristic that shows 1С's Артикул as written, when the item code made of it reads otherwise. */
const ARTICLE = 'Артикул';

/** A product of import.xml as the shop's fields. */
function fieldsOf(
  item: CatalogueItem,
  itemCode: string,
  section: string | undefined,
  isNew: boolean,
): Partial<ProductState> {
  const own: Partial<Record<keyof typeof UNKNOWN_SIZE, number>> = {};
  const article = item.article.trim();
  const props: ProductState['props'] =
    article && article !== itemCode ? [{ key: ARTICLE, value: article, unit: '' }] : [];
  const keys = new Set<string>(props.map(({ key }) => key.toLowerCase()));
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

export interface StepResult {
  counts: StepCounts;
  full: boolean | null;
}

/** Rows a step refuses before the core sees them: all counted, the first `MAX_PROBLEMS` kept. */
export class SourceProblems {
  readonly kept: StepCounts['problems'] = [];
  count = 0;
  add(problem: StepCounts['problems'][number]): void {
    this.count += 1;
    if (this.kept.length < MAX_PROBLEMS) this.kept.push(problem);
  }
  /** A report's counts with these problems in front. */
  with(report: ImportReport): StepCounts {
    const result = counts(report);
    result.refused += this.count;
    result.problems = [...this.kept, ...result.problems];
    return result;
  }
}

/**
 * `import.xml`, streamed in batches through the import core, all in one transaction (a broken file, found at any
 * line, rolls back everything the step wrote; a full exchange's sweep of what it did not name runs only after
 * the file's end): the groups are placed in the shop's tree, 1С's ids noted against the item codes, and each
 * batch of products written. The pictures the file names are added after the commit, through the pictures'
 * own pipeline (only the products that have pictures are remembered till then). Only a file with «Каталог»
 * is a full exchange; one that would take more than `maxOffSaleShare` of the products on sale off sale throws
 * `SweepRefused` and writes nothing (absent: the owner confirmed it).
 */
export async function importCatalogue(
  db: Db,
  folder: string,
  file: string,
  store: PictureStore,
  maxOffSaleShare: number | undefined,
): Promise<StepResult> {
  const problems = new SourceProblems();
  const withPictures: Array<{ itemCode: string; line: number; pictures: string[] }> = [];
  const options: ImportOptions = {
    actor: EXCHANGE_ACTOR,
    full: false,
    dryRun: false,
    ...(maxOffSaleShare !== undefined && { maxOffSaleShare }),
  };
  let full: boolean | null = null;
  let sections = new Map<string, string>();
  let groupsPlaced = -1;
  const report = await importInBatches(db, options, async ({ add, tx }) => {
    const read = await streamCatalogue(path.join(folder, file), async (part) => {
      options.full = part.full === true;
      if (part.groups.length !== groupsPlaced) {
        sections = await placeGroups(tx, part.groups);
        groupsPlaced = part.groups.length;
      }
      if (part.items.length === 0) return;
      const codes = await itemCodesOf(tx, part.items);
      const existing = await knownItemCodes(tx, codes);
      await add(
        part.items.map((item, index) => {
          const itemCode = codes[index]!;
          const section = item.groupIds.map((id) => sections.get(id)).find(Boolean);
          if (item.pictures.length > 0)
            withPictures.push({ itemCode, line: item.line, pictures: item.pictures });
          return {
            itemCode,
            fields: fieldsOf(item, itemCode, section, !existing.has(itemCode)),
            line: item.line,
          };
        }),
      );
    });
    full = read.full;
    options.full = full === true;
  });
  const result = problems.with(report);
  for (const { itemCode, line, pictures } of withPictures) {
    for (const picture of pictures) {
      const problem = await addExchangePicture(db, folder, picture, itemCode, store);
      if (problem) result.problems.push({ line, itemCode, message: problem });
    }
  }
  return { counts: result, full };
}

/**
 * One picture of a product through the pictures' pipeline (as an upload); answers a problem's text or null. The file must be a
 * regular file of the exchange's folder within the pictures' size limit before it is read (asynchronously:
 * a big file does not hold the process); any fault of it is this picture's problem, not the product's.
 */
async function addExchangePicture(
  db: Db,
  folder: string,
  name: string,
  itemCode: string,
  store: PictureStore,
): Promise<string | null> {
  const file = path.join(folder, name);
  if (!file.startsWith(folder + path.sep)) return `Файл картинки «${name}» не получен`;
  let bytes: Buffer;
  try {
    const found = await fs.promises.lstat(file);
    if (!found.isFile()) return `Картинка «${name}»: ${notAFile(folder, name).message}`;
    if (found.size > PICTURE_MAX_BYTES) {
      return `Картинка «${name}»: файл больше ${PICTURE_MAX_BYTES / 1024 / 1024} МБ`;
    }
    bytes = await fs.promises.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return `Файл картинки «${name}» не получен`;
    const fault = fileFault(error, folder);
    if (fault) return `Картинка «${name}»: ${fault.message}`;
    throw error;
  }
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
