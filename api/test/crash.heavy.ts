import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './helpers';
import {
  catalogueItems,
  newBuyer,
  onPostgres,
  order,
  ROOMY_ORDER_LIMITS,
  send,
  SHOP_ENV,
} from './shop-helpers';

/**
 * The server is killed with SIGKILL while eight clients keep placing orders. After a restart on the same
 * database (the same DATA_DIR with PGlite) every order the server acknowledged must be there, and retrying
 * every request that was sent, acknowledged or not, must store each order exactly once.
 */
let database: TestDatabase;
let server: TestServer | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop();
  await database.drop();
});

test(`SIGKILL while orders are placed, restart on the same ${onPostgres ? 'PostgreSQL database' : 'DATA_DIR'}: no acknowledged order lost, none twice`, async () => {
  server = await startServer(database.env, { ...SHOP_ENV, ...ROOMY_ORDER_LIMITS });
  const buyer = await newBuyer(server);
  const { priced } = await catalogueItems(server);
  const bodyOf = (n: number) =>
    order([
      { itemCode: priced[n % priced.length]!.itemCode, count: (n % 9) + 1 },
      { itemCode: priced[(n + 1) % priced.length]!.itemCode, count: 1 },
    ]);
  const place = (target: TestServer, n: number) =>
    send<{ orderId: number }>(target, 'POST', '/api/user/sendOrder', {
      body: bodyOf(n),
      token: buyer.accessToken,
      headers: { 'idempotency-key': `crash-${n}` },
    });

  const acknowledged = new Map<number, number>(); // request number → order id
  let sent = 0;
  let killed = false;
  const victim = server;
  const client = async () => {
    while (!killed) {
      const n = sent++;
      try {
        const answer = await place(victim, n);
        if (answer.status === 201 || answer.status === 200) acknowledged.set(n, answer.data.orderId);
        else throw new Error(`order ${n}: ${answer.status} ${answer.body}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  while (acknowledged.size < 150) await new Promise((resolve) => setTimeout(resolve, 20));
  killed = true;
  victim.process.kill('SIGKILL');
  await Promise.all(clients);
  const ackedBeforeKill = new Map(acknowledged);
  console.log(`SIGKILL after ${ackedBeforeKill.size} acknowledged of ${sent} sent orders`);

  server = await startServer(database.env, { ...SHOP_ENV, ...ROOMY_ORDER_LIMITS });
  const list = async () =>
    (
      await send<{ orders: { id: number }[] }>(server!, 'GET', '/api/user/orders', {
        token: buyer.accessToken,
      })
    ).data.orders;
  const stored = new Set((await list()).map((o) => o.id));
  const lost = [...ackedBeforeKill.values()].filter((id) => !stored.has(id));
  expect(lost).toEqual([]);

  // Every request retried with its key: acknowledged ones answer their order, the rest are stored once.
  for (let n = 0; n < sent; n++) {
    const answer = await place(server, n);
    expect([200, 201]).toContain(answer.status);
    if (ackedBeforeKill.has(n)) expect(answer.data.orderId).toBe(ackedBeforeKill.get(n));
  }
  const after = (await list()).map((o) => o.id);
  expect(after).toHaveLength(sent);
  expect(new Set(after).size).toBe(sent);
});
