import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import {
  type Buyer,
  catalogueItems,
  CONSENT,
  inspect,
  JWT_SECRET,
  login,
  newBuyer,
  order,
  PERSON,
  refreshCookieOf,
  send,
  withShopServer,
} from './shop-helpers';
import { metric } from './support/metrics';

// The shop's own password hashing (the tests' servers hash cheaply): the stored hashes are checked below.
const shop = withShopServer(() => ({ PASSWORD_HASH_COST: 'owasp' }));
const server = () => shop.server();
const key = new TextEncoder().encode(JWT_SECRET);
/** A refresh token handed out by a login, looked for (as a hash) in the database at the end. */
let issuedRefreshToken = '';

const info = (token?: string) => send<Record<string, string>>(server(), 'GET', '/api/user/info', { token });
const refresh = (cookie: string) =>
  send<{ accessToken: string; message?: string }>(server(), 'GET', '/api/user/refresh', {
    headers: { cookie },
  });

describe('registration', () => {
  const register = (body: Record<string, unknown>) =>
    send(server(), 'POST', '/api/user/registration', { body });
  const valid = {
    name: 'Пётр',
    email: 'petr@example.ru',
    phoneNumber: '8 (949) 765-43-21',
    password: 'длинный пароль',
    ...CONSENT,
  };

  test('creates an account once per e-mail, case-insensitively', async () => {
    const created = await register(valid);
    expect(created.status).toBe(201);
    expect(created.data.message).toMatch(/Регистрация прошла успешно/);
    const again = await register({ ...valid, email: 'PETR@Example.ru' });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({ message: 'Пользователь с таким e-mail уже зарегистрирован' });
  });

  test('name and phone are required with the spec message', async () => {
    for (const body of [
      { ...valid, name: '' },
      { ...valid, phoneNumber: '  ' },
      { email: 'x@example.ru', password: 'длинный пароль' },
      // The spec's message comes first, whatever else is wrong with the form.
      { name: '', phoneNumber: '', email: 'not-an-email', password: 'short' },
    ]) {
      const answer = await register(body);
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ message: 'Пожалуйста, заполните все поля' });
    }
  });

  test('the consent to the processing of personal data is required, to the current policy edition', async () => {
    const consentMessage = 'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных';
    for (const body of [
      { ...valid, consent: undefined },
      { ...valid, consent: false },
      { ...valid, consent: 'true' },
    ]) {
      const answer = await register({ ...body, email: 'consent@example.ru' });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ message: consentMessage });
    }
    const stale = await register({ ...valid, email: 'consent@example.ru', policyVersion: '0.9' });
    expect(stale.status).toBe(400);
    expect(stale.data.message).toMatch(/Политика конфиденциальности обновилась/);
    // Nothing was stored by the refusals: the address is still free.
    expect((await register({ ...valid, email: 'consent@example.ru' })).status).toBe(201);
  });

  test.each([
    [{ email: 'not-an-email' }, /E-mail.*корректный адрес/],
    // Our own messages go out exactly as written, with no technical field path in front.
    [{ password: 'short1' }, /^Пароль: не короче 8 символов$/],
    [{ password: 'qwerty123' }, /^Пароль слишком распространён, придумайте другой$/],
    [{ password: 'x'.repeat(129) }, /не длиннее 128/],
    [{ phoneNumber: '12345' }, /Телефон.*номер полностью/],
    [{ name: 'Пётр\u0000' }, /Имя.*недопустимые символы/],
    [{ role: 'admin' }, /Некорректн/],
    [{ email: { $ne: null } }, /E-mail.*строкой/],
  ])('refuses %j with a Russian message naming the field', async (change, message) => {
    const answer = await register({ ...valid, email: 'other@example.ru', ...change });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toMatch(message);
  });
});

describe('login, tokens and sessions', () => {
  let buyer: Buyer;
  beforeAll(async () => {
    buyer = await newBuyer(server(), 'Мария');
  });

  test('answers a short-lived HS256 access token and sets the refresh token as an HttpOnly cookie', async () => {
    const { answer, accessToken } = await login(server(), buyer.email.toUpperCase(), buyer.password);
    expect(Object.keys(answer.data).sort()).toEqual(['accessToken', 'refreshToken']);
    issuedRefreshToken = answer.data.refreshToken;
    const claims = decodeJwt(accessToken);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(15 * 60);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
    expect(cookie).toContain(`refreshToken=${answer.data.refreshToken}`);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/); // a session cookie without «Запомнить меня»
    const remembered = await login(server(), buyer.email, buyer.password, true);
    const persistent = remembered.answer.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
    expect(persistent).toMatch(/Max-Age=2592000/);
  });

  test('the same message for an unknown e-mail and a wrong password', async () => {
    const wrong = await send(server(), 'POST', '/api/user/login', {
      body: { email: buyer.email, password: 'не тот пароль' },
    });
    const unknown = await send(server(), 'POST', '/api/user/login', {
      body: { email: 'nobody@example.ru', password: buyer.password },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.data).toEqual({ message: 'Неверный e-mail или пароль' });
    expect(unknown.data).toEqual(wrong.data);
  });

  test('info with a valid bearer token', async () => {
    const answer = await info(buyer.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      name: 'Мария',
      lastName: '',
      surname: '',
      email: buyer.email,
      emailConfirmed: false,
    });
  });

  test('401 without, with forged, tampered, expired or foreign tokens', async () => {
    const sub = decodeJwt(buyer.accessToken).sub ?? '';
    const sign = (jwt: SignJWT, secret = key) => jwt.setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const base = () => new SignJWT({ ver: 0 }).setSubject(sub).setIssuer('shop-api').setAudience('shop');
    const [header, payload] = buyer.accessToken.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...decodeJwt(buyer.accessToken), sub: '1' })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const bad = [
      undefined,
      'garbage',
      `${header}.${otherUser}.${buyer.accessToken.split('.')[2]}`,
      unsigned,
      await sign(base().setIssuedAt().setExpirationTime('5m'), new TextEncoder().encode('x'.repeat(48))),
      await sign(
        base()
          .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
          .setExpirationTime('-30m'),
      ),
      await sign(base().setIssuedAt()), // no exp
      await sign(
        new SignJWT({ ver: 0 })
          .setSubject(sub)
          .setIssuer('elsewhere')
          .setAudience('shop')
          .setExpirationTime('5m'),
      ),
    ];
    for (const token of bad) {
      const answer = await info(token);
      expect({ token, status: answer.status }).toEqual({ token, status: 401 });
      expect(answer.data.message).toMatch(/войдите|Требуется вход/);
    }
    const wrongScheme = await server().request('/api/user/info', {
      headers: { authorization: `Basic ${buyer.accessToken}` },
    });
    expect(wrongScheme.status).toBe(401);
    // The same claims, properly signed, are accepted: the checks above failed for the right reasons.
    expect((await info(await sign(base().setIssuedAt().setExpirationTime('5m')))).status).toBe(200);
  });

  test('refresh rotates the cookie; replaying a used one revokes the whole family', async () => {
    const session = await login(server(), buyer.email, buyer.password);
    const first = await refresh(session.refreshCookie);
    expect(first.status).toBe(200);
    expect((await info(first.data.accessToken)).status).toBe(200);
    const next = refreshCookieOf(first);
    expect(next).toMatch(/^refreshToken=.{20,}/);
    expect(next).not.toBe(session.refreshCookie);

    const replay = await refresh(session.refreshCookie);
    expect(replay.status).toBe(401);
    expect(replay.data.message).toMatch(/отозвана/);
    // The thief's replay ended the owner's session too: the newest token of the family is dead.
    expect((await refresh(next)).status).toBe(401);
    // Other sessions of the same account are not touched.
    expect((await refresh(buyer.refreshCookie)).status).toBe(200);
  });

  test('refresh without or with an unknown cookie is 401', async () => {
    expect((await refresh('')).status).toBe(401);
    expect((await refresh('refreshToken=made-up')).status).toBe(401);
  });

  test('logout revokes the session and clears both cookies', async () => {
    const session = await login(server(), buyer.email, buyer.password);
    const answer = await send(server(), 'GET', '/api/user/logout', {
      headers: { cookie: session.refreshCookie },
    });
    expect(answer.status).toBe(200);
    const cleared = answer.headers.getSetCookie();
    expect(cleared.some((c) => /^refreshToken=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => /^accessToken=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await refresh(session.refreshCookie)).status).toBe(401);
  });
});

describe('profile', () => {
  test('changeInfo keeps empty fields, reads back as surname, answers an orders field', async () => {
    const buyer = await newBuyer(server(), 'Ольга');
    const change = (body: Record<string, unknown>, token = buyer.accessToken) =>
      send<Record<string, unknown>>(server(), 'PUT', '/api/user/changeInfo', { body, token });
    const answer = await change({ lastName: 'Смирнова', name: '', surename: 'Павловна', email: '' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      name: 'Ольга',
      lastName: 'Смирнова',
      surname: 'Павловна',
      email: buyer.email,
    });
    expect(answer.data.orders).toEqual([]);
    expect((await info(buyer.accessToken)).data).toEqual({
      name: 'Ольга',
      lastName: 'Смирнова',
      surname: 'Павловна',
      email: buyer.email,
      emailConfirmed: false,
    });

    const other = await newBuyer(server());
    expect((await change({ email: other.email.toUpperCase() })).status).toBe(409);
    expect((await change({ email: 'broken' })).data.message).toMatch(/E-mail.*корректный/);
    expect((await change({ nickname: 'x' })).status).toBe(400);
    expect((await change({ name: 'Ольга' }, 'forged')).status).toBe(401);
    // A new address takes effect only when the link sent there is opened (trust.test.ts follows it).
    const moved = await change({ email: 'olga.new@example.ru' });
    expect(moved.data.email).toBe(buyer.email);
    expect(moved.data.message).toMatch(/заменит прежний, когда вы откроете ссылку/);
  });

  test('changePassword checks the old one, refuses weak ones and ends the other sessions', async () => {
    const buyer = await newBuyer(server());
    const elsewhere = await login(server(), buyer.email, buyer.password);
    const change = (body: Record<string, unknown>) =>
      send<{ message: string; accessToken: string }>(server(), 'PUT', '/api/user/changePassword', {
        body,
        token: buyer.accessToken,
        headers: { cookie: buyer.refreshCookie },
      });
    expect((await change({ oldPassword: 'не тот', newPassword: 'новый длинный пароль' })).data.message).toBe(
      'Текущий пароль введён неверно',
    );
    expect((await change({ oldPassword: buyer.password, newPassword: 'password1' })).status).toBe(400);
    const done = await change({ oldPassword: buyer.password, newPassword: 'новый длинный пароль' });
    expect(done.status).toBe(200);
    expect(done.data.message).toBe('Пароль изменён');

    expect((await info(buyer.accessToken)).status).toBe(401); // issued before the change
    expect((await info(elsewhere.accessToken)).status).toBe(401); // the other session's access token
    expect((await info(done.data.accessToken)).status).toBe(200);
    expect((await refresh(elsewhere.refreshCookie)).status).toBe(401); // the other session
    expect((await refresh(buyer.refreshCookie)).status).toBe(200); // this one
    const old = await send(server(), 'POST', '/api/user/login', {
      body: { email: buyer.email, password: buyer.password },
    });
    expect(old.status).toBe(401);
    expect((await login(server(), buyer.email, 'новый длинный пароль')).accessToken).toBeTruthy();
  });
});

describe('guest orders', () => {
  const ownerEmail = 'guest.owner@example.ru';
  let line: Record<string, unknown>[];
  /** Places an order and answers the claim the placing browser keeps: the number and the key. */
  const place = async (email: string, token?: string) => {
    const idempotencyKey = randomUUID();
    const { data } = await send<{ orderId: number }>(server(), 'POST', '/api/user/sendOrder', {
      body: order(line, { user: { ...PERSON, email } }),
      token,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { id: data.orderId, idempotencyKey };
  };
  const orderIds = async (token: string) =>
    (await send<{ orders: { id: number }[] }>(server(), 'GET', '/api/user/orders', { token })).data.orders
      .map(({ id }) => id)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    const { priced } = await catalogueItems(server());
    line = [{ itemCode: priced[0]!.itemCode, count: 1 }];
  });

  test('the browser that placed them claims them at registration and at a later login, e-mail in any case; no others join', async () => {
    const asGuest = await place('Guest.Owner@Example.ru');
    const someoneElses = await place('someone.else@example.ru');
    // An order another account placed with this e-mail in the buyer form stays that account's.
    const other = await newBuyer(server());
    const byOtherAccount = await place(ownerEmail, other.accessToken);

    const password = 'пароль владельца заказов';
    const registered = await send(server(), 'POST', '/api/user/registration', {
      body: {
        name: 'Гость',
        email: 'GUEST.OWNER@example.ru',
        phoneNumber: '9491234567',
        password,
        ...CONSENT,
        guestOrders: [asGuest, someoneElses, byOtherAccount],
      },
    });
    expect(registered.status).toBe(201);
    const first = await login(server(), ownerEmail, password);
    expect(await orderIds(first.accessToken)).toEqual([asGuest.id]);

    // Ordered as a guest again (logged out), then logged in from that browser: that order joins too.
    const later = await place(ownerEmail);
    const second = await login(server(), ownerEmail, password, false, [asGuest, later]);
    expect(await orderIds(second.accessToken)).toEqual([asGuest.id, later.id]);
    expect(await orderIds(other.accessToken)).toEqual([byOtherAccount.id]);
  });

  test('registration holds the database for one statement (PGlite has one session): the account, its confirmation link and letter and its claimed order at once (the letter: trust.test.ts); two at once with one e-mail store one account', async () => {
    const email = 'one.statement@example.ru';
    const asGuest = await place(email);
    const sum = () => metric(server(), 'shop_registration_statements_sum');
    const count = () => metric(server(), 'shop_registration_statements_count');
    const [sumBefore, countBefore] = [await sum(), await count()];
    const body = {
      name: 'Одним запросом',
      email,
      phoneNumber: '9491234570',
      password: 'пароль одного запроса',
      ...CONSENT,
      guestOrders: [asGuest],
    };
    expect((await send(server(), 'POST', '/api/user/registration', { body })).status).toBe(201);
    expect([await sum(), await count()]).toEqual([sumBefore + 1, countBefore + 1]);
    const account = await login(server(), email, body.password);
    expect(await orderIds(account.accessToken)).toEqual([asGuest.id]);

    const twice = { ...body, email: 'twice.at.once@example.ru', guestOrders: [] };
    const answers = await Promise.all(
      [twice, twice].map((b) => send(server(), 'POST', '/api/user/registration', { body: b })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.data).toEqual({
      message: 'Пользователь с таким e-mail уже зарегистрирован',
    });
  });

  test('an account opened with a guest’s e-mail gets none of their orders without the keys of the browser that placed them', async () => {
    const victimEmail = 'victim.buyer@example.ru';
    const victims = await place(victimEmail);
    const password = 'пароль чужого аккаунта';
    await send(server(), 'POST', '/api/user/registration', {
      body: { name: 'Чужой', email: victimEmail, phoneNumber: '9491234568', password, ...CONSENT },
    });
    const guessed = [{ id: victims.id, idempotencyKey: randomUUID() }];
    const intruder = await login(server(), victimEmail, password, false, guessed);
    expect(await orderIds(intruder.accessToken)).toEqual([]);
  });

  test('claims of a bad shape answer 400 in Russian and log nobody in', async () => {
    const buyer = await newBuyer(server());
    for (const guestOrders of [[{ id: 'x', idempotencyKey: 'k' }], [{ id: 1 }], 'all']) {
      const answer = await send(server(), 'POST', '/api/user/login', {
        body: { email: buyer.email, password: buyer.password, guestOrders },
      });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ message: expect.stringMatching(/[а-я]/) });
    }
  });

  test('an order number past the database’s integer range answers 400 at login and at registration, and registers nobody', async () => {
    const buyer = await newBuyer(server());
    const guestOrders = [{ id: 2 ** 31, idempotencyKey: randomUUID() }];
    const atLogin = await send(server(), 'POST', '/api/user/login', {
      body: { email: buyer.email, password: buyer.password, guestOrders },
    });
    expect({ status: atLogin.status, data: atLogin.data }).toEqual({
      status: 400,
      data: { message: expect.stringMatching(/[а-я]/) },
    });
    const body = {
      name: 'Покупатель',
      email: 'big.claim@example.ru',
      phoneNumber: '9491234569',
      password: 'пароль большого номера',
      ...CONSENT,
    };
    const refused = await send(server(), 'POST', '/api/user/registration', {
      body: { ...body, guestOrders },
    });
    expect({ status: refused.status, data: refused.data }).toEqual({
      status: 400,
      data: { message: expect.stringMatching(/[а-я]/) },
    });
    // The address is still free: the refused registration left no account behind.
    expect((await send(server(), 'POST', '/api/user/registration', { body })).status).toBe(201);
  });
});

// These run last: they use up the allowance of 127.0.0.1 for this server.
describe('brute force', () => {
  test('failed logins for one address get 429 well before 50 tries, even with the right password then', async () => {
    const buyer = await newBuyer(server());
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await send(server(), 'POST', '/api/user/login', {
        body: { email: buyer.email, password: `guess ${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const right = await send(server(), 'POST', '/api/user/login', {
      body: { email: buyer.email, password: buyer.password },
    });
    expect(right.status).toBe(429);
    expect(right.data.message).toMatch(/Слишком много попыток входа/);
  });

  test('failed logins from one address across many e-mails get 429', async () => {
    let first429 = 0;
    for (let i = 1; i <= 49 && !first429; i++) {
      const answer = await send(server(), 'POST', '/api/user/login', {
        body: { email: `x${i}@example.ru`, password: 'guess guess' },
      });
      if (answer.status === 429) first429 = i;
      else expect(answer.status).toBe(401);
    }
    expect(first429).toBeGreaterThan(1);
    expect(first429).toBeLessThanOrEqual(25);
  });

  test('registrations from one address are limited too', async () => {
    let limited = false;
    for (let i = 0; i < 25 && !limited; i++) {
      const answer = await send(server(), 'POST', '/api/user/registration', {
        body: {
          name: 'Бот',
          email: `bot${i}@example.ru`,
          phoneNumber: '9491234567',
          password: 'пароль бота 123',
          ...CONSENT,
        },
      });
      limited = answer.status === 429;
      if (limited) expect(answer.data.message).toMatch(/Слишком много регистраций/);
    }
    expect(limited).toBe(true);
  });

  test('the database keeps only argon2id hashes of passwords and SHA-256 hashes of refresh tokens', async () => {
    const [users, tokens, consents] = await inspect(shop.database().env, [
      'SELECT password_hash FROM users',
      'SELECT token_hash FROM refresh_tokens',
      `SELECT email, privacy_policy_version, privacy_consent_at > now() - interval '1 hour' AS recent
             FROM users WHERE email IN ('petr@example.ru', 'consent@example.ru', 'admin@shop.test') ORDER BY email`,
    ]);
    // Registration stored when the consent was given and to which edition; the admin (from the
    // environment) never gave one.
    expect(consents).toEqual([
      { email: 'admin@shop.test', privacy_policy_version: null, recent: null },
      { email: 'consent@example.ru', privacy_policy_version: CONSENT.policyVersion, recent: true },
      { email: 'petr@example.ru', privacy_policy_version: CONSENT.policyVersion, recent: true },
    ]);
    expect(users?.length).toBeGreaterThan(3);
    for (const row of users ?? [])
      expect(String(row.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const hashes = (tokens ?? []).map((row) => row.token_hash);
    for (const hash of hashes) expect(String(hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes).toContain(createHash('sha256').update(issuedRefreshToken).digest('hex'));
    expect(hashes).not.toContain(issuedRefreshToken);
  });
});
