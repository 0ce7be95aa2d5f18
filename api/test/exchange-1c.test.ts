import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminProductsResponse,
  DeskOrder,
  ExchangeOverview,
  ExchangePriceTypes,
  ExchangeReport,
  ShopSettingsAnswer,
} from '@shop/shared/contract';
import { formatRub as rub } from '@shop/shared/domain';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import type { Listing, Product } from './helpers';
import { startServer } from './helpers';
import {
  RETAIL,
  WHOLESALE,
  article,
  brokenImportXml,
  importXml,
  offersXml,
  productName,
  samplePrice,
  text,
} from './support/commerceml';
import { type Reply, exchangeClient } from './support/exchange-client';
import {
  SHOP_ENV,
  adminToken,
  catalogueItems,
  from,
  inspect,
  newBuyer,
  order,
  send,
  withShopServer,
} from './shop-helpers';

// The whole site exchange over HTTP, as 1С:Управление торговлей runs it: checkauth → init → file (in parts,
// plain or zipped) → import (progress… → success); then the products through the public API.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exchange-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const LOGIN = 'obmen-1c';
const PASSWORD = 'Пароль обмена 1С — 42';
const PART = 64 * 1024;
const EXCHANGE_ENV = {
  EXCHANGE_LOGIN: LOGIN,
  EXCHANGE_PASSWORD: PASSWORD,
  EXCHANGE_FILE_LIMIT: String(PART),
  EXCHANGE_MAX_BYTES: String(8 * 1024 * 1024),
  EXCHANGE_DIR: path.join(folder, 'exchange'),
  PICTURES_DIR: path.join(folder, 'pictures'),
};
const shop = withShopServer(() => EXCHANGE_ENV);
const server = () => shop.server();
const ITEMS = 1000;

const { call, checkauth, sendFile, importFile } = exchangeClient(server, {
  login: LOGIN,
  password: PASSWORD,
  part: PART,
});

interface Files {
  'import.xml'?: string;
  'offers.xml'?: string;
  pictures?: Record<string, Buffer>;
}

/** The whole catalogue exchange; answers the last import's answer. */
async function exchange(files: Files, { zip = false } = {}): Promise<Reply> {
  const cookie = await checkauth();
  const init = await call('type=catalog&mode=init', { cookie });
  expect(init.lines).toEqual(['zip=yes', `file_limit=${PART}`]);
  const all: Record<string, Buffer> = {};
  for (const name of ['import.xml', 'offers.xml'] as const) {
    const content = files[name];
    if (content !== undefined) all[name] = Buffer.from(content);
  }
  for (const [name, bytes] of Object.entries(files.pictures ?? {})) all[name] = bytes;
  if (zip)
    expect((await sendFile(cookie, 'exchange.zip', Buffer.from(zipSync(all)))).lines[0]).toBe('success');
  else
    for (const [name, bytes] of Object.entries(all))
      expect((await sendFile(cookie, name, bytes)).lines[0]).toBe('success');
  let last: Reply | null = null;
  for (const name of ['import.xml', 'offers.xml'] as const) {
    if (files[name] === undefined) continue;
    last = (await importFile(cookie, name)).answer;
    if (last.lines[0] !== 'success') return last;
  }
  return last!;
}

let admin: string;
/** «Настройки» → «Обмен с 1С»: the price types, as an administrator saves them. */
async function choosePriceTypes(priceType: string, oldPriceType: string): Promise<void> {
  const all = await send<ShopSettingsAnswer>(server(), 'GET', '/api/admin/settings/', { token: admin });
  const saved = await send(server(), 'PUT', '/api/admin/settings/exchange/', {
    token: admin,
    body: { version: all.data.exchange.version, value: { priceType, oldPriceType } },
  });
  expect(saved.status).toBe(200);
}
const overview = async () =>
  (await send<ExchangeOverview>(server(), 'GET', '/api/admin/exchange-1c/', { token: admin })).data;
const lastReport = async (): Promise<ExchangeReport> =>
  (await overview()).exchanges.find((e) => e.kind === 'catalog')!;
const item = (code: string) => server().request<Product>(`/api/catalog/item/${encodeURIComponent(code)}/`);

let demoCode: string;
let picture: Buffer;
beforeAll(async () => {
  admin = await adminToken(server());
  // The wholesale price is the shop's price; the retail one is shown crossed out.
  await choosePriceTypes(WHOLESALE, RETAIL);
  demoCode = (await catalogueItems(server())).priced[0]!.itemCode;
  picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
});

describe('a full exchange of 1 000 products', () => {
  beforeAll(async () => {
    const answer = await exchange({
      'import.xml': text(importXml({ from: 1, to: ITEMS, pictures: [1] })),
      'offers.xml': text(offersXml({ from: 1, to: ITEMS })),
      pictures: { 'import_files/1.png': picture },
    });
    expect(answer.text).toBe('success');
  });

  test('answers are plain text in windows-1251', async () => {
    const answer = await call('type=catalog&mode=init');
    expect(answer.type).toBe('text/plain; charset=windows-1251');
    expect(answer.lines).toEqual(['failure', 'Нет сессии обмена: начните с mode=checkauth']);
  });

  test('products are on the shop with name, prices, stock, characteristics, section and picture', async () => {
    const { status, data } = await item(article(7));
    expect(status).toBe(200);
    expect(data).toMatchObject({
      name: productName(7),
      newPrice: rub(Math.round(samplePrice(7) * 0.8)),
      oldPrice: rub(samplePrice(7)),
      available: true,
      weight: 17,
    });
    expect(data.props).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: expect.stringContaining('Бежевый') })]),
    );
    expect((await item(article(1))).data.picture?.card.src).toMatch(/^\/api\/pictures\/[0-9a-f]{64}\.jpg$/);
  });

  test('1С’s groups became sections: listed there, and found by search', async () => {
    const listing = await server().getJson<Listing>(
      '/api/catalog/iz-1s/seyfy-1s/oruzheynye-shkafy-1s/?limit=100',
    );
    // Products 1, 7, 13… are in that group: 167 of the 1 000.
    expect(listing.title).toBe('Оружейные шкафы 1С');
    expect(listing.pagination.total).toBe(167);
    expect(listing.products.every((p) => Number(p.itemCode.slice(3)) % 6 === 1)).toBe(true);
    const found = await server().getJson<{ results: Product[] }>(
      `/api/catalog/search/?query=${encodeURIComponent(`Обмен-${ITEMS - 1}`)}&type=products`,
    );
    expect(found.results[0]?.itemCode).toBe(article(ITEMS - 1));
  });

  test('the demo product the full exchange did not name is off sale', async () => {
    expect((await item(demoCode)).status).toBe(404);
  });

  test('the report: full, every product created and priced, recorded for «Обмен с 1С»', async () => {
    const report = await lastReport();
    expect(report).toMatchObject({
      state: 'done',
      full: true,
      created: ITEMS,
      refused: 0,
      files: expect.arrayContaining(['import.xml', 'offers.xml', 'import_files/1.png']),
    });
    // import.xml created them, offers.xml priced them.
    expect(report.changed).toBe(ITEMS);
    expect(report.offSale).toBeGreaterThan(0);
    const groups = (await overview()).groups;
    expect(groups.find((g) => g.groupId === 'grp-gun')).toMatchObject({
      section: 'iz-1s/seyfy-1s/oruzheynye-shkafy-1s',
      sectionName: 'Из 1С / Сейфы 1С / Оружейные шкафы 1С',
      created: true,
    });
  });

  test('the same exchange again, zipped, changes nothing', async () => {
    const answer = await exchange(
      {
        'import.xml': text(importXml({ from: 1, to: ITEMS, pictures: [1] })),
        'offers.xml': text(offersXml({ from: 1, to: ITEMS })),
        pictures: { 'import_files/1.png': picture },
      },
      { zip: true },
    );
    expect(answer.text).toBe('success');
    expect(await lastReport()).toMatchObject({
      state: 'done',
      created: 0,
      changed: 0,
      offSale: 0,
      unchanged: 2 * ITEMS,
    });
    expect((await item(article(1))).data.pictures).toHaveLength(1);
  });

  test('a partial exchange changes only what it names', async () => {
    const answer = await exchange({
      'import.xml': text(importXml({ from: ITEMS + 1, to: ITEMS + 1, onlyChanges: true })),
      'offers.xml': text(offersXml({ from: 5, to: 5, onlyChanges: true, price: () => 20_000 })),
    });
    expect(answer.text).toBe('success');
    expect(await lastReport()).toMatchObject({ full: false, created: 1, changed: 1, offSale: 0 });
    expect((await item(article(5))).data.newPrice).toBe(rub(16_000));
    expect((await item(article(6))).status).toBe(200);
  });

  test('a broken import.xml: failure naming the line, the catalogue as it was', async () => {
    // Cut far enough that batches of products before the fault were written (and must be rolled back).
    const broken = brokenImportXml({ to: ITEMS + 600, cutAfter: ITEMS + 500 });
    const answer = await exchange({ 'import.xml': broken.xml.replace(/Обмен-(\d)/g, 'Изменён-$1') });
    expect(answer.lines[0]).toBe('failure');
    expect(answer.lines[1]).toMatch(
      new RegExp(`^import\\.xml: Файл повреждён .+\\(строка ${broken.line}\\)$`),
    );
    expect((await item(article(1))).data.name).toBe(productName(1));
    expect((await item(article(ITEMS + 400))).status).toBe(404);
    expect(await lastReport()).toMatchObject({ state: 'failed', reason: answer.lines[1] });
  });

  test('the price types the file carried are offered to administrators only', async () => {
    const types = await send<ExchangePriceTypes>(server(), 'GET', '/api/admin/exchange-1c/priceTypes/', {
      token: admin,
    });
    expect(types.data).toMatchObject({ types: [RETAIL, WHOLESALE], file: 'offers.xml' });
    expect(Date.now() - Date.parse(types.data.at!)).toBeLessThan(600_000);
    expect((await send(server(), 'GET', '/api/admin/exchange-1c/priceTypes/')).status).toBe(401);
    const buyer = await newBuyer(server());
    const asBuyer = await send(server(), 'GET', '/api/admin/exchange-1c/priceTypes/', {
      token: buyer.accessToken,
    });
    expect(asBuyer.status).toBe(403);
  });

  test('an offers.xml without the chosen price type fails naming the types it has; no price changes', async () => {
    await choosePriceTypes('BASE', '');
    try {
      const answer = await exchange({
        'offers.xml': text(offersXml({ from: 5, to: 5, onlyChanges: true, price: () => 30_000 })),
      });
      const reason = `offers.xml: В файле нет типа цены «BASE». Типы цен в файле: «${RETAIL}», «${WHOLESALE}». Выберите тип цены в настройках «Обмен с 1С»`;
      expect(answer.lines).toEqual(['failure', reason]);
      expect(await lastReport()).toMatchObject({ state: 'failed', reason });
      expect((await item(article(5))).data.newPrice).toBe(rub(16_000));
    } finally {
      await choosePriceTypes(WHOLESALE, RETAIL);
    }
  });

  test('a full exchange without a product takes it off sale', async () => {
    const answer = await exchange({
      'import.xml': text(importXml({ from: 1, to: ITEMS - 1 })),
      'offers.xml': text(offersXml({ from: 1, to: ITEMS - 1 })),
    });
    expect(answer.text).toBe('success');
    expect(await lastReport()).toMatchObject({ full: true, offSale: 2 });
    expect((await item(article(ITEMS))).status).toBe(404);
    expect((await item(article(ITEMS - 1))).status).toBe(200);
  });

  // Past every number an earlier test sent, a broken file's too: a product's Ид once met keeps its first code.
  const FRESH = ITEMS + 700;
  test('an Артикул with a space, a slash or a dot is kept as written; the item codes made of it never collide', async () => {
    const xml = text(importXml({ from: FRESH, to: FRESH + 1, onlyChanges: true }))
      .replace(`>${article(FRESH)}<`, '>КВ- 900<')
      .replace(`>${article(FRESH + 1)}<`, '>КВ/900<');
    expect((await exchange({ 'import.xml': xml })).text).toBe('success');
    expect(await lastReport()).toMatchObject({ created: 2, refused: 0 });
    const found = await send<AdminProductsResponse>(
      server(),
      'GET',
      `/api/admin/products/?query=${encodeURIComponent(`Обмен-${FRESH / 10}`)}`,
      { token: admin },
    );
    const codeOf = (n: number) => found.data.products.find((one) => one.name === productName(n))?.itemCode;
    expect(codeOf(FRESH)).toBe('КВ-900');
    expect(codeOf(FRESH + 1)).toMatch(/^КВ-900-[0-9A-F]{10}$/);
    // Sent again, each keeps its code.
    expect((await exchange({ 'import.xml': xml })).text).toBe('success');
    expect(await lastReport()).toMatchObject({ created: 0, refused: 0 });
  });
});

describe('a step whose process is gone', () => {
  interface Left {
    cookie: string;
    id: number;
    first: number;
  }
  /**
   * An exchange whose import.xml (3 new products from `first`) was sent and whose step `owner` left «running»
   * with its last heartbeat `beatAgo` ago — what a process killed mid-step leaves.
   */
  async function sent(first: number): Promise<Omit<Left, 'id'>> {
    const cookie = await checkauth();
    await call('type=catalog&mode=init', { cookie });
    const xml = text(importXml({ from: first, to: first + 2, onlyChanges: true }));
    expect((await sendFile(cookie, 'import.xml', Buffer.from(xml))).lines[0]).toBe('success');
    return { cookie, first };
  }
  const leftRunning = (exchange: Omit<Left, 'id'>, owner: object, beatAgo: string) => {
    const token = createHash('sha256').update(exchange.cookie.split('=')[1]!).digest('hex');
    return `UPDATE exchanges SET steps = jsonb_build_object('import.xml', jsonb_build_object('state', 'running',
        'owner', '${JSON.stringify(owner)}'::jsonb, 'beat', now() - interval '${beatAgo}'))
      WHERE token = '${token}' RETURNING id`;
  };
  const report = async (id: number) => (await overview()).exchanges.find((e) => e.id === id)!;
  const dead: Left[] = [];
  const alive: Left[] = [];
  beforeAll(async () => {
    const exited = spawn(process.execPath, ['-e', '']);
    await once(exited, 'exit');
    const here = os.hostname();
    const marks: Array<[Left[], Omit<Left, 'id'>, object, string]> = [
      // This machine, a pid that no longer exists: gone at once, whatever its heartbeat says.
      [dead, await sent(ITEMS + 100), { host: here, pid: exited.pid, run: 'x' }, '0 seconds'],
      // Another machine, no heartbeat for an hour (EXCHANGE_STEP_TIMEOUT: 120 s by default).
      [dead, await sent(ITEMS + 110), { host: 'another-machine', pid: 1, run: 'y' }, '1 hour'],
      // This machine, a process that lives (this test's), an old heartbeat: not taken.
      [alive, await sent(ITEMS + 120), { host: here, pid: process.pid, run: 'z' }, '1 hour'],
      // Another machine, a fresh heartbeat: not taken.
      [alive, await sent(ITEMS + 130), { host: 'another-machine', pid: 1, run: 'w' }, '0 seconds'],
    ];
    const ids = await shop.whileStopped(() =>
      inspect<{ id: number }>(
        shop.database().env,
        marks.map(([, exchange, owner, beatAgo]) => leftRunning(exchange, owner, beatAgo)),
      ),
    );
    marks.forEach(([list, exchange], index) => list.push({ ...exchange, id: ids[index]![0]!.id }));
  });

  test('is run again by the next mode=import, once, and finishes success', async () => {
    for (const { id } of dead) expect(await report(id)).toMatchObject({ state: 'interrupted' });
    for (const { cookie, id, first } of dead) {
      // Two asks at once (1С asks again, or two API processes answer): one of them takes the step.
      const asks = await Promise.all([0, 1].map(() => importFile(cookie, 'import.xml')));
      expect(asks.map(({ answer }) => answer.text)).toEqual(['success', 'success']);
      expect(await report(id)).toMatchObject({ state: 'done', created: 3, unchanged: 0, changed: 0 });
      const found = await send<AdminProductsResponse>(
        server(),
        'GET',
        `/api/admin/products/?query=${encodeURIComponent(article(first))}`,
        { token: admin },
      );
      expect(found.data.products.map((one) => one.itemCode)).toContain(article(first));
    }
  });

  test('a live one is not taken twice', async () => {
    for (const { cookie, id } of alive) {
      for (let ask = 0; ask < 3; ask += 1) {
        expect((await call('type=catalog&mode=import&filename=import.xml', { cookie })).text).toBe(
          'progress',
        );
      }
      expect(await report(id)).toMatchObject({ state: 'open', created: 0 });
    }
  });
});

describe('attacks', () => {
  test('a wrong password is refused, and guessing is limited', async () => {
    const guess = (password: string) =>
      call('type=catalog&mode=checkauth', { auth: `${LOGIN}:${password}`, headers: from('203.0.113.61') });
    const first = await guess('password');
    expect(first.status).toBe(401);
    expect(first.lines).toEqual(['failure', 'Неверный логин или пароль обмена']);
    for (let n = 0; n < 4; n += 1) await guess(`guess-${n}`);
    const limited = await guess(PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.lines[1]).toMatch(/^Слишком много попыток входа\. Попробуйте снова через/);
    // Another address is not locked out.
    expect((await checkauth('catalog', from('203.0.113.62'))).length).toBeGreaterThan(10);
  });

  test('a stranger’s guesses from any number of requests lock only his own address, and the owner sees them', async () => {
    const stranger = from('198.51.100.23');
    const guess = async (type: string) => {
      const answer = await fetch(`${server().url}/api/1c/exchange?type=${type}&mode=checkauth`, {
        headers: { ...stranger, authorization: `Basic ${Buffer.from(`${LOGIN}:guess`).toString('base64')}` },
      });
      await answer.arrayBuffer();
      return answer;
    };
    let firstLock = 0;
    for (let n = 0; n < 52; n += 1) {
      const answer = await guess(n % 2 ? 'sale' : 'catalog');
      expect(answer.status).toBe(n < 5 ? 401 : 429);
      if (n === 5) firstLock = Number(answer.headers.get('retry-after'));
    }
    // Attempts refused while locked do not extend the lock.
    const last = await guess('catalog');
    expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(firstLock);
    // 1С, from its own address, is not locked out of either exchange.
    expect(await checkauth('catalog', from('198.51.100.24'))).toMatch(/^shop_1c_exchange=/);
    expect(await checkauth('sale', from('198.51.100.24'))).toMatch(/^shop_1c_exchange=/);
    const refused = (await overview()).refusals.find((r) => r.address === '198.51.100.23');
    expect(refused).toMatchObject({ attempts: 53, locked: 48 });
    expect(Date.now() - Date.parse(refused!.lastAt)).toBeLessThan(60_000);
    expect((await overview()).refusals.some((r) => r.address === '198.51.100.24')).toBe(false);
  });

  test('without the session cookie, or with a made-up one, nothing is accepted', async () => {
    for (const cookie of [undefined, 'shop_1c_exchange=made-up']) {
      const answer = await call('type=catalog&mode=file&filename=import.xml', {
        cookie,
        body: Buffer.from('<x/>'),
      });
      expect(answer.status).toBe(401);
      expect(answer.lines[0]).toBe('failure');
    }
  });

  test('a file name reaching outside the exchange’s folder is refused', async () => {
    const cookie = await checkauth();
    for (const name of ['../../escape.xml', '/tmp/escape.xml', 'import_files/../../escape.xml']) {
      const answer = await call(`type=catalog&mode=file&filename=${encodeURIComponent(name)}`, {
        cookie,
        body: Buffer.from('x'),
      });
      expect(answer.status).toBe(400);
      expect(answer.lines[1]).toMatch(/^Недопустимое имя файла/);
    }
    expect(fs.existsSync(path.join(folder, 'escape.xml'))).toBe(false);
  });

  test('a part over file_limit and a zip bomb are refused', async () => {
    const cookie = await checkauth();
    const big = await call('type=catalog&mode=file&filename=import.xml', {
      cookie,
      body: Buffer.alloc(PART + 1),
    });
    expect(big.lines).toEqual(['failure', `Часть файла больше допустимого (${PART} байт)`]);
    const bomb = Buffer.from(zipSync({ 'import.xml': new Uint8Array(32 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(PART);
    expect((await sendFile(cookie, 'bomb.zip', bomb)).lines[0]).toBe('success');
    const { answer } = await importFile(cookie, 'import.xml');
    expect(answer.lines).toEqual([
      'failure',
      `import.xml: Архив bomb.zip распаковывается больше допустимого (${8 * 1024 * 1024} байт)`,
    ]);
  });
});

describe('orders for 1С', () => {
  test('query gives the orders not yet taken, success marks them; statuses from 1С move them on the desk', async () => {
    const placed = await send<{ orderId: number }>(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: article(7), count: 2 }], {
        user: {
          lastName: 'Петров',
          firstName: 'Пётр',
          phone: '+7 949 123 45 67',
          email: 'petrov@example.ru',
          inn: '7707083893',
          kpp: '770701001',
          companyName: 'ООО «Сейф & Ко»',
          legalAddress: 'г. Донецк, ул. Артёма, 1',
        },
      }),
    });
    expect(placed.status).toBe(201);
    const id = placed.data.orderId;
    const cookie = await checkauth('sale');
    expect((await call('type=sale&mode=init', { cookie })).lines).toEqual(['zip=no', `file_limit=${PART}`]);
    const query = await call('type=sale&mode=query', { cookie });
    expect(query.type).toBe('application/xml; charset=windows-1251');
    expect(query.text).toMatch(/^<\?xml version="1.0" encoding="windows-1251"\?>/);
    const document = new RegExp(`<Документ><Ид>${id}</Ид><Номер>${id}</Номер>.*?</Документ>`).exec(
      query.text,
    )?.[0];
    expect(document).toContain('<ИНН>7707083893</ИНН><КПП>770701001</КПП>');
    expect(document).toContain('<ОфициальноеНаименование>ООО «Сейф &amp; Ко»</ОфициальноеНаименование>');
    expect(document).toContain(`<Артикул>${article(7)}</Артикул>`);
    expect(document).toContain('<Количество>2</Количество>');
    expect(document).toContain(`<Сумма>${Math.round(samplePrice(7) * 0.8) * 2}</Сумма>`);
    expect((await call('type=sale&mode=success', { cookie })).text).toBe('success');
    expect((await call('type=sale&mode=query', { cookie })).text).not.toContain(`<Номер>${id}</Номер>`);

    const statuses = (status: string) =>
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"><Документ><Номер>${id}</Номер>` +
          `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>${status}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ></КоммерческаяИнформация>`,
      );
    expect((await sendFile(cookie, 'orders.xml', statuses('Подтверждён'), 'sale')).text).toBe('success');
    const desk = async () =>
      (await send<DeskOrder>(server(), 'GET', `/api/desk/orders/${id}`, { token: admin })).data;
    expect((await desk()).status).toBe('confirmed');
    // The desk's rules: a confirmed order is not «Выполнен» at once; reported, not forced.
    expect((await sendFile(cookie, 'orders-2.xml', statuses('Выполнен'), 'sale')).text).toBe('success');
    expect((await desk()).status).toBe('confirmed');
    const report = (await overview()).exchanges.find((e) => e.kind === 'sale')!;
    expect(report.problems[0]?.message).toMatch(new RegExp(`^Заказ №${id}: Нельзя перевести заказ`));
  });
});

test('without a login and a password the exchange is off', async () => {
  await shop.whileStopped(async () => {
    const plain = await startServer(shop.database().env, SHOP_ENV);
    try {
      const answer = await fetch(`${plain.url}/api/1c/exchange?type=catalog&mode=checkauth`, {
        headers: { authorization: `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}` },
      });
      expect(answer.status).toBe(404);
      expect(iconv.decode(Buffer.from(await answer.arrayBuffer()), 'win1251')).toBe(
        'failure\nОбмен с 1С не настроен',
      );
    } finally {
      await plain.stop();
    }
  }, false);
});
