/**
 * The judged query set of the search bench (search.ts): what shoppers of safes and metal furniture type, of
 * every kind the search must handle, each with a rule over the product's fields saying what is relevant.
 * The rules are written from the query's meaning, never from what an engine answers.
 */
export interface JudgedDoc {
  itemCode: string;
  name: string;
  /** Category, subcategory and (when there is one) second-level section names. */
  sections: string[];
  props: Record<string, string>;
  price: number | null;
  heightMm: number;
}

export type QueryKind =
  | 'характеристики'
  | 'синонимы'
  | 'лишние слова'
  | 'часть слов'
  | 'числа'
  | 'цена'
  | 'опечатки'
  | 'бренды'
  | 'коды'
  | 'раскладка'
  | 'имена разделов'
  | 'классы'
  | 'исполнение';

export interface JudgedQuery {
  kind: QueryKind;
  /** The query, or how to pick it from the catalogue (item and model codes differ with its size). */
  query: string | ((docs: JudgedDoc[]) => string);
  relevant: (doc: JudgedDoc, query: string) => boolean;
}

export const inSection = (doc: JudgedDoc, ...names: string[]): boolean =>
  names.some((n) => doc.sections.includes(n));
export const named = (doc: JudgedDoc, pattern: RegExp): boolean => pattern.test(doc.name);
export const prop = (doc: JudgedDoc, key: string, pattern: RegExp): boolean =>
  pattern.test(doc.props[key] ?? '');
export const num = (doc: JudgedDoc, key: string): number =>
  parseFloat((doc.props[key] ?? '').replace(',', '.'));
export const safe = (doc: JudgedDoc): boolean => inSection(doc, 'Сейфы');
export const gunSafe = (doc: JudgedDoc): boolean => inSection(doc, 'Сейфы для оружия');
export const fireproof = (doc: JudgedDoc): boolean =>
  safe(doc) && (inSection(doc, 'Огнестойкие сейфы') || prop(doc, 'Огнестойкость', /минут/));
export const priced = (doc: JudgedDoc, test: (price: number) => boolean): boolean =>
  doc.price !== null && test(doc.price);
/** The first item whose name has a model code of these letters, as «КР-1250». */
const modelCode =
  (letters: string) =>
  (docs: JudgedDoc[]): string =>
    new RegExp(`${letters}-\\d+`).exec(docs.find((d) => d.name.includes(`${letters}-`))?.name ?? '')?.[0] ??
    '';

/** The queries of one kind, each with its relevance rule. */
export const judged = (
  kind: QueryKind,
  list: Array<[JudgedQuery['query'], JudgedQuery['relevant']]>,
): JudgedQuery[] => list.map(([query, relevant]) => ({ kind, query, relevant }));

export const JUDGED_QUERIES: JudgedQuery[] = [
  // A characteristic the name does not mention.
  ...judged('характеристики', [
    ['сейф с ключевым замком', (d) => safe(d) && prop(d, 'Тип замка', /^Ключевой/)],
    ['шкаф серый', (d) => named(d, /Шкаф/) && prop(d, 'Цвет', /^Серый/)],
    ['сейф с электронным замком', (d) => safe(d) && prop(d, 'Тип замка', /лектронный/)],
    ['шкаф с кодовым замком', (d) => named(d, /Шкаф/) && prop(d, 'Тип замка', /одовый/)],
    ['стеллаж оцинкованный', (d) => named(d, /Стеллаж/) && prop(d, 'Покрытие', /Оцинкованное/)],
    ['стеллаж безболтовой', (d) => named(d, /Стеллаж/) && prop(d, 'Тип сборки', /Безболтовой/)],
    [
      'верстак с перфорированным экраном',
      (d) => named(d, /Верстак/) && prop(d, 'Экран с перфорацией', /Есть/),
    ],
    ['шкаф чёрный муар', (d) => named(d, /Шкаф/) && prop(d, 'Цвет', /Чёрный муар/)],
    ['верстак столешница бук', (d) => named(d, /Верстак/) && prop(d, 'Столешница', /Бук/)],
    ['шлагбаум электромеханический', (d) => named(d, /Шлагбаум/) && prop(d, 'Привод', /Электромеханический/)],
    ['сейф италия', (d) => safe(d) && prop(d, 'Страна производства', /Италия/)],
    ['сейф с трейзером', (d) => gunSafe(d) && prop(d, 'Трейзер', /Есть/)],
  ]),
  // Words of the trade that the catalogue writes differently.
  ...judged('синонимы', [
    ['несгораемый сейф', fireproof],
    ['несгораемый шкаф', fireproof],
    ['оружейный сейф', gunSafe],
    ['шкаф для одежды', (d) => inSection(d, 'Шкафы металлические для раздевалок', 'Гардеробные системы')],
    ['шлагбаум', (d) => inSection(d, 'Шлагбаумы', 'Парковочные барьеры')],
    ['противовзломный сейф', (d) => inSection(d, 'Взломостойкие сейфы')],
    ['сейф для ружья', gunSafe],
    ['денежный ящик', (d) => inSection(d, 'Кэшбоксы')],
    ['отельный сейф', (d) => inSection(d, 'Гостиничные сейфы')],
    ['стеллаж под поддоны', (d) => inSection(d, 'Паллетные стеллажи')],
    ['тумбочка инструментальная', (d) => inSection(d, 'Инструментальные тумбы')],
    ['шкаф для ключей', (d) => inSection(d, 'Ключницы')],
    [
      'ограждение нержавейка',
      (d) => inSection(d, 'Дорожные ограждения') && prop(d, 'Материал', /Нержавеющая/),
    ],
    ['шкафчик для раздевалки', (d) => inSection(d, 'Шкафы металлические для раздевалок')],
  ]),
  // Words that say nothing about which goods: they must not sink the query.
  ...judged('лишние слова', [
    ['сейф металлический', safe],
    ['купить стеллаж недорого', (d) => named(d, /^Стеллаж/)],
    ['металлический верстак для гаража', (d) => inSection(d, 'Верстаки для гаража')],
    ['почтовый ящик металлический', (d) => inSection(d, 'Почтовые ящики') && named(d, /почтовый/)],
    ['надежный сейф для дома', safe],
    [
      'шкаф металлический для документов',
      (d) => inSection(d, 'Шкафы для документов', 'Архивные шкафы', 'Бухгалтерские шкафы'),
    ],
    ['стеллаж металлический для гаража', (d) => inSection(d, 'Стеллажи для гаража')],
    ['сейф стальной', safe],
  ]),
  // Queries no single item has every word of.
  ...judged('часть слов', [
    ['гостиничный сейф с отпечатком пальца', (d) => inSection(d, 'Гостиничные сейфы')],
    ['шкаф для сумок и рюкзаков', (d) => inSection(d, 'Шкафы для сумок')],
    ['верстак с тисками', (d) => named(d, /^Верстак/)],
    ['почтовый ящик для подъезда', (d) => inSection(d, 'Почтовые ящики') && named(d, /почтовый/)],
    ['тележка для инструментов с ящиками', (d) => inSection(d, 'Инструментальные тележки')],
    ['сейф под оружие и патроны', gunSafe],
    ['архивный стеллаж для библиотеки', (d) => inSection(d, 'Архивные стеллажи')],
  ]),
  // Numbers next to a unit or a characteristic word.
  ...judged('числа', [
    ['сейф на 5 ружей', (d) => gunSafe(d) && num(d, 'Вместимость') === 5],
    ['огнестойкий сейф 120 минут', (d) => safe(d) && prop(d, 'Огнестойкость', /^90/)],
    ['сейф 60 минут', (d) => safe(d) && prop(d, 'Огнестойкость', /^60/)],
    [
      'шкаф для раздевалки 4 секции',
      (d) => inSection(d, 'Шкафы металлические для раздевалок') && num(d, 'Количество секций') === 4,
    ],
    ['шкаф высота 1800', (d) => named(d, /Шкаф/) && Math.abs(d.heightMm - 1800) <= 100],
    ['стеллаж 5 полок', (d) => named(d, /Стеллаж/) && num(d, 'Количество полок') === 5],
    ['почтовый ящик 6 секций', (d) => named(d, /почтовый/) && num(d, 'Количество секций') === 6],
    ['сейф 30 литров', (d) => safe(d) && Math.abs(num(d, 'Объём') - 30) <= 5],
    ['верстак нагрузка 1000 кг', (d) => named(d, /Верстак/) && num(d, 'Нагрузка на столешницу') === 1e3],
    [
      'тумба инструментальная 5 ящиков',
      (d) => inSection(d, 'Инструментальные тумбы') && num(d, 'Количество ящиков') === 5,
    ],
  ]),
  // Price limits.
  ...judged('цена', [
    ['сейф до 15000', (d) => safe(d) && priced(d, (p) => p <= 15e3)],
    ['стеллаж дешевле 5000', (d) => named(d, /Стеллаж/) && priced(d, (p) => p <= 5e3)],
    ['верстак от 50000', (d) => named(d, /Верстак/) && priced(d, (p) => p >= 5e4)],
    [
      'шкаф для документов до 20 000 руб',
      (d) => inSection(d, 'Шкафы для документов') && priced(d, (p) => p <= 2e4),
    ],
    ['почтовый ящик до 3000', (d) => named(d, /почтовый/) && priced(d, (p) => p <= 3e3)],
  ]),
  // Typos in one word or several.
  ...judged('опечатки', [
    ['сеф оружейный', gunSafe],
    ['стелаж складской', (d) => inSection(d, 'Складские стеллажи')],
    ['веерстак', (d) => named(d, /^Верстак/)],
    ['шкав для раздевалки', (d) => inSection(d, 'Шкафы металлические для раздевалок')],
    ['огнистойкий сейф', fireproof],
    ['кречт', (d) => named(d, /Кречет/)],
    ['почтовй ящик', (d) => named(d, /почтовый/)],
    ['картатека', (d) => named(d, /^Картотека/)],
  ]),
  // Brands, in Latin letters and as shoppers spell them in Cyrillic.
  ...judged('бренды', [
    ['вальберг', (d) => named(d, /Valberg/)],
    ['сейф топаз', (d) => named(d, /Topaz/)],
    ['valberg оружейный', (d) => named(d, /Valberg/) && gunSafe(d)],
    ['айко', (d) => named(d, /Aiko/)],
    ['металл завод шкаф', (d) => named(d, /Metall Zavod/)],
    ['бастион', (d) => named(d, /Бастион/)],
  ]),
  // Item and model codes, as written and with look-alike letters of the other alphabet.
  ...judged('коды', [
    [(docs) => docs[Math.floor(docs.length / 3)]!.itemCode, (d, q) => d.itemCode === q],
    [modelCode('КР'), (d, q) => d.name.includes(q)],
    [(docs) => modelCode('КР')(docs).replace('-', ''), (d, q) => d.name.includes(q.replace(/(\D+)/, '$1-'))],
    [(docs) => modelCode('AK')(docs).replace('AK', 'АК'), (d, q) => d.name.includes(q.replace('АК', 'AK'))],
  ]),
  // Buyers' names of sections (catalogue/buyer-words.ts); the set judged apart has others.
  ...judged('имена разделов', [
    ['шкаф для сушки одежды', (d) => inSection(d, 'Сушильные шкафы')],
    ['банкетка для раздевалки', (d) => inSection(d, 'Скамьи для раздевалок')],
    ['сейф тайник', (d) => inSection(d, 'Встраиваемые сейфы')],
  ]),
  ...judged('классы', [
    ['класс взломостойкости 3', (d) => safe(d) && prop(d, 'Класс взломостойкости', /^III$/)],
    ['сейф 2-го класса', (d) => safe(d) && prop(d, 'Класс взломостойкости', /^II$/)],
  ]),
  ...judged('исполнение', [
    [
      'переносной столбик',
      (d) => inSection(d, 'Парковочные столбики') && prop(d, 'Тип установки', /^Съёмный$/),
    ],
  ]),
  // The right words typed in the English layout.
  ...judged('раскладка', [
    ['ctqa', (d) => named(d, /^Сейф/)],
    ['cntkkf;', (d) => named(d, /^Стеллаж/)],
    ['dthcnfr', (d) => named(d, /^Верстак/)],
    ['gjxnjdsq zobr', (d) => named(d, /почтовый/)],
    ['cntkkf; crkflcrjq', (d) => inSection(d, 'Складские стеллажи')],
  ]),
];
