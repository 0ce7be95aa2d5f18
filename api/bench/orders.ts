import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { PRIVACY_POLICY } from '@shop/shared/domain';

/**
 * Accounts and orders figures for `npm run bench -w api` (called by bench.ts with the API it started):
 * login and order placement (answers per second, p50/p99 at a few connections), then 1 000 orders sent at
 * once by 10 buyers, retried on failure, and counted afterwards: none lost, none twice. Prints; asserts nothing.
 */
const ORDER_BUYERS = 10;
const ORDERS_PER_BUYER = 100;
const LOGIN_ACCOUNTS = 4;

interface Account {
  email: string;
  password: string;
  token: string;
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

async function account(base: string, run: string, n: number): Promise<Account> {
  const email = `bench-${run}-${n}@bench.test`;
  const password = `пароль стенда ${run}`;
  const registered = await post(base, '/api/user/registration', {
    name: 'Стенд',
    email,
    phoneNumber: '+7 949 000 00 00',
    password,
    consent: true,
    policyVersion: PRIVACY_POLICY.version,
  });
  if (registered.status !== 201)
    throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.data)}`);
  const login = await post(base, '/api/user/login', { email, password });
  return { email, password, token: String(login.data.accessToken) };
}

function orderBody(itemCodes: string[], n: number) {
  return {
    address: { type: 'pickup', id: n % 9 },
    itemCode: [
      { itemCode: itemCodes[n % itemCodes.length]!, count: (n % 5) + 1 },
      { itemCode: itemCodes[(n + 3) % itemCodes.length]!, count: 1 },
    ],
    user: { lastName: 'Стендов', firstName: 'Бенч', phone: '+7 949 000 00 00', email: 'bench@bench.test' },
  };
}

async function pricedItemCodes(base: string): Promise<string[]> {
  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string }> }>;
  const tree = (await (await fetch(`${base}/api/catalog/`)).json()) as Tree;
  const link = tree[0]!.subcategories[0]!.subcategoryLink;
  const listing = (await (await fetch(`${base}/api${link}?limit=100&sort=price_asc`)).json()) as {
    products: Array<{ itemCode: string; newPrice: string | null }>;
  };
  return listing.products.filter((p) => p.newPrice !== null).map((p) => p.itemCode);
}

async function measure(options: autocannon.Options) {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    'p50 мс': result.latency.p50,
    'p99 мс': result.latency.p99,
    ответов: result.requests.total,
    'не 2xx': result.non2xx + result.errors,
  };
}

/** Sends every order at once; each is retried (same Idempotency-Key) until acknowledged, at most 10 times. */
async function thousandOrders(base: string, buyers: Account[], itemCodes: string[]) {
  let attempts = 0;
  let retried = 0;
  const started = Date.now();
  const jobs = buyers.flatMap((buyer, b) =>
    Array.from({ length: ORDERS_PER_BUYER }, (_, i) => ({
      buyer,
      key: randomUUID(),
      n: b * ORDERS_PER_BUYER + i,
    })),
  );
  const acknowledged = await Promise.all(
    jobs.map(async ({ buyer, key, n }) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        attempts += 1;
        if (attempt > 0) retried += 1;
        try {
          const answer = await post(base, '/api/user/sendOrder', orderBody(itemCodes, n), {
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': key,
          });
          if (answer.status === 200 || answer.status === 201) return Number(answer.data.orderId);
        } catch {
          // A refused or reset connection: retried with the same key.
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
      return null;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const stored: number[] = [];
  for (const buyer of buyers) {
    const response = await fetch(`${base}/api/user/orders`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const { orders } = (await response.json()) as { orders: Array<{ id: number }> };
    stored.push(...orders.map((o) => o.id));
  }
  const acked = acknowledged.filter((id): id is number => id !== null);
  const storedSet = new Set(stored);
  return {
    заказов: jobs.length,
    подтверждено: acked.length,
    попыток: attempts,
    повторов: retried,
    'сохранено в базе': stored.length,
    потеряно: acked.filter((id) => !storedSet.has(id)).length,
    // A retry that stored a second order would show as more stored orders than were sent.
    дважды: Math.max(0, stored.length - jobs.length),
    'заказов/с': Math.round(jobs.length / seconds),
  };
}

export async function benchAccountsAndOrders(
  base: string,
  { connections = 8, duration = 4 } = {},
): Promise<void> {
  const run = Date.now().toString(36);
  const itemCodes = await pricedItemCodes(base);
  const logins = await Promise.all(Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => account(base, run, i)));
  const buyer = await account(base, run, LOGIN_ACCOUNTS);
  let loginCounter = 0;
  let orderCounter = 0;
  const rows: Record<string, Record<string, number>> = {};
  rows['вход (argon2id)'] = await measure({
    url: `${base}/api/user/login`,
    connections: LOGIN_ACCOUNTS,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // One connection per account: the per-address guard counts attempts still in flight.
        setupRequest: (request) => {
          const who = logins[loginCounter++ % logins.length]!;
          return { ...request, body: JSON.stringify({ email: who.email, password: who.password }) };
        },
      },
    ],
  });
  rows['оформление заказа'] = await measure({
    url: `${base}/api/user/sendOrder`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': `${run}-${orderCounter}`,
          },
          body: JSON.stringify(orderBody(itemCodes, orderCounter++)),
        }),
      },
    ],
  });
  console.table(rows);
  const buyers = await Promise.all(
    Array.from({ length: ORDER_BUYERS }, (_, i) => account(base, run, LOGIN_ACCOUNTS + 1 + i)),
  );
  console.log('1 000 заказов одновременно от 10 покупателей, с повторами:');
  console.table([await thousandOrders(base, buyers, itemCodes)]);
}

// `tsx bench/orders.ts http://127.0.0.1:3160`: against an API that is already running.
if (require.main === module) {
  benchAccountsAndOrders(process.argv[2] ?? 'http://127.0.0.1:3160').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
