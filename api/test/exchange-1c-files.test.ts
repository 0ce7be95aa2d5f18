import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import {
  BrokenFile,
  type CatalogueFile,
  type OffersFile,
  streamCatalogue,
  streamOffers,
} from '../src/modules/exchange/xml/commerceml';
import { readOrderStatuses } from '../src/modules/exchange/xml/orders-xml';
import { Refused, appendPart, safeName, unpackArchives } from '../src/modules/exchange/files';
import { codeOf } from '../src/modules/exchange/import/codes';
import { slugOf } from '../src/modules/exchange/import/groups';
import {
  RETAIL,
  WHOLESALE,
  article,
  brokenImportXml,
  externalId,
  importXml,
  offersXml,
  samplePrice,
  text,
  writeSample,
} from './support/commerceml';

// The exchange's readers and files without a server: parsing CommerceML as streams, names, parts, archives.

/** A whole `import.xml`, collected from the streaming reader the exchange uses. */
async function readCatalogue(file: string): Promise<CatalogueFile> {
  const items: CatalogueFile['items'] = [];
  const head = await streamCatalogue(file, async (part) => {
    items.push(...part.items);
  });
  return { ...head, items };
}

/** A whole `offers.xml`, collected from the streaming reader the exchange uses. */
async function readOffers(file: string): Promise<OffersFile> {
  const offers: OffersFile['offers'] = [];
  const { full, priceTypes } = await streamOffers(file, async (part) => {
    offers.push(...part.offers);
  });
  return { offers, full, priceTypes };
}
/** An exchange's own limit; every exchange's and the disk's out of the way. */
const limits = (totalBytes: number) => ({ totalBytes, diskBytes: 2 ** 50, minFreeBytes: 0 });

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};

test('import.xml: nested groups, products with their article, group, description and characteristics', async () => {
  const catalogue = await readCatalogue(file('import.xml', text(importXml({ from: 1, to: 1000 }))));
  expect(catalogue.full).toBe(true);
  expect(catalogue.groups).toHaveLength(9);
  expect(catalogue.groups).toContainEqual({ id: 'grp-home', name: 'Сейфы для дома', parentId: 'grp-safes' });
  expect(catalogue.groups).toContainEqual({ id: 'grp-safes', name: 'Сейфы 1С', parentId: null });
  expect(catalogue.items).toHaveLength(1000);
  const seventh = catalogue.items[6]!;
  expect(seventh).toMatchObject({
    id: externalId(7),
    article: article(7),
    name: 'Сейф огнестойкий Обмен-7',
    groupIds: ['grp-gun'],
    description: 'Сейф №7 & ключ: огнестойкость 60 минут.',
  });
  // The property by the classifier's name, the characteristic, the weight; not 1С's bookkeeping requisites.
  expect(seventh.props).toEqual([
    { key: 'Цвет', value: 'Бежевый' },
    { key: 'Класс взломостойкости', value: '2' },
    { key: 'Вес', value: '17' },
    { key: 'Высота', value: '407' },
  ]);
});

test('«СодержитТолькоИзменения» as an attribute or an element makes the exchange partial', async () => {
  expect(
    (await readCatalogue(file('a.xml', text(importXml({ from: 1, to: 2, onlyChanges: true }))))).full,
  ).toBe(false);
  const element = text(importXml({ from: 1, to: 2 })).replace(
    '<Каталог СодержитТолькоИзменения="false">',
    '<Каталог><СодержитТолькоИзменения>true</СодержитТолькоИзменения>',
  );
  expect((await readCatalogue(file('b.xml', element))).full).toBe(false);
});

test('only a file with «Каталог» is a full exchange: a root alone, or a classifier alone, is not', async () => {
  const root = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"/>';
  expect((await readCatalogue(file('root.xml', root))).full).toBeNull();
  const classifier = text(importXml({ from: 1, to: 2 })).replace(/<Каталог[^]*<\/Каталог>/, '');
  expect(await readCatalogue(file('groups.xml', classifier))).toMatchObject({ full: null, items: [] });
  const absent = text(importXml({ from: 1, to: 2 })).replace(' СодержитТолькоИзменения="false"', '');
  expect((await readCatalogue(file('c.xml', absent))).full).toBe(true);
});

test('offers.xml: prices by price type name, stock summed over warehouses', async () => {
  const { offers, full, priceTypes } = await readOffers(
    file('offers.xml', text(offersXml({ from: 1, to: 10 }))),
  );
  expect(full).toBe(true);
  expect(priceTypes).toEqual([RETAIL, WHOLESALE]);
  expect(offers).toHaveLength(10);
  expect(offers[2]).toMatchObject({ id: externalId(3), stock: 4 });
  expect(offers[2]!.prices).toEqual(
    new Map([
      [RETAIL, samplePrice(3)],
      [WHOLESALE, Math.round(samplePrice(3) * 0.8)],
    ]),
  );
});

test('a file of stock alone (2.08’s rests): «Количество» 0 is a stock of 0, and the file has no price types', async () => {
  const rests =
    '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08"><ПакетПредложений><Предложения>' +
    `<Предложение><Ид>${externalId(1)}</Ид><Остатки><Остаток><Количество>0</Количество></Остаток></Остатки></Предложение>` +
    `<Предложение><Ид>${externalId(2)}</Ид><Количество>0</Количество></Предложение>` +
    '</Предложения></ПакетПредложений></КоммерческаяИнформация>';
  const { offers, priceTypes } = await readOffers(file('rests.xml', rests));
  expect(offers.map((offer) => offer.stock)).toEqual([0, 0]);
  expect(priceTypes).toEqual([]);
});

test('an item code from 1С’s Артикул as written: spaces, slashes, dots and Cyrillic become one hyphen each', () => {
  expect(codeOf('КВ- 900')).toBe('КВ-900');
  expect(codeOf(' сейф/12.5 ')).toBe('СЕЙФ-12-5');
  expect(codeOf('1C-7')).toBe('1C-7');
  expect(codeOf('№ — /')).toBe('');
  expect(codeOf(`${'А'.repeat(49)} Б`)).toBe('А'.repeat(49));
});

test('a file in windows-1251 is read as well', async () => {
  const xml = text(offersXml({ from: 1, to: 1 })).replace('encoding="UTF-8"', 'encoding="windows-1251"');
  const { offers } = await readOffers(file('offers.xml', iconv.encode(xml, 'win1251')));
  expect([...offers[0]!.prices.keys()]).toEqual([RETAIL, WHOLESALE]);
});

test('a broken file is refused naming its line; a file that is not CommerceML too', async () => {
  const broken = brokenImportXml();
  const error = await readCatalogue(file('import.xml', broken.xml)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BrokenFile);
  expect((error as BrokenFile).line).toBe(broken.line);
  expect((error as Error).message).toMatch(
    new RegExp(`^Файл повреждён \\(ошибка XML: .+\\) \\(строка ${broken.line}\\)$`),
  );
  await expect(readOffers(file('x.xml', '<?xml version="1.0"?>\n<html></html>'))).rejects.toThrow(
    'Это не файл CommerceML: корневой элемент «html» (строка 2)',
  );
  await expect(readOffers(file('empty.xml', ''))).rejects.toThrow('Файл пуст');
});

test('an orders document from 1С: number and the requisites of the order, not of its lines', async () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.10">
<Документ><Номер>12</Номер><Товары><Товар><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Отменен</Наименование><Значение>true</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар></Товары>
<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>В сборке</Значение></ЗначениеРеквизита>
<ЗначениеРеквизита><Наименование>Дата оплаты</Наименование><Значение>2026-11-20T10:00:00</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ>
<Документ><Номер>13</Номер><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Отменен</Наименование><Значение>true</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ>
</КоммерческаяИнформация>`;
  expect(await readOrderStatuses(file('orders.xml', xml))).toEqual([
    { number: '12', status: 'В сборке', cancelled: false, posted: false, paid: true, line: 3 },
    { number: '13', status: '', cancelled: true, posted: false, paid: false, line: 6 },
  ]);
});

test('file names: 1С’s own pass, anything reaching outside the folder is refused', () => {
  expect(safeName('import.xml')).toBe('import.xml');
  expect(safeName('import_files/8f/8f0c1e2a-0000.jpg')).toBe('import_files/8f/8f0c1e2a-0000.jpg');
  for (const bad of [
    '../import.xml',
    'a/../../b',
    '/etc/passwd',
    '..\\x',
    'a//b',
    '.hidden',
    'a\0b',
    '',
    'x'.repeat(201),
    // 130 letters, 260 bytes: more than a part of a path may have on ext4.
    `import_files/${'ж'.repeat(130)}.jpg`,
  ]) {
    expect(() => safeName(bad)).toThrow(Refused);
  }
});

test('parts of a file are appended; a part or the exchange over its ceiling is refused and dropped', async () => {
  await appendPart(dir, dir, 'import.xml', Readable.from([Buffer.from('<a>')]), 100, limits(1000));
  await appendPart(dir, dir, 'import.xml', Readable.from([Buffer.from('</a>')]), 100, limits(1000));
  expect(fs.readFileSync(path.join(dir, 'import.xml'), 'utf8')).toBe('<a></a>');
  await expect(
    appendPart(dir, dir, 'big.xml', Readable.from([Buffer.alloc(101)]), 100, limits(1000)),
  ).rejects.toThrow('Часть файла больше допустимого (100 байт)');
  expect(fs.existsSync(path.join(dir, 'big.xml'))).toBe(false);
  await appendPart(dir, dir, 'one.xml', Readable.from([Buffer.alloc(90)]), 100, limits(150));
  await expect(
    appendPart(dir, dir, 'two.xml', Readable.from([Buffer.alloc(90)]), 100, limits(150)),
  ).rejects.toThrow('Файлы обмена больше допустимого (150 байт)');
  // Refused before their files had opened (a race: the opens come later from the thread pool), they stay gone.
  expect(fs.readdirSync(dir).sort()).toEqual(['import.xml', 'one.xml']);
});

test('every exchange’s files together, and the disk’s free space, bound a part; a folder in its place is refused', async () => {
  const session = path.join(dir, '7');
  fs.mkdirSync(path.join(dir, '6'));
  fs.writeFileSync(path.join(dir, '6', 'import.xml'), Buffer.alloc(100));
  const part = () => Readable.from([Buffer.alloc(60)]);
  await expect(
    appendPart(dir, session, 'import.xml', part(), 100, { ...limits(1000), diskBytes: 150 }),
  ).rejects.toThrow('Файлы всех обменов вместе больше допустимого (150 байт)');
  await expect(
    appendPart(dir, session, 'import.xml', part(), 100, { ...limits(1000), minFreeBytes: 2 ** 60 }),
  ).rejects.toThrow('На диске сервера не хватает места для файлов обмена');
  expect(fs.existsSync(path.join(session, 'import.xml'))).toBe(false);
  await appendPart(dir, session, 'import_files/a.png', part(), 100, limits(1000));
  await expect(appendPart(dir, session, 'import_files', part(), 100, limits(1000))).rejects.toThrow(
    new Refused('«import_files» — папка, а не файл'),
  );
  await expect(
    appendPart(dir, session, 'import_files/a.png/b.png', part(), 100, limits(1000)),
  ).rejects.toThrow(Refused);
  expect(fs.statSync(path.join(session, 'import_files', 'a.png')).size).toBe(60);
});

test('archives are unpacked; a zip bomb and a traversing entry are refused', async () => {
  file(
    'ok.zip',
    Buffer.from(zipSync({ 'import.xml': Buffer.from('<x/>'), 'import_files/a.png': Buffer.from('p') })),
  );
  await unpackArchives(dir, dir, limits(10_000));
  expect(fs.readFileSync(path.join(dir, 'import.xml'), 'utf8')).toBe('<x/>');
  expect(fs.existsSync(path.join(dir, 'ok.zip'))).toBe(false);

  // 50 MB of zeros packs into ~50 KB.
  file('bomb.zip', Buffer.from(zipSync({ 'offers.xml': new Uint8Array(50 * 1024 * 1024) }, { level: 9 })));
  expect(fs.statSync(path.join(dir, 'bomb.zip')).size).toBeLessThan(200_000);
  await expect(unpackArchives(dir, dir, limits(1024 * 1024))).rejects.toThrow(
    'распаковывается больше допустимого',
  );
  // What it had unpacked before it stopped is gone with it.
  expect(fs.readdirSync(dir).sort()).toEqual(['import.xml', 'import_files']);

  file('evil.zip', Buffer.from(zipSync({ '../evil.xml': Buffer.from('x') })));
  await expect(unpackArchives(dir, dir, limits(10_000_000))).rejects.toThrow(
    'Недопустимое имя файла «../evil.xml»',
  );
  expect(fs.existsSync(path.join(dir, '..', 'evil.xml'))).toBe(false);
});

test('a new section’s slug is its name in Latin letters', () => {
  expect(slugOf('Сейфы для дома')).toBe('seyfy-dlya-doma');
  expect(slugOf('Шкафы «Щит» №2')).toBe('shkafy-schit-2');
  expect(slugOf('???')).toBe('razdel');
});

test('35 000 products are read as a stream', async () => {
  const big = path.join(dir, 'big.xml');
  writeSample(big, importXml({ from: 1, to: 35_000 }));
  const catalogue = await readCatalogue(big);
  expect(catalogue.items).toHaveLength(35_000);
  expect(catalogue.items[34_999]!.article).toBe(article(35_000));
});
