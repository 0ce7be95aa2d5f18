import { decodeJwt } from 'jose';
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './helpers';
import { login, newBuyer, refreshCookieOf, send, SHOP_ENV } from './shop-helpers';

/** `ACCESS_TOKEN_TTL_SECONDS`: the access token's lifetime is a setting (the e2e test shortens it). */
let database: TestDatabase;
let server: TestServer | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('a value that is not a whole number of seconds from 1 to a day stops the start', async () => {
  for (const value of ['abc', '0', '1.5', '86401']) {
    await expect(startServer(database.env, { ...SHOP_ENV, ACCESS_TOKEN_TTL_SECONDS: value })).rejects.toThrow(
      `Некорректное значение ACCESS_TOKEN_TTL_SECONDS: нужно целое число от 1 до 86400, задано «${value}»`,
    );
  }
});

test('access tokens live as long as the setting says; the refresh cookie brings a new one', async () => {
  server = await startServer(database.env, { ...SHOP_ENV, ACCESS_TOKEN_TTL_SECONDS: '2' });
  const buyer = await newBuyer(server);
  const claims = decodeJwt(buyer.accessToken);
  expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(2);
  const info = (token: string) => send(server!, 'GET', '/api/user/info', { token });
  expect((await info(buyer.accessToken)).status).toBe(200);

  // Until just past the token's own expiry (whole seconds, the server's clock is this machine's).
  await new Promise((resolve) => setTimeout(resolve, (claims.exp ?? 0) * 1000 + 100 - Date.now()));
  const expired = await info(buyer.accessToken);
  expect(expired.status).toBe(401);
  expect(expired.data.message).toMatch(/войдите снова/);

  const refreshed = await send<{ accessToken: string }>(server, 'GET', '/api/user/refresh', {
    headers: { cookie: buyer.refreshCookie },
  });
  expect(refreshed.status).toBe(200);
  expect(refreshCookieOf(refreshed)).not.toBe(buyer.refreshCookie);
  expect((await info(refreshed.data.accessToken)).status).toBe(200);
  // The refresh cookie itself is not shortened: a new login still works as before.
  expect((await login(server, buyer.email, buyer.password)).accessToken).toBeTruthy();
});
