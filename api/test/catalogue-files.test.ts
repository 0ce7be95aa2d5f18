import type { Item, SearchResponse } from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import { catalogueFiles, firstCode, rowsOf } from './catalogue-files-helpers';
import { type Listing } from './helpers';
import { type Buyer, catalogueAdmin, type Section, withShopServer } from './shop-helpers';

/**
 * «Импорт и экспорт» (issue 28 §4) over HTTP, as attacks and as the owner uses it: who may upload, from where,
 * how large; broken files naming their line and changing nothing; Windows-1251 and `,`; a preview's figures
 * equal to what applying does, applied once; the export read back changing nothing; a full import's products
 * gone from the shop.
 */
const shop = withShopServer();
const server = () => shop.server();

let admin: string;
let buyer: Buyer;
let manager: Buyer;
let sections: Section[];
beforeAll(async () => {
  ({ admin, buyer, manager, sections } = await catalogueAdmin(shop));
});

const { upload, apply, exportCsv, product, catalogue, historyOf } = catalogueFiles(server, () => admin);

/** Windows-1251, as Excel with Russian settings saves a CSV: Cyrillic letters to their byte, the rest ASCII. */
function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (ch === 'Ё') return 0xa8;
      if (ch === 'ё') return 0xb8;
      if (code > 0x7f) throw new Error(`no cp1251 byte for ${ch}`);
      return code;
    }),
  );
}

describe('who may', () => {
  test('a visitor, a buyer and a manager are refused, upload, apply and export alike', async () => {
    for (const [token, status] of [
      [null, 401],
      [buyer.accessToken, 403],
      [manager.accessToken, 403],
    ] as const) {
      expect((await upload('Код товара;Цена, руб.\r\n', '', token)).status).toBe(status);
      expect((await apply('a'.repeat(48), token)).status).toBe(status);
      expect((await exportCsv(undefined, token)).status).toBe(status);
    }
  });

  test('another site cannot upload a file nor read the export, even with the token', async () => {
    const before = await catalogue();
    const code = firstCode(before);
    const cross = { 'sec-fetch-site': 'cross-site' };
    const answer = await upload(`Код товара;Цена, руб.\r\n${code};7\r\n`, 'full=false', admin, cross);
    expect([answer.status, answer.data.message]).toEqual([
      403,
      'Запрос пришёл с другого сайта и отклонён: каталог загружают только на сайте магазина',
    ]);
    expect((await exportCsv(undefined, admin, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await catalogue()).toEqual(before);
  });

  test('a 51 MB file is refused before it is read, and a token never given applies nothing', async () => {
    const big = `Код товара;Цена, руб.\r\n${'1;1\r\n'.repeat((51 * 1024 * 1024) / 5)}`;
    const answer = await upload(big);
    expect([answer.status, answer.data.message]).toEqual([413, 'Файл больше 50 МБ: разделите его на части']);
    const unknown = await apply('0'.repeat(48));
    expect(unknown.status).toBe(409);
    expect((await apply('../../etc/passwd')).status).toBe(400);
  });
});

describe('broken files change nothing', () => {
  test('a broken XML is refused naming its line', async () => {
    const before = await catalogue();
    const code = firstCode(before);
    const history = await historyOf(code);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<yml_catalog date="2026-01-01"><shop><offers>',
      `<offer id="${code}"><price>5</price></offer>`,
      `<offer id="${code}"><price>6</price>`,
      '</offers></shop></yml_catalog>',
    ].join('\n');
    const answer = await upload(xml);
    expect(answer.status).toBe(400);
    expect(answer.data.message).toMatch(/^Файл не прочитан: строка 5: это не правильный XML/);
    expect(await catalogue()).toEqual(before);
    expect(await historyOf(code)).toBe(history);
  });

  test('a CSV with a quote never closed is refused naming the row it starts on; no code column, too', async () => {
    const code = firstCode(await catalogue());
    const answer = await upload(`Код товара;Название\r\n${code};"Сейф\r\n${code};x\r\n`);
    expect([answer.status, answer.data.message]).toEqual([
      400,
      'Файл не прочитан: строка 2: кавычка ячейки не закрыта до конца файла',
    ]);
    const noCode = await upload('Название;Цена, руб.\r\nСейф;5\r\n');
    expect([noCode.status, noCode.data.message]).toEqual([
      400,
      'Файл не прочитан: строка 1: нет столбца «Код товара» (первая строка — названия столбцов)',
    ]);
  });
});

describe('import', () => {
  test('Windows-1251 with «,»: read right; the preview equals what applying does; applied once', async () => {
    const { path } = sections[1]!;
    const [first, second] = rowsOf((await exportCsv(path)).body)
      .slice(1)
      .map((row) => row.split(';')[0]!);
    const was = await product(first!);
    const file = cp1251(
      [
        'Код товара,Название,"Цена, руб."',
        `${first},"Сейф Новое Имя, серый",${was.price! + 10}`,
        `${second},${(await product(second!)).name},${(await product(second!)).price}`,
        'НЕТ-ТАКОГО,Сейф,abc',
      ].join('\r\n'),
    );
    const history = await historyOf(first!);
    const preview = await upload(file, 'kind=csv');
    expect(preview.status).toBe(200);
    expect(preview.data.report).toEqual({
      created: 0,
      changed: 1,
      unchanged: 1,
      offSale: 0,
      refused: 1,
      problems: [{ line: 4, itemCode: 'НЕТ-ТАКОГО', message: 'Поле «Цена» должно быть числом' }],
      sweep: null,
    });
    expect(await historyOf(first!)).toBe(history);
    const applied = await apply(preview.data.token);
    expect([applied.status, applied.data.report]).toEqual([200, preview.data.report]);
    expect(await product(first!)).toMatchObject({ name: 'Сейф Новое Имя, серый', price: was.price! + 10 });
    expect(await historyOf(first!)).toBe(history + 1);
    // A second «Применить» (a double click, a second tab) applies nothing twice.
    const again = await apply(preview.data.token);
    expect([again.status, again.data.message]).toEqual([
      409,
      'Этот файл уже применён или устарел: загрузите его снова, чтобы увидеть, что он изменит',
    ]);
    const reloaded = await upload(file);
    expect(reloaded.data.report).toMatchObject({ changed: 0, unchanged: 2 });
    expect(await historyOf(first!)).toBe(history + 1);
  });

  test('a full import of a section: refused unconfirmed; confirmed, what it does not name leaves the listing and search', async () => {
    const { path, link } = sections[3]!;
    const listed = async () =>
      (
        await server().getJson<Listing>(
          `/api${ENDPOINTS.listing(link, { limit: 100, page: 1, sort: 'name_asc' })}`,
        )
      ).products.map((item) => item.itemCode);
    const codes = await listed();
    expect(codes.length).toBeGreaterThan(2);
    const [kept, gone] = codes;
    const goneName = (await product(gone!)).name;
    const preview = await upload(`Код товара\r\n${kept}\r\n`, `full=true&section=${path}`);
    expect(preview.data).toMatchObject({ full: true, section: path });
    const { report } = preview.data;
    expect(report).toMatchObject({ unchanged: 1, offSale: codes.length - 1 });
    expect(report.sweep).toEqual({
      offSale: codes.length - 1,
      onSale: codes.length,
      message: `Полная загрузка сняла бы с продажи ${codes.length - 1} из ${codes.length} товаров`,
    });
    // The preview's token, pressed without the confirmation (a plain API call): nothing changes, the token stays.
    const before = await catalogue();
    const refused = await apply(preview.data.token);
    expect([refused.status, refused.data.message]).toEqual([
      409,
      `${report.sweep!.message}. Если так и задумано, подтвердите применение`,
    ]);
    expect(await catalogue()).toEqual(before);
    const tampered = await apply(preview.data.token, admin, { confirmOffSale: 'да' });
    expect([tampered.status, tampered.data.message]).toEqual([400, 'Подтверждение: true или false']);
    const applied = await apply(preview.data.token, admin, { confirmOffSale: true });
    expect(applied.data.report).toEqual({ ...report, sweep: null });
    expect(await listed()).toEqual([kept]);
    expect((await server().request<Item>(`/api${ENDPOINTS.item(gone!)}`)).status).toBe(404);
    const found = await server().getJson<SearchResponse>(`/api${ENDPOINTS.search(goneName, 50)}`);
    expect(found.results.map((p) => p.itemCode)).not.toContain(gone);
    expect((await product(gone!)).onSale).toBe(false);
  });

  test('our own YML feed read back changes nothing; a new offer of an unknown category is refused', async () => {
    const feed = (await server().request('/yml.xml')).body;
    const before = await catalogue();
    const own = await upload(feed);
    expect(own.status).toBe(200);
    expect(own.data.kind).toBe('yml');
    expect(own.data.report).toMatchObject({ created: 0, changed: 0, offSale: 0, refused: 0 });
    expect(own.data.report.unchanged).toBeGreaterThan(10);
    const supplier = feed.replace(
      '</offers>',
      '<offer id="ПОСТ-1"><price>100</price><categoryId>999</categoryId><name>Сейф поставщика</name></offer></offers>',
    );
    const preview = await upload(supplier);
    expect(preview.data.report.problems).toEqual([
      {
        line: expect.any(Number),
        itemCode: 'ПОСТ-1',
        message: 'Для нового товара не хватает полей: раздел, высота, ширина, глубина, вес',
      },
    ]);
    expect(await catalogue()).toEqual(before);
  });
  test('the export read back changes nothing, off-sale products and a formula-like name included', async () => {
    const { path } = sections[2]!;
    const code = rowsOf((await exportCsv(path)).body)[1]!.split(';')[0]!;
    const formula = '=HYPERLINK("http://evil.example";"Сейф")';
    const named = await upload(`Код товара;Название\r\n${code};"${formula.replace(/"/g, '""')}"\r\n`);
    expect((await apply(named.data.token)).data.report.changed).toBe(1);
    const csv = (await exportCsv(path)).body;
    expect(rowsOf(csv)[0]).toBe(
      'Код товара;Название;Раздел;Цена, руб.;Старая цена, руб.;Остаток, шт.;Высота, мм;Ширина, мм;Глубина, мм;' +
        'Вес, кг;В продаже;Описание;Характеристики',
    );
    // Excel with Russian settings reads UTF-8 by its BOM.
    const bytes = await fetch(server().url + `/api${ENDPOINTS.adminExport(path)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([...new Uint8Array(await bytes.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Excel shows the text; it never runs it.
    expect(csv).toContain(`${code};"'=HYPERLINK(""http://evil.example"";""Сейф"")"`);

    const before = await catalogue();
    const history = await historyOf(code);
    const count = rowsOf(before).length - 1;
    const preview = await upload(before, 'full=true');
    expect(preview.data.report).toEqual({
      created: 0,
      changed: 0,
      unchanged: count,
      offSale: 0,
      refused: 0,
      problems: [],
      sweep: null,
    });
    expect((await apply(preview.data.token)).data.report).toEqual(preview.data.report);
    expect(await catalogue()).toEqual(before);
    expect(await historyOf(code)).toBe(history);
  });
});
