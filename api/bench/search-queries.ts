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
  | 'раскладка';

export interface JudgedQuery {
  kind: QueryKind;
  /** The query, or how to pick it from the catalogue (item and model codes differ with its size). */
  query: string | ((docs: JudgedDoc[]) => string);
  relevant: (doc: JudgedDoc, query: string) => boolean;
}

const inSection = (doc: JudgedDoc, ...names: string[]): boolean =>
  names.some((n) => doc.sections.includes(n));
const named = (doc: JudgedDoc, pattern: RegExp): boolean => pattern.test(doc.name);
const prop = (doc: JudgedDoc, key: string, pattern: RegExp): boolean => pattern.test(doc.props[key] ?? '');
const num = (doc: JudgedDoc, key: string): number => parseFloat((doc.props[key] ?? '').replace(',', '.'));
const safe = (doc: JudgedDoc): boolean => inSection(doc, 'Сейфы');
const gunSafe = (doc: JudgedDoc): boolean => inSection(doc, 'Сейфы для оружия');
const fireproof = (doc: JudgedDoc): boolean =>
  safe(doc) && (inSection(doc, 'Огнестойкие сейфы') || prop(doc, 'Огнестойкость', /минут/));
const priced = (doc: JudgedDoc, test: (price: number) => boolean): boolean =>
  doc.price !== null && test(doc.price);
/** The first item whose name has a model code of these letters, as «КР-1250». */
const modelCode =
  (letters: string) =>
  (docs: JudgedDoc[]): string =>
    new RegExp(`${letters}-\\d+`).exec(docs.find((d) => d.name.includes(`${letters}-`))?.name ?? '')?.[0] ??
    '';

export const JUDGED_QUERIES: JudgedQuery[] = [
  // A characteristic the name does not mention.
  {
    kind: 'характеристики',
    query: 'сейф с ключевым замком',
    relevant: (d) => safe(d) && prop(d, 'Тип замка', /^Ключевой/),
  },
  {
    kind: 'характеристики',
    query: 'шкаф серый',
    relevant: (d) => named(d, /Шкаф/) && prop(d, 'Цвет', /^Серый/),
  },
  {
    kind: 'характеристики',
    query: 'сейф с электронным замком',
    relevant: (d) => safe(d) && prop(d, 'Тип замка', /лектронный/),
  },
  {
    kind: 'характеристики',
    query: 'шкаф с кодовым замком',
    relevant: (d) => named(d, /Шкаф/) && prop(d, 'Тип замка', /одовый/),
  },
  {
    kind: 'характеристики',
    query: 'стеллаж оцинкованный',
    relevant: (d) => named(d, /Стеллаж/) && prop(d, 'Покрытие', /Оцинкованное/),
  },
  {
    kind: 'характеристики',
    query: 'стеллаж безболтовой',
    relevant: (d) => named(d, /Стеллаж/) && prop(d, 'Тип сборки', /Безболтовой/),
  },
  {
    kind: 'характеристики',
    query: 'верстак с перфорированным экраном',
    relevant: (d) => named(d, /Верстак/) && prop(d, 'Экран с перфорацией', /Есть/),
  },
  {
    kind: 'характеристики',
    query: 'шкаф чёрный муар',
    relevant: (d) => named(d, /Шкаф/) && prop(d, 'Цвет', /Чёрный муар/),
  },
  {
    kind: 'характеристики',
    query: 'верстак столешница бук',
    relevant: (d) => named(d, /Верстак/) && prop(d, 'Столешница', /Бук/),
  },
  {
    kind: 'характеристики',
    query: 'шлагбаум электромеханический',
    relevant: (d) => named(d, /Шлагбаум/) && prop(d, 'Привод', /Электромеханический/),
  },
  {
    kind: 'характеристики',
    query: 'сейф италия',
    relevant: (d) => safe(d) && prop(d, 'Страна производства', /Италия/),
  },
  {
    kind: 'характеристики',
    query: 'сейф с трейзером',
    relevant: (d) => gunSafe(d) && prop(d, 'Трейзер', /Есть/),
  },
  // Words of the trade that the catalogue writes differently.
  { kind: 'синонимы', query: 'несгораемый сейф', relevant: fireproof },
  { kind: 'синонимы', query: 'несгораемый шкаф', relevant: fireproof },
  { kind: 'синонимы', query: 'оружейный сейф', relevant: gunSafe },
  {
    kind: 'синонимы',
    query: 'шкаф для одежды',
    relevant: (d) => inSection(d, 'Шкафы металлические для раздевалок', 'Гардеробные системы'),
  },
  { kind: 'синонимы', query: 'шлагбаум', relevant: (d) => inSection(d, 'Шлагбаумы', 'Парковочные барьеры') },
  { kind: 'синонимы', query: 'противовзломный сейф', relevant: (d) => inSection(d, 'Взломостойкие сейфы') },
  { kind: 'синонимы', query: 'сейф для ружья', relevant: gunSafe },
  { kind: 'синонимы', query: 'денежный ящик', relevant: (d) => inSection(d, 'Кэшбоксы') },
  { kind: 'синонимы', query: 'отельный сейф', relevant: (d) => inSection(d, 'Гостиничные сейфы') },
  { kind: 'синонимы', query: 'стеллаж под поддоны', relevant: (d) => inSection(d, 'Паллетные стеллажи') },
  {
    kind: 'синонимы',
    query: 'тумбочка инструментальная',
    relevant: (d) => inSection(d, 'Инструментальные тумбы'),
  },
  { kind: 'синонимы', query: 'шкаф для ключей', relevant: (d) => inSection(d, 'Ключницы') },
  {
    kind: 'синонимы',
    query: 'ограждение нержавейка',
    relevant: (d) => inSection(d, 'Дорожные ограждения') && prop(d, 'Материал', /Нержавеющая/),
  },
  {
    kind: 'синонимы',
    query: 'шкафчик для раздевалки',
    relevant: (d) => inSection(d, 'Шкафы металлические для раздевалок'),
  },
  // Words that say nothing about which goods: they must not sink the query.
  { kind: 'лишние слова', query: 'сейф металлический', relevant: safe },
  { kind: 'лишние слова', query: 'купить стеллаж недорого', relevant: (d) => named(d, /^Стеллаж/) },
  {
    kind: 'лишние слова',
    query: 'металлический верстак для гаража',
    relevant: (d) => inSection(d, 'Верстаки для гаража'),
  },
  {
    kind: 'лишние слова',
    query: 'почтовый ящик металлический',
    relevant: (d) => inSection(d, 'Почтовые ящики') && named(d, /почтовый/),
  },
  { kind: 'лишние слова', query: 'надежный сейф для дома', relevant: safe },
  {
    kind: 'лишние слова',
    query: 'шкаф металлический для документов',
    relevant: (d) => inSection(d, 'Шкафы для документов', 'Архивные шкафы', 'Бухгалтерские шкафы'),
  },
  {
    kind: 'лишние слова',
    query: 'стеллаж металлический для гаража',
    relevant: (d) => inSection(d, 'Стеллажи для гаража'),
  },
  { kind: 'лишние слова', query: 'сейф стальной', relevant: safe },
  // Queries no single item has every word of.
  {
    kind: 'часть слов',
    query: 'гостиничный сейф с отпечатком пальца',
    relevant: (d) => inSection(d, 'Гостиничные сейфы'),
  },
  {
    kind: 'часть слов',
    query: 'шкаф для сумок и рюкзаков',
    relevant: (d) => inSection(d, 'Шкафы для сумок'),
  },
  { kind: 'часть слов', query: 'верстак с тисками', relevant: (d) => named(d, /^Верстак/) },
  {
    kind: 'часть слов',
    query: 'почтовый ящик для подъезда',
    relevant: (d) => inSection(d, 'Почтовые ящики') && named(d, /почтовый/),
  },
  {
    kind: 'часть слов',
    query: 'тележка для инструментов с ящиками',
    relevant: (d) => inSection(d, 'Инструментальные тележки'),
  },
  { kind: 'часть слов', query: 'сейф под оружие и патроны', relevant: gunSafe },
  {
    kind: 'часть слов',
    query: 'архивный стеллаж для библиотеки',
    relevant: (d) => inSection(d, 'Архивные стеллажи'),
  },
  // Numbers next to a unit or a characteristic word.
  { kind: 'числа', query: 'сейф на 5 ружей', relevant: (d) => gunSafe(d) && num(d, 'Вместимость') === 5 },
  {
    kind: 'числа',
    query: 'огнестойкий сейф 120 минут',
    relevant: (d) => safe(d) && prop(d, 'Огнестойкость', /^90/),
  },
  { kind: 'числа', query: 'сейф 60 минут', relevant: (d) => safe(d) && prop(d, 'Огнестойкость', /^60/) },
  {
    kind: 'числа',
    query: 'шкаф для раздевалки 4 секции',
    relevant: (d) => inSection(d, 'Шкафы металлические для раздевалок') && num(d, 'Количество секций') === 4,
  },
  {
    kind: 'числа',
    query: 'шкаф высота 1800',
    relevant: (d) => named(d, /Шкаф/) && Math.abs(d.heightMm - 1800) <= 100,
  },
  {
    kind: 'числа',
    query: 'стеллаж 5 полок',
    relevant: (d) => named(d, /Стеллаж/) && num(d, 'Количество полок') === 5,
  },
  {
    kind: 'числа',
    query: 'почтовый ящик 6 секций',
    relevant: (d) => named(d, /почтовый/) && num(d, 'Количество секций') === 6,
  },
  { kind: 'числа', query: 'сейф 30 литров', relevant: (d) => safe(d) && Math.abs(num(d, 'Объём') - 30) <= 5 },
  {
    kind: 'числа',
    query: 'верстак нагрузка 1000 кг',
    relevant: (d) => named(d, /Верстак/) && num(d, 'Нагрузка на столешницу') === 1000,
  },
  {
    kind: 'числа',
    query: 'тумба инструментальная 5 ящиков',
    relevant: (d) => inSection(d, 'Инструментальные тумбы') && num(d, 'Количество ящиков') === 5,
  },
  // Price limits.
  { kind: 'цена', query: 'сейф до 15000', relevant: (d) => safe(d) && priced(d, (p) => p <= 15_000) },
  {
    kind: 'цена',
    query: 'стеллаж дешевле 5000',
    relevant: (d) => named(d, /Стеллаж/) && priced(d, (p) => p <= 5_000),
  },
  {
    kind: 'цена',
    query: 'верстак от 50000',
    relevant: (d) => named(d, /Верстак/) && priced(d, (p) => p >= 50_000),
  },
  {
    kind: 'цена',
    query: 'шкаф для документов до 20 000 руб',
    relevant: (d) => inSection(d, 'Шкафы для документов') && priced(d, (p) => p <= 20_000),
  },
  {
    kind: 'цена',
    query: 'почтовый ящик до 3000',
    relevant: (d) => named(d, /почтовый/) && priced(d, (p) => p <= 3_000),
  },
  // Typos in one word or several.
  { kind: 'опечатки', query: 'сеф оружейный', relevant: gunSafe },
  { kind: 'опечатки', query: 'стелаж складской', relevant: (d) => inSection(d, 'Складские стеллажи') },
  { kind: 'опечатки', query: 'веерстак', relevant: (d) => named(d, /^Верстак/) },
  {
    kind: 'опечатки',
    query: 'шкав для раздевалки',
    relevant: (d) => inSection(d, 'Шкафы металлические для раздевалок'),
  },
  { kind: 'опечатки', query: 'огнистойкий сейф', relevant: fireproof },
  { kind: 'опечатки', query: 'кречт', relevant: (d) => named(d, /Кречет/) },
  { kind: 'опечатки', query: 'почтовй ящик', relevant: (d) => named(d, /почтовый/) },
  { kind: 'опечатки', query: 'картатека', relevant: (d) => named(d, /^Картотека/) },
  // Brands, in Latin letters and as shoppers spell them in Cyrillic.
  { kind: 'бренды', query: 'вальберг', relevant: (d) => named(d, /Valberg/) },
  { kind: 'бренды', query: 'сейф топаз', relevant: (d) => named(d, /Topaz/) },
  { kind: 'бренды', query: 'valberg оружейный', relevant: (d) => named(d, /Valberg/) && gunSafe(d) },
  { kind: 'бренды', query: 'айко', relevant: (d) => named(d, /Aiko/) },
  { kind: 'бренды', query: 'металл завод шкаф', relevant: (d) => named(d, /Metall Zavod/) },
  { kind: 'бренды', query: 'бастион', relevant: (d) => named(d, /Бастион/) },
  // Item and model codes, as written and with look-alike letters of the other alphabet.
  {
    kind: 'коды',
    query: (docs) => docs[Math.floor(docs.length / 3)]!.itemCode,
    relevant: (d, q) => d.itemCode === q,
  },
  { kind: 'коды', query: modelCode('КР'), relevant: (d, q) => d.name.includes(q) },
  {
    kind: 'коды',
    query: (docs) => modelCode('КР')(docs).replace('-', ''),
    relevant: (d, q) => d.name.includes(q.replace(/(\D+)/, '$1-')),
  },
  {
    kind: 'коды',
    query: (docs) => modelCode('AK')(docs).replace('AK', 'АК'),
    relevant: (d, q) => d.name.includes(q.replace('АК', 'AK')),
  },
  // The right words typed in the English layout.
  { kind: 'раскладка', query: 'ctqa', relevant: (d) => named(d, /^Сейф/) },
  { kind: 'раскладка', query: 'cntkkf;', relevant: (d) => named(d, /^Стеллаж/) },
  { kind: 'раскладка', query: 'dthcnfr', relevant: (d) => named(d, /^Верстак/) },
  { kind: 'раскладка', query: 'gjxnjdsq zobr', relevant: (d) => named(d, /почтовый/) },
  { kind: 'раскладка', query: 'cntkkf; crkflcrjq', relevant: (d) => inSection(d, 'Складские стеллажи') },
];
