import { SaxesParser } from 'saxes';
import type { Db } from '../../../db/client';
import type { IncomingProduct } from '../write/import';
import type { ProductState } from '../write/model';
import { allPlacements } from '../write/stored';
import { groupDigits } from '@shop/shared/domain';
import { ImportFileError, MAX_CELL_CHARS, MAX_ROW_CHARS, type Decoded } from './file';

/**
 * A YML feed's offers (a supplier's, or the shop's own `/yml.xml`) as products, parsed as a stream: `id` is the
 * code; `name`, `price` (rounded to whole roubles), `oldprice` (none: no old price), `description`, `param`s
 * (the characteristics, `unit` after the value), `weight` (kg) and `dimensions` (length/width/height in cm:
 * depth, width, height) when the offer has them; `available="false"` is a stock of 0. Its categories are mapped
 * onto the shop's sections by their names (`sectionMatcher`); an offer of a category that matches none keeps its
 * product's section, and a new product without one is refused.
 */

const normal = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** Finds the shop's section of a category by its names from the top: the whole path, else its own name alone. */
export async function sectionMatcher(db: Db): Promise<(names: string[]) => string | undefined> {
  const sections = [...(await allPlacements(db)).values()];
  const byPath = new Map(sections.map((s) => [s.names.map(normal).join('/'), s.path]));
  const byName = new Map<string, string | null>();
  for (const s of sections) {
    const own = normal(s.names[s.names.length - 1]!);
    byName.set(own, byName.has(own) ? null : s.path); // a name two sections share matches neither
  }
  return (names) =>
    byPath.get(names.map(normal).join('/')) ?? byName.get(normal(names[names.length - 1] ?? '')) ?? undefined;
}

const whole = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value) : Number.NaN;
};
const decimal = (text: string) => Number(text.trim().replace(',', '.'));
const TEXT_TOO_LONG = `текст элемента длиннее ${groupDigits(MAX_CELL_CHARS)} символов`;
const MARKUP_TOO_LONG = `тег или текст длиннее ${groupDigits(MAX_ROW_CHARS)} символов`;
/** Characters the parser is given at once, so a stretch without a tag is stopped near `MAX_ROW_CHARS`. */
const SLICE = 16 * 1024;

interface Offer {
  id: string;
  line: number;
  available: boolean;
  fields: Partial<ProductState>;
  categoryId: string | null;
  props: ProductState['props'];
  hasOldPrice: boolean;
}

export async function* ymlProducts(
  file: Decoded,
  section: (names: string[]) => string | undefined,
): AsyncGenerator<IncomingProduct> {
  const parser = new SaxesParser();
  const categories = new Map<string, { name: string; parent: string | null }>();
  const ready: IncomingProduct[] = [];
  let text = '';
  let category: { id: string; parent: string | null } | null = null;
  let offer: Offer | null = null;
  let param: { name: string; unit: string } | null = null;
  let root: string | null = null;
  /** Characters given to the parser since its last event: what it holds unreported (a text, a tag). */
  let unreported = 0;
  const addText = (chunk: string) => {
    text += chunk;
    if (text.length > MAX_CELL_CHARS) throw new ImportFileError(parser.line, TEXT_TOO_LONG);
  };

  const namesOf = (id: string): string[] => {
    const names: string[] = [];
    for (let at: string | null = id, depth = 0; at !== null && depth < 10; depth += 1) {
      const found = categories.get(at);
      if (!found) break;
      names.unshift(found.name);
      at = found.parent;
    }
    return names;
  };

  parser.on('error', (error) => {
    throw new ImportFileError(parser.line, `это не правильный XML (${xmlProblem(error.message)})`);
  });
  parser.on('opentag', (tag) => {
    unreported = 0;
    text = '';
    root ??= tag.name;
    const at = tag.attributes;
    if (tag.name === 'category') category = { id: at.id ?? '', parent: at.parentId ?? null };
    else if (tag.name === 'offer') {
      offer = {
        id: (at.id ?? '').trim(),
        line: parser.line,
        available: at.available !== 'false',
        fields: {},
        categoryId: null,
        props: [],
        hasOldPrice: false,
      };
    } else if (tag.name === 'param') param = { name: at.name ?? '', unit: at.unit ?? '' };
  });
  parser.on('text', (chunk) => {
    unreported = 0;
    addText(chunk);
  });
  parser.on('cdata', (chunk) => {
    unreported = 0;
    addText(chunk);
  });
  parser.on('closetag', (tag) => {
    unreported = 0;
    if (tag.name === 'category' && category) {
      categories.set(category.id, { name: text.trim(), parent: category.parent });
      category = null;
      return;
    }
    const current = offer as Offer | null;
    if (!current) return;
    const { fields } = current;
    switch (tag.name) {
      case 'name':
        fields.name = text.trim();
        break;
      case 'price':
        fields.price = whole(text);
        break;
      case 'oldprice':
        fields.oldPrice = whole(text);
        current.hasOldPrice = true;
        break;
      case 'categoryId':
        current.categoryId = text.trim();
        break;
      case 'description':
        fields.description = text.trim();
        break;
      case 'weight':
        fields.weightKg = decimal(text);
        break;
      case 'dimensions': {
        const [depth, width, height] = text.split('/').map((cm) => Math.round(decimal(cm) * 10));
        Object.assign(fields, { depthMm: depth, widthMm: width, heightMm: height });
        break;
      }
      case 'param':
        if (param) current.props.push({ key: param.name, value: text.trim(), unit: param.unit.trim() });
        param = null;
        break;
      case 'offer': {
        if (!current.hasOldPrice) fields.oldPrice = null;
        if (!current.available) fields.stock = 0;
        if (current.props.length > 0) fields.props = current.props;
        const place = current.categoryId === null ? undefined : section(namesOf(current.categoryId));
        if (place !== undefined) fields.section = place;
        ready.push({ itemCode: current.id, fields, line: current.line });
        offer = null;
        break;
      }
    }
  });

  for await (const chunk of file.text) {
    for (let at = 0; at < chunk.length; at += SLICE) {
      const slice = chunk.slice(at, at + SLICE);
      unreported += slice.length;
      parser.write(slice);
      if (unreported > MAX_ROW_CHARS) throw new ImportFileError(parser.line, MARKUP_TOO_LONG);
    }
    yield* ready.splice(0);
  }
  parser.close();
  yield* ready.splice(0);
  if (root !== 'yml_catalog') throw new ImportFileError(null, 'это не файл YML (нет элемента yml_catalog)');
}

/** saxes's reason, in Russian for the few a broken file gives. */
function xmlProblem(message: string): string {
  if (/unclosed tag|unexpected end/i.test(message)) return 'файл оборван: не закрыт элемент';
  if (/closing tag|mismatch/i.test(message)) return 'закрывающий элемент не совпадает с открытым';
  if (/entity/i.test(message)) return 'неизвестная ссылка на символ (&…;)';
  return 'ошибка разметки';
}
