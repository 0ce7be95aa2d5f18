import type {
  AccountOrder,
  DeskOrder,
  DeskOrdersResponse,
  SendOrderResponse,
  StaffResponse,
} from '@shop/shared/contract';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { amountInWords, formatKopecks } from '@shop/shared/domain';
import type { Product } from './helpers';
import {
  ADMIN,
  type Buyer,
  PERSON,
  PICKUP,
  adminToken,
  catalogueItems,
  inspect,
  login,
  newBuyer,
  order,
  refreshCookieOf,
  send,
  withShopServer,
  ROOMY_ORDER_LIMITS,
} from './shop-helpers';
import { entryArguments } from './support/build';
import { metric } from './support/metrics';
import { NO_REQUISITES } from '../src/modules/orders';
import { editSettings } from './support/owner';
import { sberRequisites } from './support/requisites';
import { TestSmtp } from './support/smtp';

/**
 * The order desk (issue 27) over HTTP: roles, every allowed and refused move, the optimistic lock, the
 * buyer's cancellation window, the list's filters and counts, the CSV export, the letters of each change.
 */
// Managers come in through the invitation letter, read from a real SMTP server.
const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
const shop = withShopServer(() => ({ ...ROOMY_ORDER_LIMITS, SMTP_URL: smtp.url, MAIL_POLL_MS: '100' }));
const server = () => shop.server();

type Status = DeskOrder['status'];
const COURIER = { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 10, кв. 5' };
const LEGAL = {
  inn: '7707083893',
  kpp: '773601001',
  companyName: 'ООО «Надёжные Сейфы»',
  legalAddress: 'г. Донецк, ул. Артёма, 1',
};

let priced: Product[];
let admin: string;
let manager: Buyer;
let buyer: Buyer;
let keys = 0;

async function placeOrder(extra: Record<string, unknown> = {}, token?: string): Promise<number> {
  keys += 1;
  const [item] = priced as [Product];
  const answer = await send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
    body: order([{ itemCode: item.itemCode, count: 2 }], extra),
    token,
    headers: { 'idempotency-key': `desk-${keys}` },
  });
  if (answer.status !== 201) throw new Error(`order: ${answer.status} ${answer.body}`);
  return answer.data.orderId;
}

const read = async (id: number, token = manager.accessToken) =>
  (await send<DeskOrder>(server(), 'GET', `/api/desk/orders/${id}`, { token })).data;

const move = (id: number, status: Status, version: number, comment = '', token = manager.accessToken) =>
  send<DeskOrder & { message?: string }>(server(), 'POST', `/api/desk/orders/${id}/status`, {
    body: { status, version, comment },
    token,
  });

const INVITATION = 'Приглашение: работа с заказами интернет-магазина';

/**
 * «Назначить менеджером» for the account of `person`: the administrator's invitation, then its link with a new
 * password, as the address's owner does; answers the new password.
 */
async function inviteAndAccept(person: Buyer): Promise<string> {
  const invited = await send(server(), 'POST', '/api/desk/staff', {
    body: { email: person.email.toUpperCase(), manager: true },
    token: admin,
  });
  expect([invited.status, invited.data.message]).toEqual([
    200,
    expect.stringMatching(`^Приглашение отправлено на ${person.email}`),
  ]);
  const token = await smtp.linkToken(person.email, INVITATION);
  const password = `${person.password} менеджера`;
  const accepted = await send(server(), 'POST', '/api/user/acceptInvitation', { body: { token, password } });
  expect(accepted.status).toBe(200);
  return password;
}

/** Moves a fresh order along the allowed path to `status`. */
async function orderIn(status: Status, courier = false): Promise<number> {
  const id = await placeOrder(courier ? { address: COURIER } : {});
  const path: Status[] = {
    new: [],
    confirmed: ['confirmed'],
    assembling: ['confirmed', 'assembling'],
    ready: ['confirmed', 'assembling', 'ready'],
    shipped: ['confirmed', 'assembling', 'shipped'],
    done: ['confirmed', 'assembling', courier ? 'shipped' : 'ready', 'done'],
    cancelled: ['cancelled'],
  }[status] as Status[];
  for (const step of path) {
    const { version } = await read(id);
    const answer = await move(id, step, version, step === 'cancelled' ? 'Покупатель передумал' : '');
    if (answer.status !== 200) throw new Error(`${step}: ${answer.status} ${answer.body}`);
  }
  return id;
}

beforeAll(async () => {
  ({ priced } = await catalogueItems(server()));
  admin = await adminToken(server());
  buyer = await newBuyer(server(), 'Борис');
  const future = await newBuyer(server(), 'Мария');
  const password = await inviteAndAccept(future);
  manager = { ...future, password, ...(await login(server(), future.email, password)) };
});

describe('roles: staff only, checked on every call', () => {
  test('a visitor gets 401, a buyer 403, and nothing changes', async () => {
    const id = await placeOrder();
    const { version } = await read(id);
    const calls = [
      ['GET', '/api/desk/orders', undefined],
      ['GET', `/api/desk/orders/${id}`, undefined],
      ['GET', '/api/desk/orders.csv', undefined],
      ['POST', `/api/desk/orders/${id}/status`, { status: 'confirmed', version }],
      ['PUT', `/api/desk/orders/${id}/comment`, { comment: 'чужой', version }],
      ['GET', '/api/desk/staff', undefined],
      ['POST', '/api/desk/staff', { email: buyer.email, manager: true }],
    ] as const;
    for (const [method, path, body] of calls) {
      const visitor = await send(server(), method, path, { body });
      expect([path, visitor.status, visitor.data]).toEqual([
        path,
        401,
        { message: 'Требуется вход в систему' },
      ]);
      const asBuyer = await send(server(), method, path, { body, token: buyer.accessToken });
      expect([path, asBuyer.status]).toEqual([path, 403]);
      expect(asBuyer.data).toEqual({ message: expect.stringMatching(/^Недостаточно прав/) });
    }
    const after = await read(id);
    expect(after).toMatchObject({ status: 'new', version, managerComment: '' });
    expect(after.history).toHaveLength(1);
    const staff = await send<StaffResponse>(server(), 'GET', '/api/desk/staff', { token: admin });
    expect(staff.data.staff.map((member) => member.email)).not.toContain(buyer.email);
  });

  test('a manager works the desk but cannot manage staff; an administrator can both', async () => {
    expect((await send(server(), 'GET', '/api/desk/orders', { token: manager.accessToken })).status).toBe(
      200,
    );
    expect((await send(server(), 'GET', '/api/desk/orders', { token: admin })).status).toBe(200);
    const staff = await send(server(), 'GET', '/api/desk/staff', { token: manager.accessToken });
    expect(staff.status).toBe(403);
    const grant = await send(server(), 'POST', '/api/desk/staff', {
      body: { email: buyer.email, manager: true },
      token: manager.accessToken,
    });
    expect(grant.status).toBe(403);
    const listed = await send<StaffResponse>(server(), 'GET', '/api/desk/staff', { token: admin });
    expect(listed.data.staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ADMIN.email, role: 'admin' }),
        expect.objectContaining({ email: manager.email, role: 'manager' }),
      ]),
    );
  });

  test('accepting the invitation and taking the role away end every earlier session of the account', async () => {
    const person = await newBuyer(server(), 'Глеб');
    const password = await inviteAndAccept(person);
    // The token and the refresh cookie of before the grant open nothing, not even the buyer's own calls.
    expect((await send(server(), 'GET', '/api/desk/orders', { token: person.accessToken })).status).toBe(401);
    expect((await send(server(), 'GET', '/api/user/orders', { token: person.accessToken })).status).toBe(401);
    const refreshed = await send(server(), 'GET', '/api/user/refresh', {
      headers: { cookie: person.refreshCookie },
    });
    expect(refreshed.status).toBe(401);
    const again = await login(server(), person.email, password);
    expect((await send(server(), 'GET', '/api/desk/orders', { token: again.accessToken })).status).toBe(200);

    const taken = await send(server(), 'POST', '/api/desk/staff', {
      body: { email: person.email, manager: false },
      token: admin,
    });
    expect(taken.status).toBe(200);
    expect((await send(server(), 'GET', '/api/desk/orders', { token: again.accessToken })).status).toBe(401);
    const third = await login(server(), person.email, password);
    expect(refreshCookieOf(third.answer)).not.toBe('');
    expect((await send(server(), 'GET', '/api/desk/orders', { token: third.accessToken })).status).toBe(403);
  });

  test('the grant: withdrawing an unknown e-mail is 404, the administrator is left alone (409), bad input 400', async () => {
    const unknown = await send(server(), 'POST', '/api/desk/staff', {
      body: { email: 'nobody@shop.test', manager: false },
      token: admin,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.message).toBe('Нет ни менеджера, ни приглашения с этим e-mail');
    for (const manager of [true, false]) {
      const self = await send(server(), 'POST', '/api/desk/staff', {
        body: { email: ADMIN.email, manager },
        token: admin,
      });
      expect([self.status, self.data.message]).toEqual([
        409,
        'Это администратор: его роль здесь не меняется',
      ]);
    }
    const bad = await send(server(), 'POST', '/api/desk/staff', {
      body: { email: 'не адрес', manager: 'да' },
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toMatch(/Email|manager/);
  });
});

const ALL: Status[] = ['new', 'confirmed', 'assembling', 'ready', 'shipped', 'done', 'cancelled'];
/** The rules, written out: pickup goes through «Готов к выдаче», courier through «Передан в доставку». */
const ALLOWED: Record<'pickup' | 'courier', Partial<Record<Status, Status[]>>> = {
  pickup: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['assembling', 'cancelled'],
    assembling: ['ready', 'cancelled'],
    ready: ['done', 'cancelled'],
    done: [],
    cancelled: [],
  },
  courier: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['assembling', 'cancelled'],
    assembling: ['shipped', 'cancelled'],
    shipped: ['done', 'cancelled'],
    done: [],
    cancelled: [],
  },
};

describe('statuses: every allowed move is made, every other refused with a Russian message', () => {
  for (const kind of ['pickup', 'courier'] as const) {
    for (const [from, allowed = []] of Object.entries(ALLOWED[kind]) as [Status, Status[]][]) {
      test(`${kind}: from «${from}» to ${allowed.join(', ') || 'nothing'}`, async () => {
        const id = await orderIn(from, kind === 'courier');
        const before = await read(id);
        expect(before.status).toBe(from);
        expect(before.actions).toEqual(allowed);
        for (const to of ALL.filter((status) => !allowed.includes(status))) {
          const refused = await move(id, to, before.version, 'причина');
          expect([to, refused.status]).toEqual([to, 409]);
          expect(refused.data).toEqual({
            message: expect.stringMatching(/^Нельзя перевести заказ из статуса «/),
          });
        }
        expect(await read(id)).toEqual(before);
        for (const to of allowed) {
          const fresh = await orderIn(from, kind === 'courier');
          const { version } = await read(fresh);
          const moved = await move(fresh, to, version, to === 'cancelled' ? 'Нет в наличии' : 'Готово');
          expect(moved.status).toBe(200);
          expect(moved.data).toMatchObject({ status: to, version: version + 1 });
          expect(moved.data.history.at(-1)).toMatchObject({
            status: to,
            who: `Мария (${manager.email})`,
            comment: to === 'cancelled' ? 'Нет в наличии' : 'Готово',
          });
        }
      });
    }
  }

  test('a new order starts as «Новый», its history says the buyer placed it', async () => {
    const id = await placeOrder();
    const placed = await read(id);
    expect(placed).toMatchObject({ status: 'new', version: 0, actions: ['confirmed', 'cancelled'] });
    expect(placed.history).toEqual([
      { at: expect.any(String), status: 'new', who: 'Покупатель', comment: '' },
    ]);
  });

  test('cancelling needs a reason; a bad status or version is 400', async () => {
    const id = await placeOrder();
    const noReason = await move(id, 'cancelled', 0, '   ');
    expect(noReason.status).toBe(400);
    expect(noReason.data.message).toMatch(/Укажите причину отмены/);
    const unknown = await send(server(), 'POST', `/api/desk/orders/${id}/status`, {
      body: { status: 'lost', version: 0 },
      token: manager.accessToken,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.message).toMatch(/Статус/);
    const noVersion = await send(server(), 'POST', `/api/desk/orders/${id}/status`, {
      body: { status: 'confirmed' },
      token: manager.accessToken,
    });
    expect(noVersion.status).toBe(400);
    expect((await send(server(), 'GET', '/api/desk/orders/99999999', { token: admin })).status).toBe(404);
    expect((await read(id)).status).toBe('new');
  });
});

describe('the optimistic lock', () => {
  test('two managers change one order at once: the second gets 409 and the first change stays', async () => {
    const id = await placeOrder();
    const { version } = await read(id);
    const [first, second] = await Promise.all([
      move(id, 'confirmed', version, 'Позвонил покупателю'),
      move(id, 'cancelled', version, 'Дубль заказа', admin),
    ]);
    const answers = [first, second].map((answer) => answer.status).sort();
    expect(answers).toEqual([200, 409]);
    const lost = first.status === 409 ? first : second;
    expect(lost.data).toEqual({ message: 'Заказ уже изменён, обновите страницу' });
    const after = await read(id);
    expect(after.version).toBe(version + 1);
    expect(after.history).toHaveLength(2);

    const stale = await send(server(), 'PUT', `/api/desk/orders/${id}/comment`, {
      body: { comment: 'Перезвонить в пятницу', version },
      token: manager.accessToken,
    });
    expect(stale.status).toBe(409);
    const saved = await send<DeskOrder>(server(), 'PUT', `/api/desk/orders/${id}/comment`, {
      body: { comment: 'Перезвонить в пятницу', version: after.version },
      token: manager.accessToken,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ managerComment: 'Перезвонить в пятницу', version: after.version + 1 });
    expect(saved.data.history.at(-1)).toMatchObject({
      status: null,
      comment: 'Комментарий менеджера: Перезвонить в пятницу',
    });
  });
});

describe("the buyer's own cancellation", () => {
  const cancel = (id: number, token?: string, reason = 'Нашёл дешевле') =>
    send(server(), 'POST', `/api/user/orders/${id}/cancel`, { body: { reason }, token });

  test('while «Новый» the buyer cancels; afterwards only a manager can', async () => {
    const id = await placeOrder({}, buyer.accessToken);
    const confirmed = await placeOrder({}, buyer.accessToken);
    await move(confirmed, 'confirmed', 0);

    expect((await cancel(id)).status).toBe(401);
    const stranger = await newBuyer(server(), 'Чужой');
    expect((await cancel(id, stranger.accessToken)).status).toBe(404);
    const late = await cancel(confirmed, buyer.accessToken);
    expect(late.status).toBe(409);
    expect(late.data.message).toBe(
      'Заказ уже «Подтверждён»: отменить его теперь может только менеджер магазина',
    );
    expect((await read(confirmed)).status).toBe('confirmed');

    const done = await cancel(id, buyer.accessToken);
    expect(done.status).toBe(200);
    expect((await cancel(id, buyer.accessToken)).status).toBe(409);
    const after = await read(id);
    expect(after.status).toBe('cancelled');
    expect(after.history.at(-1)).toMatchObject({
      status: 'cancelled',
      who: 'Покупатель',
      comment: 'Отменён покупателем: Нашёл дешевле',
    });

    const mine = await send<{ orders: AccountOrder[] }>(server(), 'GET', '/api/user/orders', {
      token: buyer.accessToken,
    });
    const cancelled = mine.data.orders.find((entry) => entry.id === id);
    expect(cancelled).toMatchObject({ status: 'Отменён', statusCode: 'cancelled', canCancel: false });
    expect(cancelled?.history.map((step) => step.status)).toEqual(['new', 'cancelled']);
    expect(mine.data.orders.find((entry) => entry.id === confirmed)).toMatchObject({
      status: 'Подтверждён',
      canCancel: false,
    });
  });
});

describe('the list: newest first, 20 a page, counts per status, filters and search', () => {
  const list = async (query: string, token = manager.accessToken) =>
    send<DeskOrdersResponse & { message?: string }>(server(), 'GET', `/api/desk/orders?${query}`, { token });

  test('filters, search and counts', async () => {
    const company = await placeOrder({
      user: { ...PERSON, lastName: 'Кузнецова', email: 'kuz@firm.test', phone: '+7 949 555 11 22', ...LEGAL },
      address: COURIER,
    });
    const person = await placeOrder({
      user: { ...PERSON, lastName: 'Смирнов_100%', email: 'smirnov@mail.test', phone: '89497770011' },
    });
    await move(person, 'confirmed', 0);

    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.data.orders.length).toBeLessThanOrEqual(20);
    const ids = first.data.orders.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.data.latestId).toBe(person);
    expect(first.data.all).toBe(Object.values(first.data.counts).reduce((a, b) => a + b, 0));
    expect(first.data.pagination).toMatchObject({ page: 1, limit: 20, total: first.data.all });
    const second = await list('page=2');
    expect(second.data.orders.map((row) => row.id)[0] ?? 0).toBeLessThan(Math.min(...ids));

    const legal = await list('buyer=legal');
    expect(legal.data.orders.map((row) => row.id)).toEqual([company]);
    // Counts under filters (kept by a trigger) and under a search (counted) agree with the list.
    const none = { new: 0, confirmed: 0, assembling: 0, ready: 0, shipped: 0, done: 0, cancelled: 0 };
    expect(legal.data).toMatchObject({ counts: { ...none, new: 1 }, all: 1 });
    expect((await list('q=smirnov')).data).toMatchObject({ counts: { ...none, confirmed: 1 }, all: 1 });
    const pickupCounts = (await list('delivery=pickup')).data.counts;
    // By day (a date chosen) and in total (none): the two tables the trigger keeps agree.
    expect((await list('delivery=pickup&from=2000-01-01')).data.counts).toEqual(pickupCounts);
    for (const status of ['new', 'confirmed', 'cancelled'] as const) {
      const listed = await list(`delivery=pickup&status=${status}&page=1`);
      let rows = listed.data.orders.length;
      for (let page = 2; page <= listed.data.pagination.totalPages; page += 1) {
        rows += (await list(`delivery=pickup&status=${status}&page=${page}`)).data.orders.length;
      }
      expect([status, rows]).toEqual([status, pickupCounts[status]]);
    }
    expect(legal.data.orders[0]).toMatchObject({
      buyer: { companyName: LEGAL.companyName, inn: LEGAL.inn, email: 'kuz@firm.test' },
      delivery: 'Донецк',
      itemsCount: 2,
      status: 'new',
    });
    const confirmed = await list('status=confirmed&delivery=pickup');
    expect(confirmed.data.orders.map((row) => row.id)).toContain(person);
    expect(confirmed.data.orders.every((row) => row.status === 'confirmed')).toBe(true);
    expect(confirmed.data.pagination.total).toBe(confirmed.data.counts.confirmed);
    expect((await list(`point=${PICKUP.id}&q=smirnov`)).data.orders.map((row) => row.id)).toEqual([person]);
    expect((await list('point=0&q=smirnov')).data.orders).toEqual([]);

    for (const [q, expected] of [
      [String(company), company],
      [`№ ${company}`, company],
      ['+7 949 555-11-22', company],
      ['89497770011', person],
      ['KUZ@FIRM.TEST', company],
      ['кузнецова', company],
      [LEGAL.inn, company],
      ['надёжные сейфы', company],
      ['_100%', person],
    ] as const) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect([q, found.data.orders.map((row) => row.id)]).toEqual([q, [expected]]);
    }
    // `%` and `_` are plain characters in a search, not patterns.
    expect((await list('q=%25')).data.orders.map((row) => row.id)).toEqual([person]);
    expect((await list('q=_')).data.orders.map((row) => row.id)).toEqual([person]);

    // The desk's dates are Moscow's (an order placed at 00:30 there belongs to that day, not to UTC's).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    expect((await list(`from=${today}&to=${today}&buyer=legal`)).data.orders.map((row) => row.id)).toEqual([
      company,
    ]);
    // A search within a short date range (walked by date, not by the trigram index) finds the same orders.
    for (const [q, expected] of [
      ['кузнецова', company],
      ['+7 949 555-11-22', company],
      ['_100%', person],
    ] as const) {
      const found = await list(`from=${today}&to=${today}&q=${encodeURIComponent(q)}`);
      expect([q, found.data.orders.map((row) => row.id)]).toEqual([q, [expected]]);
    }
    expect((await list('to=2000-01-01')).data).toMatchObject({ orders: [], all: 0 });

    const bads = [
      'status=lost',
      'from=вчера',
      'from=2026-02-31',
      'point=32768',
      'buyer=robot',
      'page=0',
      'page=501',
    ];
    for (const bad of bads) {
      const answer = await list(bad);
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.data.message).toMatch(/[А-Яа-яЁё]/);
    }
  });

  test('the counts stay exact after moves from two tabs at once, a lost race included', async () => {
    const before = (await list('')).data;
    const [raced, cancelled, confirmed] = [await placeOrder(), await placeOrder(), await placeOrder()];
    // Two tabs send at once: both move the first order from version 0 (one wins, the other gets 409), and
    // each moves an order of its own.
    const [one, two] = await Promise.all([
      Promise.all([move(raced, 'confirmed', 0), move(cancelled, 'cancelled', 0, 'Покупатель передумал')]),
      Promise.all([move(raced, 'cancelled', 0, 'Дубль заказа'), move(confirmed, 'confirmed', 0)]),
    ]);
    const [first, second] = [one[0], two[0]];
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([one[1].status, two[1].status]).toEqual([200, 200]);
    const won = first.status === 200 ? 'confirmed' : 'cancelled';
    expect((await read(raced)).status).toBe(won);

    const after = (await list('')).data;
    expect(after.counts).toEqual({
      ...before.counts,
      confirmed: before.counts.confirmed + 1 + (won === 'confirmed' ? 1 : 0),
      cancelled: before.counts.cancelled + 1 + (won === 'cancelled' ? 1 : 0),
    });
    expect(after.all).toBe(before.all + 3);
    // Each tab's count is what its pages list.
    for (const status of ['new', 'confirmed', 'cancelled'] as const) {
      let rows = 0;
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const listed = (await list(`status=${status}&page=${page}`)).data;
        pages = listed.pagination.totalPages;
        rows += listed.orders.length;
      }
      expect([status, rows]).toEqual([status, after.counts[status]]);
    }
  });

  test('the CSV export: UTF-8 with a BOM, «;», one row per order or per item, formulas defused', async () => {
    const id = await placeOrder({
      user: { ...PERSON, lastName: '=HYPERLINK("http://evil")', ...LEGAL, companyName: 'ООО «Сейф; и Ко»' },
    });
    const answer = await server().request(`/api/desk/orders.csv?q=${id}`, {
      headers: { authorization: `Bearer ${manager.accessToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-.*\.csv"$/);
    const bytes = Buffer.from(
      await (
        await fetch(`${server().url}/api/desk/orders.csv?q=${id}&rows=item`, {
          headers: { authorization: `Bearer ${manager.accessToken}` },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const perOrder = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(perOrder[0]).toBe(
      'Номер;Дата;Статус;Покупатель;Телефон;Email;Компания;ИНН;КПП;Получение;Пункт или адрес;"Товаров, шт.";"Сумма, руб."',
    );
    expect(perOrder).toHaveLength(3);
    const cells = perOrder[1]?.split(';') ?? [];
    expect(cells[0]).toBe(String(id));
    expect(cells[2]).toBe('Новый');
    expect(cells[3]).toBe(`"'=HYPERLINK(""http://evil"") Анна Сергеевна"`);
    expect(perOrder[1]).toContain('"ООО «Сейф; и Ко»"');
    expect(perOrder[1]).toContain(`;${LEGAL.inn};${LEGAL.kpp};Самовывоз;`);
    const perItem = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(perItem[0]).toMatch(/;Код товара;Товар;Количество;"Цена, руб\.";"Сумма строки, руб\."$/);
    const [item] = priced as [Product];
    expect(perItem[1]).toContain(`;${item.itemCode};`);
    expect(perItem).toHaveLength(3);
  });
});

describe('the list on many orders', () => {
  const list = async (query: string) =>
    send<DeskOrdersResponse>(server(), 'GET', `/api/desk/orders?${query}`, { token: manager.accessToken });

  test('one statement an answer; a search shows and counts its newest 200 matches and says there are more', async () => {
    const before = await metric(server(), 'shop_desk_list_statements_sum');
    for (const query of [
      '',
      'buyer=legal&status=new',
      'from=2000-01-01&point=0',
      'q=kuz',
      'q=1&status=done',
    ]) {
      expect((await list(query)).status).toBe(200);
    }
    expect(await metric(server(), 'shop_desk_list_statements_sum')).toBe(before + 5);

    // 230 orders of one surname, 30 of them the oldest and «Выполнен» (written straight into the database).
    const source = await placeOrder({ user: { ...PERSON, lastName: 'Многозаказова' } });
    await inspect(shop.database().env, [
      `INSERT INTO orders (buyer_key, request_hash, buyer, delivery, status, total_price, old_total_price, created_at)
         SELECT 'bulk', md5(n::text), buyer, delivery, CASE WHEN n <= 30 THEN 'done' ELSE 'new' END,
                total_price, old_total_price, created_at - (300 - n) * interval '1 minute'
         FROM orders, generate_series(1, 229) AS n WHERE id = ${source}`,
    ]);
    const found = await list('q=многозаказова');
    expect(found.data).toMatchObject({ limited: true, all: 200, pagination: { total: 200, totalPages: 10 } });
    // The newest 200: the placed order and 199 written ones, none of the 30 oldest («Выполнен»).
    expect(found.data.counts).toMatchObject({ new: 200, done: 0 });
    expect(found.data.orders[0]?.id).toBe(source);
    const last = await list('q=многозаказова&page=10');
    expect(last.data.orders).toHaveLength(20);
    expect((await list('q=многозаказова&page=11')).data.orders).toEqual([]);
    // A status is a tab over the same 200 (the tabs add up); another filter narrows the matches themselves.
    expect((await list('q=многозаказова&status=done')).data).toMatchObject({
      limited: true,
      counts: { done: 0 },
    });
    expect((await list('q=многозаказова&to=2000-01-01')).data).toMatchObject({ limited: false, all: 0 });
    const all = await list('');
    expect(all.data).toMatchObject({ limited: false });
    expect(all.data.counts.done).toBeGreaterThanOrEqual(30);
  });
});

describe('«Счёт на оплату»: a PDF with real Cyrillic text, for the buyer and staff only', () => {
  async function pdfText(pathname: string, token?: string): Promise<{ status: number; text: string }> {
    const answer = await fetch(`${server().url}${pathname}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (answer.status !== 200) return { status: answer.status, text: await answer.text() };
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const file = path.join(os.tmpdir(), `invoice-${process.pid}-${Date.now()}.pdf`);
    fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    try {
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
      return { status: 200, text: stdout.replace(/\s+/g, ' ') };
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  test('the invoice tells seller, buyer, items, total, VAT and the total in words', async () => {
    const [first, second] = priced as [Product, Product];
    keys += 1;
    const placed = await send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
      body: order(
        [
          { itemCode: first.itemCode, count: 2 },
          { itemCode: second.itemCode, count: 1 },
        ],
        { user: { ...PERSON, ...LEGAL } },
      ),
      token: buyer.accessToken,
      headers: { 'idempotency-key': `desk-${keys}` },
    });
    const { orderId, totalPrice } = placed.data;
    // A new shop's requisites are unset: no invoice a buyer's accountant could not pay, and the reason said.
    const unset = await pdfText(`/api/desk/orders/${orderId}/invoice.pdf`, manager.accessToken);
    expect(unset).toEqual({ status: 409, text: JSON.stringify({ message: NO_REQUISITES }) });
    const requisites = sberRequisites();
    await editSettings(server(), admin, 'requisites', () => requisites);

    const { status, text } = await pdfText(`/api/desk/orders/${orderId}/invoice.pdf`, manager.accessToken);
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`Счёт на оплату № ${orderId} от \\d{1,2} [а-я]+ \\d{4} г\\.`));
    for (const part of [
      `Покупатель: ${LEGAL.companyName}`,
      `ИНН покупателя: ${LEGAL.inn}`,
      `КПП покупателя: ${LEGAL.kpp}`,
      `Адрес покупателя: ${LEGAL.legalAddress}`,
      `Поставщик: ${requisites.fullName}`,
      `ИНН поставщика: ${requisites.inn}`,
      `КПП поставщика: ${requisites.kpp}`,
      `ОГРН поставщика: ${requisites.ogrn}`,
      `Адрес поставщика: ${requisites.legalAddress}`,
      `Расчётный счёт: ${requisites.settlementAccount}`,
      `БИК: ${requisites.bik}`,
      `Руководитель ____________________ ${requisites.director}`,
      // No chief accountant given: the director signs for both.
      `Бухгалтер ____________________ ${requisites.director}`,
      `(код ${first.itemCode})`,
      `Итого: ${formatKopecks(totalPrice * 100)}`,
      `В том числе НДС 20 %: ${formatKopecks(Math.round((totalPrice * 100) / 6))}`,
      `Всего наименований 2, на сумму ${formatKopecks(totalPrice * 100)} руб.`,
      amountInWords(totalPrice * 100),
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain(first.name.slice(0, 20));

    const own = await pdfText(`/api/user/orders/${orderId}/invoice.pdf`, buyer.accessToken);
    expect(own.status).toBe(200);
    expect(own.text).toContain(amountInWords(totalPrice * 100));
  });

  test('nobody else gets it: 401 visitor, 404 another buyer, 403 a buyer at the desk, 409 a private person', async () => {
    const legal = await placeOrder({ user: { ...PERSON, ...LEGAL } }, buyer.accessToken);
    const person = await placeOrder({}, buyer.accessToken);
    const stranger = await newBuyer(server(), 'Посторонний');
    expect((await pdfText(`/api/user/orders/${legal}/invoice.pdf`)).status).toBe(401);
    const other = await pdfText(`/api/user/orders/${legal}/invoice.pdf`, stranger.accessToken);
    expect(other).toEqual({ status: 404, text: JSON.stringify({ message: 'Заказ не найден' }) });
    expect((await pdfText(`/api/desk/orders/${legal}/invoice.pdf`, buyer.accessToken)).status).toBe(403);
    const notLegal = await pdfText(`/api/user/orders/${person}/invoice.pdf`, buyer.accessToken);
    expect(notLegal.status).toBe(409);
    expect(notLegal.text).toContain('только на юридическое лицо');
  });
});

interface Letter {
  order_id: number;
  subject: string;
  recipients: string;
  text: string;
}

test('letters: one per change the buyer hears of, written with the change; none for a refused one', async () => {
  const pickup = await placeOrder();
  const courier = await placeOrder({ address: COURIER });
  const cancelled = await placeOrder();
  for (const step of ['confirmed', 'assembling', 'ready', 'done'] as const) {
    const { version } = await read(pickup);
    expect((await move(pickup, step, version)).status).toBe(200);
    expect((await move(pickup, step, version)).status).toBe(409);
  }
  for (const step of ['confirmed', 'assembling', 'shipped'] as const) {
    const { version } = await read(courier);
    expect((await move(courier, step, version)).status).toBe(200);
  }
  expect((await move(cancelled, 'cancelled', 0, 'Товар снят с производства')).status).toBe(200);

  // The file's last test: the server is not started again.
  const [letters, roles] = await shop.whileStopped(async () => {
    // The first set-up's command (README): an invitation into the outbox, then its withdrawal.
    const staff = async (...args: string[]) =>
      (
        await promisify(execFile)(process.execPath, [...entryArguments('staff'), ...args], {
          cwd: path.resolve(__dirname, '..'),
          env: { ...process.env, ...server().env },
        })
      ).stdout.trim();
    const granted = await staff('grant', buyer.email);
    const [found, [role], invitations] = (await inspect(server().env, [
      `SELECT substring(subject from '№ (\\d+)')::int AS order_id, subject, recipients, text
         FROM outbox WHERE kind = 'order-status' ORDER BY id`,
      `SELECT role FROM users WHERE email = '${buyer.email}'`,
      `SELECT recipients FROM outbox WHERE kind = 'invite-manager' AND recipients = '${buyer.email}'`,
    ])) as [Letter[], [{ role: string }], unknown[]];
    const revoked = await staff('revoke', buyer.email);
    return [found, [granted, role.role, invitations.length, revoked]] as const;
  }, false);
  expect(roles).toEqual([
    expect.stringMatching(`^Приглашение отправлено на ${buyer.email}\\.`),
    'buyer',
    1,
    `Приглашение на ${buyer.email} отозвано`,
  ]);
  const of = (id: number) => letters.filter((letter) => letter.order_id === id);
  expect(of(pickup).map((letter) => letter.subject)).toEqual([
    `Заказ № ${pickup}: подтверждён`,
    `Заказ № ${pickup}: готов к выдаче`,
    `Заказ № ${pickup}: выполнен`,
  ]);
  const ready = of(pickup)[1];
  expect(ready?.recipients).toBe(PERSON.email);
  expect(ready?.text).toContain(PICKUP.location);
  expect(ready?.text).toContain('Часы работы пункта: Вт–Сб 09:00–17:00');
  expect(of(courier).map((letter) => letter.subject)).toEqual([
    `Заказ № ${courier}: подтверждён`,
    `Заказ № ${courier}: передан в доставку`,
  ]);
  expect(of(cancelled)).toHaveLength(1);
  expect(of(cancelled)[0]?.text).toContain('Причина: Товар снят с производства');
});
