import fs from 'node:fs';

/**
 * Sample CommerceML 2.10 files as 1С:Управление торговлей writes them for its site exchange: `import.xml` (a
 * classifier with nested groups and a property, a catalogue of products) and `offers.xml` (two price types,
 * prices and stock by warehouse). Generated as chunks, so the benchmark writes 35 000 products without holding
 * the file. Product `n` has the id `…-n`, the Артикул `1C-n` and sits in one of the six inner groups.
 */

export const GROUPS = [
  {
    id: 'grp-safes',
    name: 'Сейфы 1С',
    children: [
      { id: 'grp-home', name: 'Сейфы для дома' },
      { id: 'grp-gun', name: 'Оружейные шкафы 1С' },
    ],
  },
  {
    id: 'grp-furniture',
    name: 'Металлическая мебель',
    children: [
      { id: 'grp-lockers', name: 'Шкафы для раздевалок' },
      { id: 'grp-files', name: 'Картотеки' },
    ],
  },
  {
    id: 'grp-boxes',
    name: 'Почтовые ящики',
    children: [
      { id: 'grp-post', name: 'Ящики для почты' },
      { id: 'grp-keys', name: 'Ключницы' },
    ],
  },
] as const;
const INNER = GROUPS.flatMap((group) => group.children.map((child) => child.id));

export const RETAIL = 'Розничная';
export const WHOLESALE = 'Оптовая';
const COLOURS = ['Серый', 'Чёрный', 'Белый', 'Бежевый'];

export const externalId = (n: number) => `8f0c1e2a-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const article = (n: number) => `1C-${n}`;
export const productName = (n: number, edition = '') => `Сейф огнестойкий Обмен-${n}${edition}`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10" ДатаФормирования="2026-11-26T10:00:00">\n`;

export interface ImportSample {
  /** Product numbers in the file. */
  from: number;
  to: number;
  /** «СодержитТолькоИзменения»: false = a full exchange. */
  onlyChanges?: boolean;
  /** Appended to every name (a second edition of the same products). */
  edition?: string;
  /** Product numbers whose picture (`import_files/<n>.png`) the file names. */
  pictures?: number[];
}

export function* importXml(sample: ImportSample): Generator<string> {
  yield HEAD;
  yield '<Классификатор><Ид>cls-1</Ид><Наименование>Классификатор (Основной каталог товаров)</Наименование><Группы>';
  for (const group of GROUPS) {
    yield `<Группа><Ид>${group.id}</Ид><Наименование>${group.name}</Наименование><Группы>`;
    for (const child of group.children)
      yield `<Группа><Ид>${child.id}</Ид><Наименование>${child.name}</Наименование></Группа>`;
    yield '</Группы></Группа>';
  }
  yield '</Группы><Свойства><Свойство><Ид>prop-colour</Ид><Наименование>Цвет</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство></Свойства></Классификатор>\n';
  yield `<Каталог СодержитТолькоИзменения="${sample.onlyChanges ? 'true' : 'false'}"><Ид>cat-1</Ид><ИдКлассификатора>cls-1</ИдКлассификатора><Наименование>Основной каталог товаров</Наименование><Товары>\n`;
  for (let n = sample.from; n <= sample.to; n += 1) {
    const picture = sample.pictures?.includes(n) ? `<Картинка>import_files/${n}.png</Картинка>` : '';
    yield (
      `<Товар><Ид>${externalId(n)}</Ид><Артикул>${article(n)}</Артикул>` +
      `<Наименование>${escape(productName(n, sample.edition))}</Наименование>` +
      `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>` +
      `<Группы><Ид>${INNER[n % INNER.length]}</Ид></Группы>` +
      `<Описание>Сейф №${n} &amp; ключ: огнестойкость 60 минут.</Описание>${picture}` +
      `<ЗначенияСвойств><ЗначенияСвойства><Ид>prop-colour</Ид><Значение>${COLOURS[n % COLOURS.length]}</Значение></ЗначенияСвойства></ЗначенияСвойств>` +
      `<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Класс взломостойкости</Наименование><Значение>${(n % 3) + 1}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>` +
      `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>` +
      `<ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${(n % 50) + 10}</Значение></ЗначениеРеквизита>` +
      `<ЗначениеРеквизита><Наименование>Высота</Наименование><Значение>${400 + (n % 100)}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n`
    );
  }
  yield '</Товары></Каталог></КоммерческаяИнформация>\n';
}

export interface OffersSample {
  from: number;
  to: number;
  onlyChanges?: boolean;
  /** The retail price of product n (the wholesale one is 20 % less). */
  price?: (n: number) => number;
}

export const samplePrice = (n: number) => 10_000 + (n % 97) * 100;

export function* offersXml(sample: OffersSample): Generator<string> {
  const price = sample.price ?? samplePrice;
  yield HEAD;
  yield `<ПакетПредложений СодержитТолькоИзменения="${sample.onlyChanges ? 'true' : 'false'}"><Ид>cat-1#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat-1</ИдКаталога><ИдКлассификатора>cls-1</ИдКлассификатора>`;
  yield (
    `<ТипыЦен><ТипЦены><Ид>pt-retail</Ид><Наименование>${RETAIL}</Наименование><Валюта>RUB</Валюта></ТипЦены>` +
    `<ТипЦены><Ид>pt-wholesale</Ид><Наименование>${WHOLESALE}</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>`
  );
  yield '<Склады><Склад><Ид>wh-1</Ид><Наименование>Основной склад</Наименование></Склад><Склад><Ид>wh-2</Ид><Наименование>Донецк</Наименование></Склад></Склады><Предложения>\n';
  for (let n = sample.from; n <= sample.to; n += 1) {
    yield (
      `<Предложение><Ид>${externalId(n)}</Ид><Наименование>${escape(productName(n))}</Наименование>` +
      `<Цены><Цена><Представление>${price(n)} RUB за шт</Представление><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${price(n)}.00</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица></Цена>` +
      `<Цена><ИдТипаЦены>pt-wholesale</ИдТипаЦены><ЦенаЗаЕдиницу>${Math.round(price(n) * 0.8)}.00</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена></Цены>` +
      `<Остатки><Остаток><Склад><Ид>wh-1</Ид><Количество>${n % 7}</Количество></Склад></Остаток><Остаток><Склад><Ид>wh-2</Ид><Количество>1</Количество></Склад></Остаток></Остатки></Предложение>\n`
    );
  }
  yield '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n';
}

/**
 * A file of products 1…`to` cut in the middle of the product after `cutAfter` (1С's transfer broke): `line` is
 * where it ends.
 */
export function brokenImportXml({ to = 5, cutAfter = 3 } = {}): { xml: string; line: number } {
  const whole = [...importXml({ from: 1, to })].join('');
  const cut =
    whole.slice(0, whole.indexOf('<Товар>', whole.indexOf(`>${article(cutAfter)}<`)) + 40) +
    '</Товары>\n</Каталог>';
  return { xml: cut, line: cut.split('\n').length - 1 };
}

export const text = (chunks: Iterable<string>) => [...chunks].join('');

/** Writes the chunks to a file as they come. */
export function writeSample(file: string, chunks: Iterable<string>): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const chunk of chunks) fs.writeSync(fd, chunk);
  } finally {
    fs.closeSync(fd);
  }
}
