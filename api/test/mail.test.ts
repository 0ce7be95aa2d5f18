import { formatRub, priceDigits, vatOf } from '@shop/shared/domain';
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './helpers';
import {
  PERSON,
  PICKUP,
  ROOMY_ORDER_LIMITS,
  SHOP_ENV,
  adminToken,
  catalogueItems,
  onPostgres,
  order,
  send,
} from './shop-helpers';
import { metric } from './support/metrics';
import { editSettings } from './support/owner';
import { TestSmtp, until } from './support/smtp';

const MANAGERS = ['sales@shop.test', 'boss@shop.test'];
const LEGAL = {
  inn: '7707083893',
  kpp: '773601001',
  companyName: 'ООО «Сейф & Ко» <тест>',
  legalAddress: 'г. Донецк, ул. Артёма, 1',
};
const OWN = { phone: '+7 495 765 43 21', email: 'zakaz@vladelec.ru', hours: 'Пн–Пт 10:00–19:00' };
const smtp = new TestSmtp();
let database: TestDatabase;
let server: TestServer;
// Short poll and retry intervals, so an outage and its recovery take a second here, not minutes.
const mailEnv = () => ({
  ...ROOMY_ORDER_LIMITS,
  SMTP_URL: smtp.url,
  MANAGER_EMAILS: MANAGERS.join(', '),
  MAIL_FROM: '"Магазин" <shop@shop.test>',
  MAIL_POLL_MS: '200',
  MAIL_RETRY_MS: '300',
  MAIL_MAX_ATTEMPTS: '4',
  ...SHOP_ENV,
});

beforeAll(async () => {
  await smtp.start();
  database = await createTestDatabase();
  server = await startServer(database.env, mailEnv());
});
afterAll(async () => {
  await server?.stop();
  await smtp.stop();
  await database?.drop();
});

let keys = 0;
async function placeOrder(body: ReturnType<typeof order>, to = server): Promise<number> {
  keys += 1;
  const answer = await send<{ orderId: number }>(to, 'POST', '/api/user/sendOrder', {
    body,
    headers: { 'idempotency-key': `mail-${keys}` },
  });
  expect(answer.status).toBe(201);
  return answer.data.orderId;
}

/** Every letter written so far has been sent (or given up): nothing is pending in the outbox. */
const outboxDrained = () => until(async () => (await metric(server, 'shop_letters_pending')) === 0);
const messageIds = (from: number) => smtp.received.slice(from).map((letter) => letter.messageId);

describe('order and call-back letters', () => {
  test('an order sends the buyer and the managers a letter with the order, a call-back the managers; a retried order none again', async () => {
    const { priced } = await catalogueItems(server);
    const [first, second] = priced as [(typeof priced)[0], (typeof priced)[0]];
    // The owner's contacts and the point's hours as he has just changed them: letters read the settings when sent.
    const admin = await adminToken(server);
    await editSettings(server, admin, 'shop', (shop) => ({ ...shop, phone: OWN.phone, email: OWN.email }));
    await editSettings(server, admin, 'pickupPoints', ({ points }) => ({
      points: points.map((point) => (point.id === PICKUP.id ? { ...point, hours: OWN.hours } : point)),
    }));
    const body = order(
      [
        { itemCode: first.itemCode, count: 2 },
        { itemCode: second.itemCode, count: 1 },
      ],
      { user: { ...PERSON, ...LEGAL } },
    );
    const placed = await send<{ orderId: number; totalPrice: number }>(
      server,
      'POST',
      '/api/user/sendOrder',
      {
        body,
        headers: { 'idempotency-key': 'letters-1' },
      },
    );
    expect(placed.status).toBe(201);
    const { orderId, totalPrice } = placed.data;
    expect(totalPrice).toBe(2 * priceDigits(first.newPrice) + priceDigits(second.newPrice));

    const letters = await smtp.accepted(2);
    const buyer = letters.find((letter) => letter.to.includes(PERSON.email));
    const managers = letters.find((letter) => letter.to.includes(MANAGERS[0] ?? ''));
    expect(buyer?.to).toEqual([PERSON.email]);
    expect(managers?.to).toEqual(MANAGERS);
    expect(buyer?.subject).toBe(`Заказ № ${orderId} оформлен`);
    expect(managers?.subject).toBe(`Новый заказ № ${orderId} на ${formatRub(totalPrice)}`);
    for (const letter of [buyer, managers]) {
      expect(letter?.from).toContain('<shop@shop.test>');
      expect(letter?.messageId).toMatch(/^<[\w-]+@shop\.test>$/);
      expect(letter?.text).toContain(`${first.name} (код ${first.itemCode}) — 2 шт. × ${first.newPrice}`);
      expect(letter?.text).toContain(`${second.name} (код ${second.itemCode}) — 1 шт. × ${second.newPrice}`);
      expect(letter?.text).toContain(`Итого: ${formatRub(totalPrice)}`);
      expect(letter?.text).toContain(`Сумма НДС (НДС 20% включён в цену): ${formatRub(vatOf(totalPrice))}`);
      expect(letter?.text).toContain(`Пункт выдачи: ${PICKUP.title}, ${PICKUP.location}`);
      expect(letter?.text).toContain(`Часы работы пункта: ${OWN.hours}`);
      expect(letter?.text).toContain('Способ оплаты: наличными при получении');
      expect(letter?.text).toContain(OWN.phone);
      expect(letter?.html).toContain(`№ ${orderId}`);
      expect(letter?.html).toContain(OWN.email);
    }
    expect(managers?.text).toContain(
      `Покупатель: ${PERSON.lastName} ${PERSON.firstName} ${PERSON.middleName}`,
    );
    for (const value of [
      PERSON.phone,
      PERSON.email,
      LEGAL.inn,
      LEGAL.kpp,
      LEGAL.companyName,
      LEGAL.legalAddress,
    ]) {
      expect(managers?.text).toContain(value);
    }
    // What a buyer typed is text in the HTML letter, never markup.
    expect(managers?.html).toContain('ООО «Сейф &amp; Ко» &lt;тест&gt;');
    expect(managers?.html).not.toContain('<тест>');
    expect(buyer?.text).not.toContain(LEGAL.inn);

    const repeated = await send(server, 'POST', '/api/user/sendOrder', {
      body,
      headers: { 'idempotency-key': 'letters-1' },
    });
    expect([repeated.status, repeated.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    const callback = await send(server, 'POST', '/api/callback/', {
      body: { name: 'Пётр <script>', phone: '+7 949 765 43 21' },
    });
    expect(callback.status).toBe(201);
    await outboxDrained();
    // The letters go out in the order they were written: a letter of the repeat would have come before this one.
    expect(smtp.received).toHaveLength(3);
    const call = smtp.received[2];
    expect(call?.to).toEqual(MANAGERS);
    expect(call?.subject).toBe('Заявка на обратный звонок: Пётр <script>, +7 949 765 43 21');
    expect(call?.text).toContain('Телефон: +7 949 765 43 21');
    expect(call?.html).toContain('Пётр &lt;script&gt;');
    expect(await metric(server, 'shop_letters_sent_total', { kind: 'order-buyer' })).toBe(1);
    expect(await metric(server, 'shop_letters_sent_total', { kind: 'callback' })).toBe(1);
  });

  test('letters written while the SMTP server is down arrive once it is back, each once', async () => {
    const { priced } = await catalogueItems(server);
    const before = smtp.received.length;
    const port = smtp.port;
    await smtp.stop();
    const orderId = await placeOrder(order([{ itemCode: priced[0]?.itemCode, count: 1 }]));
    await until(() => server.output().includes('letter not sent, will retry'));
    await smtp.start(port);
    await outboxDrained();
    const letters = smtp.received.slice(before);
    expect(letters).toHaveLength(2);
    expect(letters.map((letter) => letter.subject)).toEqual(
      expect.arrayContaining([
        `Заказ № ${orderId} оформлен`,
        expect.stringContaining(`Новый заказ № ${orderId} `),
      ]),
    );
    expect(new Set(messageIds(before)).size).toBe(2);
  });

  test('a status change on the desk sends the buyer one letter over SMTP, after an outage too; a stale retry none', async () => {
    const { priced } = await catalogueItems(server);
    const orderId = await placeOrder(order([{ itemCode: priced[0]?.itemCode, count: 1 }]));
    await outboxDrained();
    const before = smtp.received.length;
    const token = await adminToken(server);
    const port = smtp.port;
    await smtp.stop();
    const confirm = () =>
      send(server, 'POST', `/api/desk/orders/${orderId}/status`, {
        body: { status: 'confirmed', version: 0, comment: 'Ждём вас' },
        token,
      });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(409);
    await until(() => server.output().includes('letter not sent, will retry'));
    await smtp.start(port);
    await outboxDrained();
    const letters = smtp.received.slice(before);
    expect(letters.map((letter) => [letter.to, letter.subject])).toEqual([
      [[PERSON.email], `Заказ № ${orderId}: подтверждён`],
    ]);
    expect(letters[0]?.text).toContain('Комментарий: Ждём вас');
    expect(await metric(server, 'shop_letters_sent_total', { kind: 'order-status' })).toBe(1);
  });

  test('a letter the server refuses for good is marked failed after the last attempt; the others go', async () => {
    const { priced } = await catalogueItems(server);
    const before = smtp.received.length;
    smtp.rejected.add('bounce@shop.test');
    const orderId = await placeOrder(
      order([{ itemCode: priced[0]?.itemCode, count: 1 }], {
        user: { ...PERSON, email: 'bounce@shop.test' },
      }),
    );
    await until(() => server.output().includes('letter not sent, attempts exhausted'));
    await outboxDrained();
    expect(await metric(server, 'shop_letters_failed_total', { kind: 'order-buyer' })).toBe(1);
    expect(smtp.received.slice(before).map((letter) => letter.subject)).toEqual([
      expect.stringContaining(`Новый заказ № ${orderId} `),
    ]);
    // The address must not reach the log (only the letter's id and the server's codes do).
    expect(server.output()).not.toContain('bounce@shop.test');
  });

  if (onPostgres) {
    test('two API processes on one PostgreSQL database send each letter once', async () => {
      const { priced } = await catalogueItems(server);
      const other = await startServer(database.env, mailEnv());
      try {
        const before = smtp.received.length;
        await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            placeOrder(
              order([{ itemCode: priced[index % priced.length]?.itemCode, count: 1 }]),
              index % 2 ? other : server,
            ),
          ),
        );
        await outboxDrained();
        expect(smtp.received.length - before).toBe(20);
        expect(new Set(messageIds(before)).size).toBe(20);
      } finally {
        await other.stop();
      }
    });
  }

  test('killed (SIGKILL) with letters pending and one in the middle of sending, the restarted API delivers every letter exactly once', async () => {
    const { priced } = await catalogueItems(server);
    const before = smtp.received.length;
    smtp.hold = true;
    const orders: number[] = [];
    for (let index = 0; index < 3; index++) {
      orders.push(await placeOrder(order([{ itemCode: priced[index]?.itemCode, count: 1 }])));
    }
    await until(() => smtp.held.length > 0);
    server.process.kill('SIGKILL');
    await server.stop();
    smtp.hold = false;
    for (const release of smtp.held.splice(0)) release(new Error('Отправитель пропал'));

    server = await startServer(database.env, mailEnv());
    await outboxDrained();
    const letters = smtp.received.slice(before);
    expect(letters).toHaveLength(6);
    expect(new Set(messageIds(before)).size).toBe(6);
    for (const id of orders) {
      expect(letters.filter((letter) => letter.subject.includes(`№ ${id} `))).toHaveLength(2);
    }
  });
});
