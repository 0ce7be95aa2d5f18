import type { OrdersResponse as Orders, SendOrderResponse as Placed } from '@shop/shared/contract';
import { expectEach, type Product, startServer, type TestServer } from './helpers';
import { metric } from './support/metrics';
import {
  type Buyer,
  buyerAndItems,
  newBuyer,
  order,
  PERSON,
  onPostgres,
  PICKUP,
  ROOMY_ORDER_LIMITS,
  send,
  SHOP_ENV,
  inspect,
  withShopServer,
} from './shop-helpers';

const shop = withShopServer(() => ROOMY_ORDER_LIMITS);
const server = () => shop.server();

const place = (
  body: unknown,
  { token, key, target = server() }: { token?: string; key?: string; target?: TestServer } = {},
) =>
  send<Placed>(target, 'POST', '/api/user/sendOrder', {
    body,
    token,
    headers: key ? { 'idempotency-key': key } : {},
  });
const ordersOf = async (buyer: Buyer) =>
  (await send<Orders>(server(), 'GET', '/api/user/orders', { token: buyer.accessToken })).data.orders;
const rub = (product: Product) => Number((product.newPrice ?? '').replace(/\D/g, ''));

let priced: Product[];
let unpriced: Product[];
let buyer: Buyer;
beforeAll(async () => {
  ({ priced, unpriced, buyer } = await buyerAndItems(server()));
});

describe('placing an order', () => {
  test('a guest order: priced by the server, client prices ignored, exact message', async () => {
    const [a, b] = priced as [Product, Product];
    const answer = await place(
      order([
        { itemCode: a.itemCode, count: 2, newPrice: '1 руб.', price: 1 },
        { itemCode: b.itemCode, count: 1 },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.data.message).toBe('Заказ успешно оформлен');
    expect(answer.data.orderId).toBeGreaterThan(0);
    expect(answer.data.totalPrice).toBe(rub(a) * 2 + rub(b));
  });

  test('items without a price or unknown are left out; with none left the spec message and nothing stored', async () => {
    const [a] = priced as [Product];
    const [none] = unpriced as [Product];
    const answer = await place(
      order([
        { itemCode: a.itemCode, count: 1 },
        { itemCode: none.itemCode, count: 1 },
        { itemCode: '999999999', count: 3 },
      ]),
      { token: buyer.accessToken },
    );
    expect(answer.status).toBe(201);
    expect(answer.data.totalPrice).toBe(rub(a));
    expect(answer.data.skipped.sort()).toEqual([none.itemCode, '999999999'].sort());

    const before = (await ordersOf(buyer)).length;
    const nothing = await place(order([{ itemCode: none.itemCode, count: 1 }]), { token: buyer.accessToken });
    expect(nothing.status).toBe(409);
    expect(nothing.data).toEqual({ message: 'Нет доступных товаров для заказа' });
    expect(await ordersOf(buyer)).toHaveLength(before);
  });

  test("a buyer's orders: newest first, status «Новый», the server's pickup point, courier as sent", async () => {
    const someone = await newBuyer(server());
    const [a, b] = priced as [Product, Product];
    const first = await place(
      order([{ itemCode: a.itemCode, count: 3 }], { address: { ...PICKUP, title: 'Подделка' } }),
      {
        token: someone.accessToken,
      },
    );
    const courier = { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1, кв. 2' };
    const second = await place(order([{ itemCode: b.itemCode, count: 1 }], { address: courier }), {
      token: someone.accessToken,
    });
    const list = await ordersOf(someone);
    expect(list.map((o) => o.id)).toEqual([second.data.orderId, first.data.orderId]);
    expect(list[0]).toMatchObject({
      status: 'Новый',
      statusCode: 'new',
      canCancel: true,
      invoice: false,
      address: courier,
      totalPrice: rub(b),
    });
    expect(list[0]?.history).toEqual([{ status: 'new', at: list[0]?.timestamp }]);
    expect(list[1]?.address).toEqual({ ...PICKUP, title: 'Пункт выдачи на Университетской' });
    expect(list[1]?.items).toEqual([
      expect.objectContaining({ itemCode: a.itemCode, count: 3, name: a.name, newPrice: a.newPrice }),
    ]);
    expect(Date.parse(list[0]?.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(list[1]?.timestamp ?? ''));
    // Another buyer sees none of them.
    expect((await ordersOf(buyer)).map((o) => o.id)).not.toContain(first.data.orderId);
  });

  test('a legal entity with a valid ИНН and КПП is accepted', async () => {
    const legal = {
      ...PERSON,
      inn: '7707083893',
      companyName: 'ООО «Сейфы»',
      legalAddress: '',
      kpp: '773601001',
    };
    const answer = await place(order([{ itemCode: priced[0]!.itemCode, count: 1 }], { user: legal }));
    expect(answer.status).toBe(201);
  });

  test('401 for a bad bearer token (not silently a guest order), and GET /user/orders needs one', async () => {
    const answer = await place(order([{ itemCode: priced[0]!.itemCode, count: 1 }]), {
      token: 'forged.token.x',
    });
    expect(answer.status).toBe(401);
    expect((await send(server(), 'GET', '/api/user/orders')).status).toBe(401);
  });
});

describe('validation: 400 with a Russian message naming the field, nothing stored', () => {
  const line = () => ({ itemCode: priced[0]!.itemCode, count: 1 });
  const cases: [string, () => unknown, RegExp][] = [
    ['no last name', () => order([line()], { user: { ...PERSON, lastName: '' } }), /Фамилия/],
    ['no first name', () => order([line()], { user: { ...PERSON, firstName: undefined } }), /Имя/],
    ['bad phone', () => order([line()], { user: { ...PERSON, phone: '12-34' } }), /Телефон/],
    ['bad e-mail', () => order([line()], { user: { ...PERSON, email: 'anna@' } }), /Email/],
    [
      'ИНН checksum',
      () => order([line()], { user: { ...PERSON, inn: '7707083894', companyName: 'ООО' } }),
      /ИНН/,
    ],
    ['company without ИНН', () => order([line()], { user: { ...PERSON, companyName: 'ООО' } }), /ИНН/],
    [
      'ИНН without company',
      () => order([line()], { user: { ...PERSON, inn: '7707083893' } }),
      /Название компании/,
    ],
    [
      'КПП pattern',
      () => order([line()], { user: { ...PERSON, inn: '7707083893', companyName: 'ООО', kpp: '12' } }),
      /КПП/,
    ],
    ['pickup id 9', () => order([line()], { address: { ...PICKUP, id: 9 } }), /Пункт самовывоза/],
    ['pickup id -1', () => order([line()], { address: { ...PICKUP, id: -1 } }), /Пункт самовывоза/],
    ['pickup id "4"', () => order([line()], { address: { ...PICKUP, id: '4' } }), /Пункт самовывоза/],
    [
      'courier without city',
      () => order([line()], { address: { type: 'delivery', address: 'ул. 1' } }),
      /Город/,
    ],
    [
      'courier blank address',
      () => order([line()], { address: { type: 'delivery', city: 'Донецк', address: ' ' } }),
      /Адрес/,
    ],
    ['unknown delivery', () => order([line()], { address: { type: 'drone' } }), /Способ получения/],
    ['count 0', () => order([{ ...line(), count: 0 }]), /Количество/],
    ['count 1000', () => order([{ ...line(), count: 1000 }]), /Количество/],
    ['count 1.5', () => order([{ ...line(), count: 1.5 }]), /Количество/],
    ['count "2"', () => order([{ ...line(), count: '2' }]), /Количество/],
    ['no items', () => order([]), /нет товаров/],
    [
      '101 lines',
      () => order(Array.from({ length: 101 }, (_, i) => ({ itemCode: String(100_001 + i), count: 1 }))),
      /100 позиций/,
    ],
    ['a line twice', () => order([line(), line()]), /один раз/],
    ['operator object', () => order([{ itemCode: { $ne: null }, count: 1 }]), /Код товара/],
    [
      'control characters',
      () => order([line()], { user: { ...PERSON, lastName: 'Ив\u0007анова' } }),
      /Фамилия/,
    ],
    ['unknown field', () => order([line()], { discount: 100 }), /Некорректн/],
    ['no buyer', () => ({ address: PICKUP, itemCode: [line()] }), /user/],
  ];

  test.each(cases)('%s', async (_name, body, message) => {
    const before = (await ordersOf(buyer)).length;
    const answer = await place(body(), { token: buyer.accessToken });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toMatch(message);
    expect(await ordersOf(buyer)).toHaveLength(before);
  });

  test('a bad Idempotency-Key header is refused', async () => {
    for (const key of ['with spaces', 'x'.repeat(201)]) {
      const answer = await place(order([line()]), { key });
      expect(answer.status).toBe(400);
      expect(answer.data.message).toMatch(/Idempotency-Key/);
    }
  });
});

describe('Idempotency-Key', () => {
  test('a retry stores nothing new and answers the first answer again; another body with the key is refused', async () => {
    const someone = await newBuyer(server());
    const body = order([
      { itemCode: priced[0]!.itemCode, count: 2 },
      { itemCode: unpriced[0]!.itemCode, count: 1 },
    ]);
    const first = await place(body, { token: someone.accessToken, key: 'order-1' });
    const retry = await place(body, { token: someone.accessToken, key: 'order-1' });
    expect(first.status).toBe(201);
    expect(first.data).toEqual({
      message: 'Заказ успешно оформлен',
      orderId: expect.any(Number),
      totalPrice: rub(priced[0]!) * 2,
      skipped: [unpriced[0]!.itemCode],
    });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The same status and body, what was skipped included; a header tells a replay apart.
    expect([retry.status, retry.data]).toEqual([201, first.data]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const other = await place(order([{ itemCode: priced[0]!.itemCode, count: 3 }]), {
      token: someone.accessToken,
      key: 'order-1',
    });
    expect(other.status).toBe(409);
    expect(other.data.message).toMatch(/Idempotency-Key уже использован/);
    expect(await ordersOf(someone)).toHaveLength(1);
    // The key belongs to its buyer: another buyer's equal key is another order.
    const stranger = await newBuyer(server());
    const theirs = await place(body, { token: stranger.accessToken, key: 'order-1' });
    expect(theirs.status).toBe(201);
    expect(theirs.data.orderId).not.toBe(first.data.orderId);
  });

  test('a new order is written in one statement without a transaction (PGlite has one session: the order, its lines, history and letters at once), stored whole; a retry writes nothing', async () => {
    const someone = await newBuyer(server());
    const [a, b] = priced as [Product, Product];
    const body = order([
      { itemCode: a.itemCode, count: 1 },
      { itemCode: b.itemCode, count: 2 },
    ]);
    const sum = () => metric(server(), 'shop_order_write_statements_sum');
    const count = () => metric(server(), 'shop_order_write_statements_count');
    const [sumBefore, countBefore] = [await sum(), await count()];
    expect((await place(body, { token: someone.accessToken, key: 'whole-1' })).status).toBe(201);
    expect((await place(body, { token: someone.accessToken, key: 'whole-1' })).status).toBe(201);
    expect([await sum(), await count()]).toEqual([sumBefore + 1, countBefore + 1]);
    const [stored] = await ordersOf(someone);
    expect(stored?.items.map((item) => [item.itemCode, item.count])).toEqual([
      [a.itemCode, 1],
      [b.itemCode, 2],
    ]);
    expect(stored?.history.map((step) => step.status)).toEqual(['new']);
  });

  test('a claim left by a process that died is taken over once it has ended; a placed order leaves no claim', async () => {
    const someone = await newBuyer(server());
    const [{ id }] = (
      await inspect<{ id: number }>(shop.database().env, [
        `SELECT id FROM users WHERE email = '${someone.email}'`,
      ])
    )[0] as [{ id: number }];
    const claims = async () =>
      (
        await inspect<{ n: number }>(shop.database().env, [
          `SELECT count(*)::int AS n FROM order_attempts WHERE buyer_key = 'user:${id}'`,
        ])
      )[0]?.[0]?.n;
    await inspect(shop.database().env, [
      `INSERT INTO order_attempts VALUES ('user:${id}', 'crashed-1', 'dead', now() - interval '1 second')`,
    ]);
    const placed = await place(order([{ itemCode: priced[2]!.itemCode, count: 1 }]), {
      token: someone.accessToken,
      key: 'crashed-1',
    });
    expect([placed.status, placed.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await ordersOf(someone)).toHaveLength(1);
    expect(await claims()).toBe(0);
  });

  test('twenty concurrent copies of one request store one order', async () => {
    const someone = await newBuyer(server());
    const body = order([{ itemCode: priced[1]!.itemCode, count: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(body, { token: someone.accessToken, key: 'same-click' })),
    );
    // Each copy waits for the one that claimed the key and answers its order: no «ещё оформляется».
    expectEach(
      answers,
      (a) => a.status === 201 && a.data.message === 'Заказ успешно оформлен',
      (a) => `${a.status} ${a.body}`,
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await ordersOf(someone)).toHaveLength(1);
  });

  // On PostgreSQL a second API process shares the database: each request is sent to both at once.
  test(`100 concurrent orders from 10 buyers, each sent twice at once and retried${onPostgres ? ', across two API processes' : ''}: every one stored once`, async () => {
    const second = onPostgres
      ? await startServer(shop.database().env, { ...SHOP_ENV, ...ROOMY_ORDER_LIMITS })
      : server();
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newBuyer(server(), `Покупатель ${i}`)),
    );
    const jobs = buyers.flatMap((b, i) =>
      Array.from({ length: 10 }, (_, n) => ({
        buyer: b,
        key: `bulk-${i}-${n}`,
        body: order([{ itemCode: priced[n % priced.length]!.itemCode, count: n + 1 }]),
      })),
    );
    const sendJob =
      (target: TestServer) =>
      async ({ buyer: b, key, body }: (typeof jobs)[number]) => {
        for (let attempt = 0; ; attempt++) {
          const answer = await place(body, { token: b.accessToken, key, target });
          if (answer.status === 200 || answer.status === 201) return answer.data.orderId;
          if (attempt >= 5) throw new Error(`${key}: ${answer.status} ${answer.body}`);
        }
      };
    const [firstWave, secondWave] = await Promise.all([
      Promise.all(jobs.map(sendJob(server()))),
      Promise.all(jobs.map(sendJob(second))),
    ]);
    if (second !== server()) await second.stop();
    expect(secondWave).toEqual(firstWave);
    expect(new Set(firstWave).size).toBe(100);
    expect(await Promise.all(jobs.slice(0, 10).map(sendJob(server())))).toEqual(firstWave.slice(0, 10));
    for (const [i, b] of buyers.entries()) {
      const ids = (await ordersOf(b)).map((o) => o.id).sort((x, y) => x - y);
      expect(ids).toEqual(firstWave.slice(i * 10, i * 10 + 10).sort((x, y) => x - y));
    }
  });
});
