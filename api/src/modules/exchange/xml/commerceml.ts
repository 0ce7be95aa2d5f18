import { type Handler, parse, yes, number } from './xml-stream';

export { BrokenFile } from './xml-stream';

/**
 * Streaming readers of CommerceML 2 (2.05–2.10) files as 1С's site exchange sends them: `import.xml` (the
 * classifier's groups and the catalogue's products) and `offers.xml` (price types, prices and stock). Read as
 * streams (xml-stream.ts); a file that is not well-formed XML, or not CommerceML, throws `BrokenFile`.
 */

export interface Group {
  id: string;
  name: string;
  parentId: string | null;
}

export interface CatalogueItem {
  /** 1С's id (`Ид`); a characteristic's `#…` part is cut off. */
  id: string;
  article: string;
  name: string;
  groupIds: string[];
  description: string;
  pictures: string[];
  /** Characteristics: properties by their classifier's names, requisites and the product's characteristics. */
  props: Array<{ key: string; value: string }>;
  /** The line the product begins on (problems name it). */
  line: number;
}

export interface CatalogueFile {
  groups: Group[];
  items: CatalogueItem[];
  /**
   * A full exchange (products it does not name go off sale): only a file that has «Каталог» without
   * `СодержитТолькоИзменения` true. False when it says the file names only changes; null when it has no
   * «Каталог» at all (a classifier alone, a root and nothing else): such a file takes nothing off sale.
   */
  full: boolean | null;
}

export interface Offer {
  id: string;
  article: string;
  /** Price per unit by the price type's name. */
  prices: Map<string, number>;
  /** Pieces in stock (sum over warehouses); null when the offer does not say. */
  stock: number | null;
  line: number;
}

export interface OffersFile {
  offers: Offer[];
  full: boolean;
  /**
   * The price types the file carries: its `ТипыЦен` by name, and the type a price names that they do not
   * declare (by its id); empty for a file of stock alone.
   */
  priceTypes: string[];
}

/** A batch of offers read as a stream, with the price types the file declared before them. */
export interface OffersPart {
  offers: Offer[];
  declaredTypes: string[];
}

/** Requisites 1С sends with every product that are bookkeeping, not characteristics a buyer reads. */
const NOT_CHARACTERISTICS = new Set([
  'ВидНоменклатуры',
  'ТипНоменклатуры',
  'Полное наименование',
  'Код',
  'ОписаниеВФорматеHTML',
  'Файл',
]);

/** How many products (offers) a streaming reader hands on at once. */
export const READ_BATCH = 1_000;

/** A batch of a catalogue read as a stream: the groups read so far (all of them, small), the products since the last. */
export interface CataloguePart {
  groups: Group[];
  items: CatalogueItem[];
  full: boolean | null;
}

/**
 * Reads `import.xml` as a stream: groups (nested), property names of the classifier, products; `onItems` gets the
 * products by `READ_BATCH` (and the rest at the end, also when there are none, so the groups are always handed
 * on) and is awaited before more of the file is read. A broken file throws after the batches before the fault.
 */
export async function streamCatalogue(
  file: string,
  onItems: (part: CataloguePart) => Promise<void>,
): Promise<Omit<CatalogueFile, 'items'>> {
  const groups: Group[] = [];
  const groupStack: Array<Partial<Group> & { parentId: string | null }> = [];
  const propertyNames = new Map<string, string>();
  let property: { id?: string; name?: string } | null = null;
  const items: CatalogueItem[] = [];
  let item: CatalogueItem | null = null;
  let pair: { id?: string; name?: string; value?: string } | null = null;
  let full: boolean | null = null;
  const parent = (path: readonly string[], n: number) => path[path.length - 1 - n];

  const handler: Handler = {
    open(name, attributes, line) {
      if (name === 'Каталог') full = !yes(attributes['СодержитТолькоИзменения']);
      if (name === 'Группа' && !item) {
        const above = groupStack[groupStack.length - 1];
        groupStack.push({ parentId: above?.id ?? null });
      }
      if (name === 'Свойство') property = {};
      if (name === 'Товар') {
        item = {
          id: '',
          article: '',
          name: '',
          groupIds: [],
          description: '',
          pictures: [],
          props: [],
          line,
        };
      }
      if (item && /^(ЗначенияСвойства|ЗначениеРеквизита|ХарактеристикаТовара)$/.test(name)) pair = {};
    },
    close(name, text, path) {
      const up = parent(path, 1);
      if (name === 'СодержитТолькоИзменения' && up === 'Каталог') full = !yes(text);
      if (item) {
        if (
          pair &&
          (up === 'ЗначенияСвойства' || up === 'ЗначениеРеквизита' || up === 'ХарактеристикаТовара')
        ) {
          if (name === 'Ид') pair.id = text;
          if (name === 'Наименование') pair.name = text;
          if (name === 'Значение') pair.value = pair.value ? `${pair.value}, ${text}` : text;
          return;
        }
        if (pair && /^(ЗначенияСвойства|ЗначениеРеквизита|ХарактеристикаТовара)$/.test(name)) {
          const key = pair.name ?? propertyNames.get(pair.id ?? '') ?? '';
          const value = pair.value ?? '';
          if (key && value && !NOT_CHARACTERISTICS.has(key)) item.props.push({ key, value });
          pair = null;
          return;
        }
        if (up === 'Товар') {
          if (name === 'Ид') item.id = text.split('#')[0]!;
          if (name === 'Артикул') item.article = text;
          if (name === 'Наименование') item.name = text;
          if (name === 'Описание') item.description = text;
          if (name === 'Картинка' && text) item.pictures.push(text);
        }
        if (name === 'Ид' && up === 'Группы' && parent(path, 2) === 'Товар') item.groupIds.push(text);
        if (name === 'Товар') {
          items.push(item);
          item = null;
        }
        return;
      }
      const group = groupStack[groupStack.length - 1];
      if (group && up === 'Группа') {
        if (name === 'Ид') group.id = text;
        if (name === 'Наименование') group.name = text;
      }
      if (name === 'Группа' && group) {
        groupStack.pop();
        if (group.id) groups.push({ id: group.id, name: group.name || group.id, parentId: group.parentId });
      }
      if (property && up === 'Свойство') {
        if (name === 'Ид') property.id = text;
        if (name === 'Наименование') property.name = text;
      }
      if (name === 'Свойство' && property) {
        if (property.id && property.name) propertyNames.set(property.id, property.name);
        property = null;
      }
    },
  };
  const hand = async (atLeast: number) => {
    if (items.length >= atLeast) await onItems({ groups, items: items.splice(0), full });
  };
  await parse(file, handler, () => hand(READ_BATCH));
  await hand(0);
  return { groups, full };
}

/**
 * Reads `offers.xml` as a stream: price types by id → name, then each offer's prices by type name and its stock,
 * handed to `onOffers` by `READ_BATCH` (awaited before more of the file is read).
 */
export async function streamOffers(
  file: string,
  onOffers: (part: OffersPart) => Promise<void>,
): Promise<Omit<OffersFile, 'offers'>> {
  const priceTypes = new Map<string, string>();
  const named = new Set<string>();
  let priceType: { id?: string; name?: string } | null = null;
  const offers: Offer[] = [];
  let offer: Offer | null = null;
  let price: { type?: string; value?: number | null } | null = null;
  let full = true;

  const handler: Handler = {
    open(name, attributes, line) {
      if (name === 'ПакетПредложений' && attributes['СодержитТолькоИзменения'] !== undefined) {
        full = !yes(attributes['СодержитТолькоИзменения']);
      }
      if (name === 'ТипЦены' && !offer) priceType = {};
      if (name === 'Предложение') offer = { id: '', article: '', prices: new Map(), stock: null, line };
      if (name === 'Цена' && offer) price = {};
    },
    close(name, text, path) {
      const up = path[path.length - 2];
      if (name === 'СодержитТолькоИзменения' && up === 'ПакетПредложений') full = !yes(text);
      if (priceType && up === 'ТипЦены') {
        if (name === 'Ид') priceType.id = text;
        if (name === 'Наименование') priceType.name = text;
      }
      if (name === 'ТипЦены' && priceType) {
        if (priceType.id && priceType.name) priceTypes.set(priceType.id, priceType.name);
        priceType = null;
      }
      if (!offer) return;
      if (price && up === 'Цена') {
        if (name === 'ИдТипаЦены') price.type = text;
        if (name === 'ЦенаЗаЕдиницу') price.value = number(text);
      }
      if (name === 'Цена' && price) {
        const typeName = priceTypes.get(price.type ?? '') ?? price.type ?? '';
        named.add(typeName);
        if (price.value !== null && price.value !== undefined) offer.prices.set(typeName, price.value);
        price = null;
      }
      if (up === 'Предложение') {
        if (name === 'Ид') offer.id = text.split('#')[0]!;
        if (name === 'Артикул') offer.article = text;
        if (name === 'Количество') offer.stock = number(text);
      }
      // 2.08+: <Остатки><Остаток><Склад><Количество>, or <Остаток><Количество> for the whole stock.
      if (name === 'Количество' && path.includes('Остатки')) {
        const value = number(text) ?? 0;
        offer.stock = path.includes('Склад') ? (offer.stock ?? 0) + value : value;
      }
      if (name === 'Предложение') {
        offers.push(offer);
        offer = null;
      }
    },
  };
  const hand = async (atLeast: number) => {
    if (offers.length >= atLeast && offers.length > 0)
      await onOffers({ offers: offers.splice(0), declaredTypes: [...priceTypes.values()] });
  };
  await parse(file, handler, () => hand(READ_BATCH));
  await hand(0);
  return { full, priceTypes: [...new Set([...priceTypes.values(), ...named])] };
}
