import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExchangeOverview, ExchangeReport } from '@shop/shared/contract';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { storedBytes } from '../src/modules/exchange/disk';
import type { Product } from './helpers';
import { article, importXml, productName, text } from './support/commerceml';
import { exchangeClient } from './support/exchange-client';
import { groupDigits } from '@shop/shared/domain';
import { adminToken, catalogueItems, inspect, newBuyer, send, withShopServer } from './shop-helpers';

// What a file 1С sends can do to the server, over HTTP: every fault answers 1С's «failure» with a Russian
// reason (never 500), and the exchange's files stay within their limits on the disk.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exchange-faults-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const ROOT = path.join(folder, 'exchange');
const PART = 64 * 1024;
const TOTAL = 2 * 1024 * 1024;
let extra: Record<string, string> = {};
const shop = withShopServer(() => ({
  EXCHANGE_LOGIN: 'obmen',
  EXCHANGE_PASSWORD: 'Пароль обмена 1С — 43',
  EXCHANGE_FILE_LIMIT: String(PART),
  EXCHANGE_MAX_BYTES: String(TOTAL),
  EXCHANGE_DIR: ROOT,
  PICTURES_DIR: path.join(folder, 'pictures'),
  ...extra,
}));
const server = () => shop.server();
const { call, sendFile, importFile, begin } = exchangeClient(server, {
  login: 'obmen',
  password: 'Пароль обмена 1С — 43',
  part: PART,
});

let admin: string;
const exchanges = async () =>
  (await send<ExchangeOverview>(server(), 'GET', '/api/admin/exchange-1c/', { token: admin })).data.exchanges;
const latest = async (): Promise<ExchangeReport> => (await exchanges())[0]!;
/** Restarts the server with more settings (the exchange reads its settings at the start). */
const restart = async (settings: Record<string, string>, sql: string[] = []) => {
  extra = settings;
  await shop.whileStopped(() => inspect(shop.database().env, sql));
};

let picture: Buffer;
beforeAll(async () => {
  admin = await adminToken(server());
  picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a53a3a' } })
    .png()
    .toBuffer();
});

describe('a fault of a file answers failure with its reason, never 500', () => {
  test('a name of 130 Cyrillic letters (260 bytes, more than the disk takes) is refused', async () => {
    const cookie = await begin();
    const name = `import_files/${'ж'.repeat(130)}.png`;
    const answer = await sendFile(cookie, name, picture);
    expect(answer.status).toBe(400);
    expect(answer.lines).toEqual(['failure', `Недопустимое имя файла «${name.slice(0, 100)}»`]);
  });

  test('a folder where a file is expected, when sent and when imported', async () => {
    const cookie = await begin();
    expect((await sendFile(cookie, 'import.xml/1.png', picture)).lines[0]).toBe('success');
    const sent = await sendFile(cookie, 'import.xml', Buffer.from('<x/>'));
    expect(sent.status).toBe(400);
    expect(sent.lines).toEqual(['failure', '«import.xml» — папка, а не файл']);
    expect((await importFile(cookie, 'import.xml')).answer.lines).toEqual([
      'failure',
      'import.xml: «import.xml» — папка, а не файл',
    ]);
    const through = await sendFile(cookie, 'import.xml/1.png/2.png', picture);
    expect(through.lines[0]).toBe('failure');
  });

  test('a picture naming a folder, or a file over the pictures’ limit, is that picture’s problem; the products and their other pictures are saved', async () => {
    const cookie = await begin();
    const xml = text(importXml({ from: 1, to: 3, onlyChanges: true, pictures: [2] })).replace(
      '<Картинка>import_files/2.png</Картинка>',
      '<Картинка>import_files</Картинка><Картинка>import_files/big.png</Картинка><Картинка>import_files/2.png</Картинка>',
    );
    expect((await sendFile(cookie, 'import_files/2.png', picture)).lines[0]).toBe('success');
    expect((await sendFile(cookie, 'import.xml', Buffer.from(xml))).lines[0]).toBe('success');
    // 200 MB on the disk (sparse: made at once), as a file 1С sent would be: refused by its size, not read.
    const big = path.join(ROOT, String((await latest()).id), 'import_files/big.png');
    fs.writeFileSync(big, picture);
    fs.truncateSync(big, 200 * 1024 * 1024);
    expect((await importFile(cookie, 'import.xml')).answer.lines[0]).toBe('success');
    const report = await latest();
    expect(report).toMatchObject({ state: 'done', created: 3 });
    expect(report.problems).toContainEqual({
      line: expect.any(Number),
      itemCode: article(2),
      message: 'Картинка «import_files»: «import_files» — папка, а не файл',
    });
    expect(report.problems).toContainEqual({
      line: expect.any(Number),
      itemCode: article(2),
      message: 'Картинка «import_files/big.png»: файл больше 10 МБ',
    });
    const item = await server().request<Product>(`/api/catalog/item/${article(2)}/`);
    expect(item.data.pictures).toHaveLength(1);
  });

  test('a zip bomb stops at the exchange’s limit and leaves nothing of what it unpacked', async () => {
    const cookie = await begin();
    const bomb = Buffer.from(zipSync({ 'import.xml': new Uint8Array(16 * 1024 * 1024) }, { level: 9 }));
    expect((await sendFile(cookie, 'bomb.zip', bomb)).lines[0]).toBe('success');
    expect((await importFile(cookie, 'import.xml')).answer.lines).toEqual([
      'failure',
      `import.xml: Архив bomb.zip распаковывается больше допустимого (${TOTAL} байт)`,
    ]);
    expect(fs.readdirSync(path.join(ROOT, String((await latest()).id)))).toEqual([]);
  });
});

describe('a full exchange that would take much of the catalogue off sale', () => {
  let demoCode: string;
  beforeAll(async () => {
    demoCode = (await catalogueItems(server())).priced[0]!.itemCode;
  });
  const item = (code: string) => server().request<Product>(`/api/catalog/item/${encodeURIComponent(code)}/`);
  const importOnly = async (xml: string) => {
    const cookie = await begin();
    expect((await sendFile(cookie, 'import.xml', Buffer.from(xml))).lines[0]).toBe('success');
    return (await importFile(cookie, 'import.xml')).answer;
  };

  test('an import.xml without «Каталог» (a root and nothing else) changes nothing', async () => {
    const answer = await importOnly(
      '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"/>',
    );
    expect(answer.lines).toEqual(['success']);
    expect(await latest()).toMatchObject({ state: 'done', full: null, offSale: 0, created: 0, changed: 0 });
    expect((await item(demoCode)).status).toBe(200);
  });

  test('stops with failure naming the count, and changes nothing', async () => {
    const answer = await importOnly(text(importXml({ from: 1, to: 3, edition: ' (новый)' })));
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toMatch(
      /^import\.xml: Полная загрузка сняла бы с продажи [\d ]+ из [\d ]+ товаров: обмен остановлен, ничего не изменено\. Если так и задумано, подтвердите его в «Обмен с 1С»$/,
    );
    const report = await latest();
    expect(report).toMatchObject({ state: 'failed', reason: answer.lines[1], changed: 0, offSale: 0 });
    expect(report.sweep).toMatchObject({ file: 'import.xml', confirmed: false });
    expect(report.sweep!.offSale).toBeGreaterThan(report.sweep!.onSale / 2);
    expect((await item(demoCode)).status).toBe(200);
    expect((await item(article(1))).data.name).toBe(productName(1));
  });

  test('a buyer cannot confirm it; an administrator confirms it once, and the stored file is applied', async () => {
    const { id, sweep } = await latest();
    const confirm = (token: string) =>
      send(server(), 'POST', `/api/admin/exchange-1c/${id}/sweep/`, { token });
    const buyer = await confirm((await newBuyer(server())).accessToken);
    expect(buyer.status).toBe(403);
    const confirmed = await confirm(admin);
    expect(confirmed.status).toBe(202);
    expect(confirmed.data.message).toBe(
      `Обмен применяется: с продажи будет снято ${groupDigits(sweep!.offSale)} из ${groupDigits(sweep!.onSale)} товаров`,
    );
    expect((await confirm(admin)).status).toBe(409);
    let report = await latest();
    for (let n = 0; report.state !== 'done' && n < 100; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = await latest();
    }
    expect(report).toMatchObject({ id, state: 'done', full: true, offSale: sweep!.offSale, reason: null });
    expect(report.sweep).toMatchObject({ confirmed: true });
    expect((await item(demoCode)).status).toBe(404);
    expect((await item(article(1))).data.name).toBe(productName(1, ' (новый)'));
  });
});

describe('the exchanges’ disk', () => {
  test('one limit for every exchange together: a new checkauth gets no more room', async () => {
    await restart({ EXCHANGE_DISK_BYTES: String((await storedBytes(ROOT, ROOT)).all + PART + PART / 2) });
    const first = await begin();
    expect((await sendFile(first, 'import.xml', Buffer.alloc(PART))).lines[0]).toBe('success');
    const second = await begin();
    const refused = await sendFile(second, 'import.xml', Buffer.alloc(PART));
    expect(refused.lines[0]).toBe('failure');
    expect(refused.lines[1]).toMatch(/^Файлы всех обменов вместе больше допустимого \(\d+ байт\)$/);
    expect(fs.existsSync(path.join(ROOT, String((await latest()).id), 'import.xml'))).toBe(false);
  });

  test('an exchange’s folder is removed EXCHANGE_KEEP_HOURS after it finished or expired, freeing the room', async () => {
    const [, old] = await exchanges();
    expect(fs.existsSync(path.join(ROOT, String(old!.id), 'import.xml'))).toBe(true);
    await restart({ ...extra, EXCHANGE_KEEP_HOURS: '2' }, [
      `UPDATE exchanges SET finished_at = now() - interval '3 hours' WHERE id = ${old!.id}`,
    ]);
    const cookie = await begin();
    expect(fs.existsSync(path.join(ROOT, String(old!.id)))).toBe(false);
    expect((await sendFile(cookie, 'import.xml', Buffer.alloc(PART))).lines[0]).toBe('success');
    // A recent one stays.
    expect(fs.existsSync(path.join(ROOT, String((await latest()).id), 'import.xml'))).toBe(true);
  });

  test('a part is refused when the disk would keep less free space than EXCHANGE_MIN_FREE_BYTES', async () => {
    await restart({ EXCHANGE_MIN_FREE_BYTES: String(2 ** 50) });
    const cookie = await begin();
    const answer = await call('type=catalog&mode=file&filename=import.xml', {
      cookie,
      body: Buffer.from('<x/>'),
    });
    expect(answer.lines).toEqual(['failure', 'На диске сервера не хватает места для файлов обмена']);
    expect(fs.existsSync(path.join(ROOT, String((await latest()).id), 'import.xml'))).toBe(false);
  });
});
