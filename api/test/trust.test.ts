import { type Answer, startServer, type TestServer } from './helpers';
import type { DeskOrder, SendOrderResponse, StaffResponse } from '@shop/shared/contract';
import {
  ADMIN,
  type Buyer,
  CONSENT,
  adminToken,
  inspect,
  PERSON,
  SHOP_ENV,
  catalogueItems,
  from,
  login,
  newBuyer,
  onPostgres,
  order,
  send,
  withShopServer,
} from './shop-helpers';
import { metric } from './support/metrics';
import { TestSmtp, until } from './support/smtp';

// Issue 30, written as a stranger's attacks over HTTP with the shop's default limits; letters reach a real
// SMTP server, so «no letter» is what an inbox would see.
const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
const shop = withShopServer(() => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', MAIL_RETRY_MS: '200' }));
const server = () => shop.server();

let itemCode: string;
beforeAll(async () => {
  const { priced } = await catalogueItems(server());
  itemCode = priced[0]?.itemCode ?? '';
});

const guestOrder = (address: string, email: string, key: string, target: TestServer = server()) =>
  send<SendOrderResponse>(target, 'POST', '/api/user/sendOrder', {
    body: order([{ itemCode, count: 1 }], { user: { ...PERSON, email } }),
    headers: { ...from(address), 'idempotency-key': key },
  });
/** Guest orders of `count` new keys from one caller address, each answered 201. */
async function ordersFrom(address: string, count: number, prefix: string): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const answer = await guestOrder(address, `${prefix}${i}@example.org`, `${prefix}-${i}`);
    if (answer.status !== 201) throw new Error(`${prefix}-${i}: ${answer.status} ${answer.body}`);
  }
}
const countOf = async (query: string) =>
  (await inspect<{ n: number }>(shop.database().env, [`SELECT count(*)::int AS n FROM ${query}`]))[0]?.[0]?.n;
const ordersWithKey = (key: string) => countOf(`orders WHERE idempotency_key = '${key}'`);
/** The buyer's letters written to `email`, sent or not (the outbox, not the inbox: no wait for the worker). */
const buyerLetters = (email: string) =>
  countOf(`outbox WHERE kind = 'order-buyer' AND recipients = '${email}'`);
const lettersTo = (email: string) => smtp.received.filter((letter) => letter.to.includes(email));
/**
 * The worker has sent everything written so far: no letter is pending in the outbox. A request writes its
 * letters in its own transaction, so one it should not have written is sent (or still pending) by then.
 */
const settled = () => until(async () => (await metric(server(), 'shop_letters_pending')) === 0);

function expectRefused(answer: { status: number; headers: Headers; data: unknown }, message: RegExp) {
  expect(answer.status).toBe(429);
  expect((answer.data as { message: string }).message).toMatch(message);
  expect((answer.data as { message: string }).message).toMatch(/Попробуйте снова через \d+ (минут|час)/);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('floods: a stranger cannot make the shop write letters without end', () => {
  test('the 11th guest order from one address gets 429, stores nothing and writes no letter', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push((await guestOrder('198.51.100.1', `flood${i}@example.org`, `flood-${i}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    const refused = await guestOrder('198.51.100.1', 'flood11@example.org', 'flood-11b');
    expectRefused(refused, /Слишком много заказов с вашего адреса/);
    await until(() => lettersTo('flood10@example.org').length === 1);
    await settled();
    expect(lettersTo('flood11@example.org')).toEqual([]);
    // Another address still orders.
    expect((await guestOrder('198.51.100.2', 'flood11@example.org', 'flood-11c')).status).toBe(201);
  });

  test('orders naming one victim from many addresses are all taken: five letters an hour reach the victim, the desk says why the others got none', async () => {
    const victim = 'victim@example.org';
    const answers: Answer<SendOrderResponse>[] = [];
    for (let i = 1; i <= 7; i++)
      answers.push(await guestOrder(`198.51.100.${10 + i}`, victim, `victim-${i}`));
    expect(answers.map((answer) => [answer.status, answer.data.message])).toEqual(
      Array(7).fill([201, 'Заказ успешно оформлен']),
    );
    await until(() => lettersTo(victim).length === 5);
    // The managers hear of every order, the held ones too.
    await until(() => lettersTo('info@seyf-shop.ru').filter((l) => l.text.includes(victim)).length === 7);
    await settled();
    expect(lettersTo(victim)).toHaveLength(5);
    const admin = await adminToken(server());
    const notes = [];
    for (const { data } of answers) {
      const { history } = (
        await send<DeskOrder>(server(), 'GET', `/api/desk/orders/${data.orderId}`, { token: admin })
      ).data;
      notes.push(history.filter((entry) => entry.status === null).map(({ who, comment }) => [who, comment]));
    }
    const held = [['Магазин', 'Письмо покупателю не отправлено: лимит писем на адрес']];
    expect(notes).toEqual([[], [], [], [], [], held, held]);
    // The other letters to the address keep their limit: a registration with it is refused.
    expectRefused(
      await send(server(), 'POST', '/api/user/registration', {
        body: {
          name: 'Жертва',
          email: victim,
          phoneNumber: '9491234567',
          password: 'пароль жертвы 123',
          ...CONSENT,
        },
        headers: from('198.51.100.19'),
      }),
      /Слишком много писем на этот адрес/,
    );
  });

  test('call-back requests from one address get 429 after five in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(server(), 'POST', '/api/callback/', {
        body: { name: 'Анна', phone: '+7 949 123 45 67' },
        headers: from('198.51.100.30'),
      });
      statuses.push(answer.status);
      if (answer.status === 429) expectRefused(answer, /Слишком много заявок/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('which addresses have an account cannot be asked without limit: e-mail changes share the registrations’ allowance', async () => {
    const prober = await newBuyer(server());
    const taken = await newBuyer(server());
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await send(server(), 'PUT', '/api/user/changeInfo', {
        body: { email: i === 0 ? taken.email : `probe${i}@example.org` },
        token: prober.accessToken,
        headers: from('198.51.100.40'),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([409, ...Array<number>(19).fill(200)]);
    expectRefused(
      await send(server(), 'PUT', '/api/user/changeInfo', {
        body: { email: 'probe-last@example.org' },
        token: prober.accessToken,
        headers: from('198.51.100.40'),
      }),
      /Слишком много регистраций/,
    );
    const registration = await send(server(), 'POST', '/api/user/registration', {
      body: {
        name: 'Бот',
        email: 'bot@example.org',
        phoneNumber: '9491234567',
        password: 'пароль бота 123',
        ...CONSENT,
      },
      headers: from('198.51.100.40'),
    });
    expect(registration.status).toBe(429);
  });
});

describe('replays are answered, never limited', () => {
  // On PostgreSQL the copies of one key go to two API processes on the one database.
  let other: TestServer | null = null;
  beforeAll(async () => {
    if (onPostgres) other = await startServer(shop.database().env, { ...SHOP_ENV, SMTP_URL: smtp.url });
  });
  afterAll(() => other?.stop());
  const targets = () => (other ? [server(), other] : [server()]);
  const copies = (n: number, address: string, email: string, key: string) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => guestOrder(address, email, key, targets()[i % targets().length])),
    );
  /** How the copies were answered, apart from the one order they share (none apart: []). */
  const otherThan = (first: Answer<SendOrderResponse>, answers: Answer<SendOrderResponse>[]) =>
    answers
      .filter((a) => a.status !== first.status || a.body !== first.body)
      .map((a) => `${a.status} ${a.body}`);

  test('retries after the address’s orders are spent get their stored orders, one by one and ten at once', async () => {
    const address = '198.51.100.200';
    const firsts: Answer<SendOrderResponse>[] = [];
    for (let i = 1; i <= 10; i++)
      firsts.push(await guestOrder(address, `spent${i}@example.org`, `spent-${i}`));
    expectRefused(await guestOrder(address, 'spent11@example.org', 'spent-11'), /Слишком много заказов/);
    const retries = [];
    for (let i = 1; i <= 10; i++)
      retries.push(await guestOrder(address, `spent${i}@example.org`, `spent-${i}`));
    expect(retries.map((a) => [a.status, a.body])).toEqual(firsts.map((a) => [201, a.body]));
    expect(retries.map((a) => a.headers.get('idempotent-replayed'))).toEqual(Array(10).fill('true'));
    const first = firsts[9]!;
    expect(otherThan(first, await copies(10, address, 'spent10@example.org', 'spent-10'))).toEqual([]);
    expect(await ordersWithKey('spent-10')).toBe(1);
    // Still spent: none of the replays gave a slot back, and a new order is refused.
    expectRefused(await guestOrder(address, 'spent12@example.org', 'spent-12'), /Слишком много заказов/);
  });

  test('two sends of one key at once, the first taking the address’s last order, both get the order', async () => {
    const address = '198.51.100.201';
    await ordersFrom(address, 9, 'last');
    const [a, b] = await copies(2, address, 'last10@example.org', 'last-10');
    expect([a!.status, otherThan(a!, [b!])]).toEqual([201, []]);
    expect(await ordersWithKey('last-10')).toBe(1);
    expectRefused(await guestOrder(address, 'last11@example.org', 'last-11'), /Слишком много заказов/);
  });

  test('ten sends of one key at once answer one order and take one slot of the address’s orders', async () => {
    const address = '198.51.100.202';
    await ordersFrom(address, 8, 'ten');
    const [first, ...rest] = await copies(10, address, 'ten9@example.org', 'ten-9');
    expect([first!.status, otherThan(first!, rest)]).toEqual([201, []]);
    expect(await ordersWithKey('ten-9')).toBe(1);
    expect(await buyerLetters('ten9@example.org')).toBe(1);
    // The tenth slot is still free.
    expect((await guestOrder(address, 'ten10@example.org', 'ten-10')).status).toBe(201);
    expectRefused(await guestOrder(address, 'ten11@example.org', 'ten-11'), /Слишком много заказов/);
  });

  test('a refused attempt leaves its key free: sent again it is tried as new', async () => {
    await ordersFrom('198.51.100.203', 10, 'refused');
    expectRefused(
      await guestOrder('198.51.100.203', 'again@example.org', 'again-1'),
      /Слишком много заказов/,
    );
    const placed = await guestOrder('198.51.100.204', 'again@example.org', 'again-1');
    expect([placed.status, placed.headers.get('idempotent-replayed')]).toEqual([201, null]);
    // Now stored, its replay from the spent address is answered.
    const replay = await guestOrder('198.51.100.203', 'again@example.org', 'again-1');
    expect([replay.status, replay.body]).toEqual([201, placed.body]);
  });
});

describe('lock-out: a stranger cannot lock the owner out', () => {
  test('after a stranger’s six wrong guesses the owner logs in from another address; the stranger stays locked even with the right password', async () => {
    const owner = await newBuyer(server());
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(server(), 'POST', '/api/user/login', {
        body: { email: owner.email, password: `guess ${i}` },
        headers: from('203.0.113.5'),
      });
      guesses.push(answer.status);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    const ownerLogin = await send(server(), 'POST', '/api/user/login', {
      body: { email: owner.email, password: owner.password },
      headers: from('198.51.100.50'),
    });
    expect(ownerLogin.status).toBe(200);
    const stranger = await send(server(), 'POST', '/api/user/login', {
      body: { email: owner.email, password: owner.password },
      headers: from('203.0.113.5'),
    });
    expectRefused(stranger, /Слишком много попыток входа/);
  });

  test('guessing one account from many addresses is stopped at the per-e-mail ceiling and the owner gets one letter a day', async () => {
    const owner = await newBuyer(server());
    const statuses: number[] = [];
    for (let i = 0; i < 53; i++) {
      const answer = await send(server(), 'POST', '/api/user/login', {
        body: { email: owner.email, password: `guess ${i}` },
        headers: from(`10.9.${Math.floor(i / 200)}.${i % 200}`),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 50)).toEqual(Array<number>(50).fill(401));
    expect(statuses.slice(50)).toEqual([429, 429, 429]);
    const alerts = () =>
      lettersTo(owner.email).filter((l) => l.subject === 'Кто-то пытался войти в ваш аккаунт');
    await until(() => alerts().length === 1);
    await settled();
    expect(alerts()).toHaveLength(1);
  });

  test('an unknown e-mail guessed from many addresses writes no letter to anyone', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 52; i++) {
      await send(server(), 'POST', '/api/user/login', {
        body: { email: 'nobody-here@example.org', password: `guess ${i}` },
        headers: from(`10.8.0.${i}`),
      });
    }
    await settled();
    expect(smtp.received.slice(before)).toEqual([]);
  });
});

describe('cross-site navigations change nothing', () => {
  const refresh = (cookie: string, headers: Record<string, string> = {}) =>
    send<{ accessToken: string }>(server(), 'GET', '/api/user/refresh', { headers: { cookie, ...headers } });

  test.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a Referer of another site', { referer: 'https://evil.example/page' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('a logout and a refresh with %s are refused; the refresh cookie stays valid', async (_, headers) => {
    const buyer = await newBuyer(server());
    for (const path of ['/api/user/logout', '/api/user/refresh']) {
      const answer = await send(server(), 'GET', path, {
        headers: { cookie: buyer.refreshCookie, ...headers },
      });
      expect(answer.status).toBe(403);
      expect(answer.data.message).toMatch(/с другого сайта/);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const own = await refresh(buyer.refreshCookie, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(own.data.accessToken).toEqual(expect.any(String));
  });

  test('the shop’s own page logs out (same origin, its own Referer)', async () => {
    const buyer = await newBuyer(server());
    const own = { 'sec-fetch-site': 'same-origin', referer: `${server().url}/personal` };
    const out = await send(server(), 'GET', '/api/user/logout', {
      headers: { cookie: buyer.refreshCookie, ...own },
    });
    expect(out.status).toBe(200);
    expect((await refresh(buyer.refreshCookie)).status).toBe(401);
  });
});

/** The one-time link of the newest letter to `email` with `subject`: its token, from the fragment. */
const linkIn = (email: string, subject: string): Promise<string> => smtp.linkToken(email, subject);
const post = (
  path: string,
  body: unknown,
  extra: { token?: string; headers?: Record<string, string> } = {},
) => send(server(), 'POST', `/api/user/${path}`, { body, ...extra });
const info = (token: string) =>
  send<{ email: string; emailConfirmed: boolean }>(server(), 'GET', '/api/user/info', { token });
const REFUSED = /Ссылка недействительна/;

describe('letters to unconfirmed addresses', () => {
  test('carry no name or courier address the sender typed; the managers still get the whole order', async () => {
    const email = 'stranger-target@example.org';
    const answer = await send(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode, count: 1 }], {
        user: { ...PERSON, email, firstName: 'Оплатите на pay.evil.example' },
        address: {
          type: 'delivery',
          city: 'Донецк',
          address: 'Ваш счёт заблокирован, звоните 8 800 000 00 00',
        },
      }),
      headers: from('198.51.100.100'),
    });
    expect(answer.status).toBe(201);
    await until(() => lettersTo(email).length === 1);
    const [letter] = lettersTo(email);
    for (const part of [letter?.text, letter?.html, letter?.subject]) {
      expect(part).not.toMatch(/evil|заблокирован/);
    }
    expect(letter?.text).toMatch(/Здравствуйте! Ваш заказ №/);
    await until(() => lettersTo('info@seyf-shop.ru').some((l) => l.text.includes('pay.evil.example')));
  });

  test.each([
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
  ])('a name with the %s separator is refused like a control character', async (_, separator) => {
    const placed = await send(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode, count: 1 }], { user: { ...PERSON, firstName: `Анна${separator}Оплатите` } }),
      headers: from('198.51.100.101'),
    });
    expect([placed.status, placed.data.message]).toEqual([
      400,
      expect.stringMatching(/недопустимые символы/),
    ]);
    const callback = await send(server(), 'POST', '/api/callback/', {
      body: { name: `Анна${separator}Петровна`, phone: '+7 949 123 45 67' },
      headers: from('198.51.100.101'),
    });
    expect(callback.status).toBe(400);
  });
});

describe('confirmed e-mail', () => {
  test('registration writes a confirmation letter with no text the registrant chose; its link confirms once', async () => {
    const buyer = await newBuyer(server(), 'Оплатите на https://pay.evil.example');
    expect((await info(buyer.accessToken)).data.emailConfirmed).toBe(false);
    const token = await linkIn(buyer.email, 'Подтвердите адрес e-mail');
    const [letter] = lettersTo(buyer.email);
    expect(`${letter?.text}${letter?.html}`).not.toContain('evil');
    expect(letter?.text).toContain(`/personal/confirm#token=${token}`);

    const confirmed = await post('confirmEmail', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.message).toBe('Адрес подтверждён');
    expect((await info(buyer.accessToken)).data.emailConfirmed).toBe(true);
    const again = await post('confirmEmail', { token });
    expect(again.status).toBe(400);
    expect(again.data.message).toMatch(REFUSED);
    expect((await post('confirmEmail', { token: 'x'.repeat(43) })).status).toBe(400);
  });

  test('a new confirmation letter voids the older link; a confirmed address gets none', async () => {
    const buyer = await newBuyer(server());
    const older = await linkIn(buyer.email, 'Подтвердите адрес e-mail');
    const resent = await post('resendConfirmation', undefined, { token: buyer.accessToken });
    expect(resent.status).toBe(200);
    expect(resent.data.message).toContain(buyer.email);
    await until(() => lettersTo(buyer.email).length === 2);
    const token = await linkIn(buyer.email, 'Подтвердите адрес e-mail');
    expect((await post('confirmEmail', { token: older })).status).toBe(400);
    expect((await post('confirmEmail', { token })).status).toBe(200);
    const again = await post('resendConfirmation', undefined, { token: buyer.accessToken });
    expect([again.status, again.data.message]).toEqual([409, 'Адрес уже подтверждён']);
  });

  test('a guest order placed with an address joins its account only when the address is confirmed', async () => {
    const email = 'guest-then-buyer@example.org';
    expect((await guestOrder('198.51.100.70', email, 'joined-1')).status).toBe(201);
    const password = 'пароль покупателя 1';
    await send(server(), 'POST', '/api/user/registration', {
      body: { name: 'Анна', email, phoneNumber: '9491234567', password, ...CONSENT },
    });
    const orders = async () =>
      (
        await send<{ orders: unknown[] }>(server(), 'GET', '/api/user/orders', {
          token: (await login(server(), email, password)).accessToken,
        })
      ).data.orders;
    // Logged in unconfirmed (the spec's flow): the guest's order is not given to whoever registered.
    expect(await orders()).toEqual([]);
    await post('confirmEmail', { token: await linkIn(email, 'Подтвердите адрес e-mail') });
    expect(await orders()).toHaveLength(1);
  });
});

describe('password recovery', () => {
  const SENT =
    'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля. Ссылка действует 1 час.';

  test('a known and an unknown address get the same answer, with no letter sent within the request', async () => {
    const buyer = await newBuyer(server());
    smtp.hold = true;
    try {
      const known = await post(
        'recovery',
        { email: buyer.email.toUpperCase() },
        { headers: from('198.51.100.80') },
      );
      const unknown = await post(
        'recovery',
        { email: 'nobody@example.org' },
        { headers: from('198.51.100.80') },
      );
      expect([known.status, known.data]).toEqual([200, { message: SENT }]);
      expect([unknown.status, unknown.data]).toEqual([known.status, known.data]);
    } finally {
      smtp.hold = false;
      for (const release of smtp.held.splice(0)) release(new Error('отложено'));
    }
    await linkIn(buyer.email, 'Восстановление пароля');
    await settled();
    expect(lettersTo('nobody@example.org')).toEqual([]);
  });

  test('the link sets a new password once: every session ends, the new password logs in, the old does not', async () => {
    const buyer = await newBuyer(server());
    await post('recovery', { email: buyer.email });
    const older = await linkIn(buyer.email, 'Восстановление пароля');
    await post('recovery', { email: buyer.email });
    await until(
      () => lettersTo(buyer.email).filter((l) => l.subject === 'Восстановление пароля').length === 2,
    );
    const token = await linkIn(buyer.email, 'Восстановление пароля');
    expect(token).not.toBe(older);

    const password = 'совсем новый пароль 7';
    // The newest link voids the older ones.
    expect((await post('resetPassword', { token: older, password })).data.message).toMatch(REFUSED);
    expect((await post('resetPassword', { token, password: 'qwerty123' })).status).toBe(400);
    const saved = await post('resetPassword', { token, password });
    expect([saved.status, saved.data.message]).toEqual([200, 'Пароль изменён. Войдите с новым паролем.']);
    expect((await info(buyer.accessToken)).status).toBe(401);
    const refresh = await send(server(), 'GET', '/api/user/refresh', {
      headers: { cookie: buyer.refreshCookie },
    });
    expect(refresh.status).toBe(401);
    expect((await login(server(), buyer.email, password)).accessToken).toBeTruthy();
    const old = await post('login', { email: buyer.email, password: buyer.password });
    expect(old.status).toBe(401);
    const twice = await post('resetPassword', { token, password: 'ещё один новый пароль' });
    expect([twice.status, twice.data.message]).toEqual([400, expect.stringMatching(REFUSED)]);
  });

  test('recovery requests are limited per address and per e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post('recovery', { email: `many${i}@example.org` }, { headers: from('198.51.100.81') }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const toOne: number[] = [];
    for (let i = 0; i < 6; i++) {
      toOne.push(
        (await post('recovery', { email: 'one@example.org' }, { headers: from(`198.51.100.${90 + i}`) }))
          .status,
      );
    }
    expect(toOne).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('e-mail change', () => {
  test('the new address takes effect when its link is opened; the old address gets a notice', async () => {
    const buyer = await newBuyer(server());
    const newEmail = `moved.${Date.now()}@example.org`;
    const asked = await send(server(), 'PUT', '/api/user/changeInfo', {
      body: { email: newEmail },
      token: buyer.accessToken,
    });
    expect(asked.status).toBe(200);
    expect((await info(buyer.accessToken)).data.email).toBe(buyer.email);
    const token = await linkIn(newEmail, 'Подтвердите новый адрес e-mail');
    const changed = await post('changeEmail', { token });
    expect([changed.status, changed.data.message]).toEqual([200, 'Адрес e-mail изменён']);
    expect((await info(buyer.accessToken)).data).toMatchObject({ email: newEmail, emailConfirmed: true });
    await until(() => lettersTo(buyer.email).some((l) => l.subject === 'Адрес e-mail аккаунта изменён'));
    expect((await login(server(), newEmail, buyer.password)).accessToken).toBeTruthy();
    expect((await post('changeEmail', { token })).status).toBe(400);
  });
});

describe('account deletion', () => {
  let buyer: Buyer;
  let orderId: number;

  test('with the password: the account, its sessions and its data go, the address can register again, a letter confirms it', async () => {
    buyer = await newBuyer(server());
    const placed = await send<{ orderId: number }>(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode, count: 1 }], { user: { ...PERSON, email: buyer.email } }),
      token: buyer.accessToken,
    });
    orderId = placed.data.orderId;
    const wrong = await post('deleteAccount', { password: 'не тот пароль' }, { token: buyer.accessToken });
    expect([wrong.status, wrong.data.message]).toEqual([400, 'Текущий пароль введён неверно']);
    const deleted = await post('deleteAccount', { password: buyer.password }, { token: buyer.accessToken });
    expect([deleted.status, deleted.data.message]).toEqual([200, 'Аккаунт удалён']);
    expect(deleted.headers.getSetCookie().join()).toMatch(/refreshToken=;/);
    expect((await info(buyer.accessToken)).status).toBe(401);
    const refresh = await send(server(), 'GET', '/api/user/refresh', {
      headers: { cookie: buyer.refreshCookie },
    });
    expect(refresh.status).toBe(401);
    expect((await post('login', { email: buyer.email, password: buyer.password })).status).toBe(401);
    await until(() => lettersTo(buyer.email).some((l) => l.subject === 'Аккаунт удалён'));
    const again = await post('registration', {
      name: 'Анна',
      email: buyer.email,
      phoneNumber: '9491234567',
      password: buyer.password,
      ...CONSENT,
    });
    expect(again.status).toBe(201);
  });

  test('the deleted account’s order stays as a record with no account; an expired recovery link is refused', async () => {
    await post('recovery', { email: buyer.email });
    const token = await linkIn(buyer.email, 'Восстановление пароля');
    const [orders] = await inspect(shop.database().env, [
      `SELECT user_id FROM orders WHERE id = ${orderId}`,
      "UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'recover'",
    ]);
    expect(orders).toEqual([{ user_id: null }]);
    const expired = await post('resetPassword', { token, password: 'пароль после срока 1' });
    expect([expired.status, expired.data.message]).toEqual([400, expect.stringMatching(REFUSED)]);
  });
});

describe('staff roles only for confirmed addresses: the manager’s invitation', () => {
  const INVITATION = 'Приглашение: работа с заказами интернет-магазина';
  const INVITATION_REFUSED = /^Приглашение недействительно: ссылка уже использована, устарела/;
  let admin: string;
  /** Invitations this file asked for: each counts in the administrator's hourly allowance. */
  let invitations = 0;
  beforeAll(async () => {
    admin = await adminToken(server());
  });

  const invite = (email: string, token = admin) => {
    if (token === admin) invitations += 1;
    return send(server(), 'POST', '/api/desk/staff', { body: { email, manager: true }, token });
  };
  const withdraw = (email: string) =>
    send(server(), 'POST', '/api/desk/staff', { body: { email, manager: false }, token: admin });
  const staffList = async () =>
    (await send<StaffResponse>(server(), 'GET', '/api/desk/staff', { token: admin })).data;
  /** The invitation page's call, from an address of its own (each try hashes a password). */
  const accept = (token: string, password: string) =>
    post('acceptInvitation', { token, password }, { headers: from('198.51.100.120') });
  const desk = (token: string) => send(server(), 'GET', '/api/desk/orders', { token });
  /** A stranger registers `email` (from an address of their own) and logs in. */
  async function strangerRegisters(email: string): Promise<Buyer> {
    const password = 'пароль чужака 123';
    const registered = await post(
      'registration',
      { name: 'Чужак', email, phoneNumber: '9491234567', password, ...CONSENT },
      { headers: from('198.51.100.121') },
    );
    expect(registered.status).toBe(201);
    return { email, password, ...(await login(server(), email, password)) };
  }

  test.each([
    ['registered the owner’s address before the invitation', 'before'],
    ['registers the address after the invitation was sent', 'after'],
  ])(
    'a stranger who %s gets no role; the owner’s acceptance ends every session of the stranger',
    async (_, when) => {
      const email = `boss.${when}@example.org`;
      let stranger = when === 'before' ? await strangerRegisters(email) : null;
      const invited = await invite(email.toUpperCase());
      expect([invited.status, invited.data.message]).toEqual([
        200,
        expect.stringMatching(`^Приглашение отправлено на ${email}\\.`),
      ]);
      stranger ??= await strangerRegisters(email);

      // Whoever registered the address, the invitation gave nothing: a fresh login is still a buyer's.
      const fresh = await login(server(), email, stranger.password);
      expect((await desk(fresh.accessToken)).status).toBe(403);
      const listed = await staffList();
      expect(listed.staff.map((member) => member.email)).not.toContain(email);
      expect(listed.invitations).toEqual(
        expect.arrayContaining([
          { email, invitedAt: expect.any(String), expiresAt: expect.any(String), invitedBy: ADMIN.email },
        ]),
      );

      // The letter carries nothing the administrator typed, only the link.
      const token = await linkIn(email, INVITATION);
      const letter = lettersTo(email).find((one) => one.subject === INVITATION);
      expect(letter?.text).toContain(`/personal/invite#token=${token}`);
      expect(letter?.text).toContain('48 часов');

      const password = 'пароль владельца адреса 1';
      const accepted = await accept(token, password);
      expect([accepted.status, accepted.data.message]).toEqual([
        200,
        'Приглашение принято. Войдите с новым паролем: заказы — в разделе «Заказы».',
      ]);
      // The stranger: no access token, no refresh cookie, no password opens the account any more.
      for (const token of [stranger.accessToken, fresh.accessToken]) {
        expect((await info(token)).status).toBe(401);
      }
      for (const cookie of [stranger.refreshCookie, fresh.refreshCookie]) {
        const refreshed = await send(server(), 'GET', '/api/user/refresh', { headers: { cookie } });
        expect(refreshed.status).toBe(401);
      }
      expect((await post('login', { email, password: stranger.password })).status).toBe(401);

      const owner = await login(server(), email, password);
      expect((await desk(owner.accessToken)).status).toBe(200);
      expect((await info(owner.accessToken)).data).toMatchObject({ email, emailConfirmed: true });
      const after = await staffList();
      expect(after.staff).toContainEqual(expect.objectContaining({ email, role: 'manager' }));
      expect(after.invitations.map((one) => one.email)).not.toContain(email);

      // The link used twice sets nothing.
      const twice = await accept(token, 'пароль второго раза 2');
      expect([twice.status, twice.data.message]).toEqual([400, expect.stringMatching(INVITATION_REFUSED)]);
      expect((await login(server(), email, password)).accessToken).toBeTruthy();
    },
  );

  test('an address with no account: accepting creates a confirmed manager; bad passwords and tokens are refused', async () => {
    const email = 'new.manager@example.org';
    expect((await invite(email)).status).toBe(200);
    const token = await linkIn(email, INVITATION);
    const weak = await accept(token, 'qwerty123');
    expect(weak.status).toBe(400);
    expect((await accept('x'.repeat(43), 'надёжный пароль 5')).data.message).toMatch(INVITATION_REFUSED);
    // A refused password used nothing: the same link still works.
    expect((await accept(token, 'надёжный пароль менеджера 5')).status).toBe(200);
    const manager = await login(server(), email, 'надёжный пароль менеджера 5');
    expect((await desk(manager.accessToken)).status).toBe(200);
    expect((await staffList()).staff).toContainEqual({ email, name: 'Менеджер', role: 'manager' });
    // Inviting a manager again writes no letter.
    const again = await invite(email);
    expect([again.status, again.data.message]).toEqual([200, 'Эта учётная запись уже менеджер']);
    await settled();
    expect(lettersTo(email).filter((one) => one.subject === INVITATION)).toHaveLength(1);
  });

  test('a newer invitation voids the older link; a withdrawn one and an expired one are refused', async () => {
    const email = 'voided.manager@example.org';
    await invite(email);
    const older = await linkIn(email, INVITATION);
    await invite(email);
    await until(() => lettersTo(email).length === 2);
    const newer = await linkIn(email, INVITATION);
    expect((await accept(older, 'надёжный пароль 6')).data.message).toMatch(INVITATION_REFUSED);

    const withdrawn = await withdraw(email);
    expect([withdrawn.status, withdrawn.data.message]).toEqual([200, `Приглашение на ${email} отозвано`]);
    expect((await staffList()).invitations.map((one) => one.email)).not.toContain(email);
    expect((await accept(newer, 'надёжный пароль 6')).data.message).toMatch(INVITATION_REFUSED);

    await invite(email);
    await until(() => lettersTo(email).length === 3);
    const expiring = await linkIn(email, INVITATION);
    await inspect(shop.database().env, [
      `UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'invite' AND email = '${email}'`,
    ]);
    const expired = await accept(expiring, 'надёжный пароль 6');
    expect([expired.status, expired.data.message]).toEqual([400, expect.stringMatching(INVITATION_REFUSED)]);
    expect((await post('login', { email, password: 'надёжный пароль 6' })).status).toBe(401);
  });

  test('a buyer calling the grant, even for their own address, gets 403 and no letter is written; a visitor 401', async () => {
    const buyer = await newBuyer(server());
    const victim = 'grant-victim@example.org';
    const asBuyer = await invite(victim, buyer.accessToken);
    expect([asBuyer.status, asBuyer.data.message]).toEqual([
      403,
      expect.stringMatching(/^Недостаточно прав/),
    ]);
    const asSelf = await invite(buyer.email, buyer.accessToken);
    expect(asSelf.status).toBe(403);
    expect((await invite(victim, '')).status).toBe(401);
    await settled();
    expect(lettersTo(victim)).toEqual([]);
    expect(lettersTo(buyer.email).map((one) => one.subject)).not.toContain(INVITATION);
  });

  test('a flood of invitations is limited: five letters an hour to one address, twenty invitations an hour per administrator', async () => {
    const toOne: number[] = [];
    for (let i = 0; i < 6; i++) toOne.push((await invite('flooded@example.org')).status);
    expect(toOne).toEqual([200, 200, 200, 200, 200, 429]);
    const statuses: number[] = [];
    while (invitations < 20) statuses.push((await invite(`wave${invitations}@example.org`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await invite('one-too-many@example.org');
    expectRefused(over, /^Слишком много приглашений/);
    await until(() => lettersTo('flooded@example.org').length === 5);
    await settled();
    expect(lettersTo('flooded@example.org')).toHaveLength(5);
    expect(lettersTo('one-too-many@example.org')).toEqual([]);
  });
});

if (onPostgres) {
  test('two API processes on one PostgreSQL share one limit', async () => {
    const other = await startServer(shop.database().env, { ...SHOP_ENV, SMTP_URL: smtp.url });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await send(i % 2 ? other : server(), 'POST', '/api/callback/', {
          body: { name: 'Анна', phone: '+7 949 123 45 67' },
          headers: from('198.51.100.60'),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const owner = await newBuyer(server());
      const guesses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await send(i % 2 ? other : server(), 'POST', '/api/user/login', {
          body: { email: owner.email, password: `guess ${i}` },
          headers: from('203.0.113.60'),
        });
        guesses.push(answer.status);
      }
      expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
      await login(server(), owner.email, owner.password);
    } finally {
      await other.stop();
    }
  });
}

if (onPostgres) {
  test('two API processes on one PostgreSQL share a caller’s catalogue share (each writes its counts once a second)', async () => {
    const env = { ...SHOP_ENV, SMTP_URL: smtp.url, CATALOG_SEARCHES_PER_MINUTE: '5' };
    const [a, b] = await Promise.all([
      startServer(shop.database().env, env),
      startServer(shop.database().env, env),
    ]);
    const search = async (server: typeof a, i: number) =>
      (
        await send(server, 'GET', `/api/catalog/search/?query=${encodeURIComponent(`шкаф ${i}`)}`, {
          headers: from('198.51.100.61'),
        })
      ).status;
    const second = () => new Promise((resolve) => setTimeout(resolve, 1_500));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push(await search(i % 2 ? b : a, i));
      await second();
      // Each process has counted 2 of its own and knows 2 or 4 in all after its write: one more each (6);
      // after the next writes each knows 5 or 6.
      statuses.push(await search(a, 4), await search(b, 5));
      await second();
      statuses.push(await search(a, 6), await search(b, 7));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
}
