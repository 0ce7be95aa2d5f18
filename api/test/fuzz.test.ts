import { isDeepStrictEqual } from 'node:util';
import type { AdminProduct } from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import fc from 'fast-check';
import type { Answer } from './helpers';
import {
  adminToken,
  catalogueItems,
  CONSENT,
  databaseState,
  newBuyer,
  order,
  send,
  withShopServer,
} from './shop-helpers';

/**
 * Generated bad requests against every account, order, call-back and admin call (the price tool and «Товары»): each must get a 4xx with a
 * Russian `{ message }` (never a 5xx), and the database must be exactly as before. Generated shopper's
 * catalogue reads (searches of words, numbers and units, filters, sorts, pages): 200 or a Russian 4xx.
 * `npm test` sends FUZZ_RUNS (default 200: the loop stays short) bad requests and a fifth as many reads;
 * the heavy suite (`npm run test:heavy -w api`) 10 000 and 2 000.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const READS = Math.round(RUNS / 5);
const shop = withShopServer();
const server = () => shop.server();

type Json = Record<string, unknown>;
interface Call {
  method: 'POST' | 'PUT';
  url: string;
  auth?: 'buyer' | 'admin';
  body: Json;
  /** Leaf paths whose removal makes the body invalid. */
  required: string[][];
  /** Leaf paths of strings that refuse control characters and overlong values. */
  texts: string[][];
}

let tokens: Record<'buyer' | 'admin', string>;
let calls: Call[];
let sections: string[];
let before: Awaited<ReturnType<typeof databaseState>>;

beforeAll(async () => {
  const buyer = await newBuyer(server());
  tokens = { buyer: buyer.accessToken, admin: await adminToken(server()) };
  const { priced } = await catalogueItems(server());
  const code = priced[0]!.itemCode;
  const tree = await server().getJson<{ subcategories: { subcategoryLink: string }[] }[]>('/api/catalog/');
  const [, , c, s1] = tree[0]!.subcategories[0]!.subcategoryLink.split('/');
  sections = tree.flatMap((category) => category.subcategories.map((sub) => sub.subcategoryLink));
  const buyerFields = ['lastName', 'firstName', 'phone', 'email'].map((f) => ['user', f]);
  // «Товары»: an edit based on a version long gone and a new product under a taken code, so a body the
  // validation lets through still changes nothing (409).
  const stored = (
    await send<AdminProduct>(server(), 'GET', `/api${ENDPOINTS.adminProduct(code)}`, { token: tokens.admin })
  ).data;
  const productFields = {
    name: stored.name,
    section: stored.section,
    price: stored.price,
    oldPrice: stored.oldPrice,
    stock: stored.stock,
    heightMm: stored.heightMm,
    widthMm: stored.widthMm,
    depthMm: stored.depthMm,
    weightKg: stored.weightKg,
    description: 'Описание для проверки.',
    props: [{ key: 'Толщина стенки', value: '4', unit: 'мм' }],
  };
  const productRequired = Object.keys(productFields).map((field) => [field]);
  const productTexts = [
    ['name'],
    ['section'],
    ['description'],
    ['props', '0', 'key'],
    ['props', '0', 'value'],
  ];
  calls = [
    {
      method: 'POST',
      url: '/api/user/registration',
      body: {
        name: 'Фаззер',
        email: 'fuzz@example.ru',
        phoneNumber: '9491234567',
        password: 'пароль фаззера',
        ...CONSENT,
      },
      required: [['email'], ['password'], ['name'], ['phoneNumber'], ['consent'], ['policyVersion']],
      texts: [['name'], ['email'], ['phoneNumber']],
    },
    {
      method: 'POST',
      url: '/api/user/login',
      body: { email: buyer.email, password: 'не тот пароль' },
      required: [['email'], ['password']],
      texts: [['email'], ['password']],
    },
    {
      method: 'PUT',
      url: '/api/user/changeInfo',
      auth: 'buyer',
      body: { lastName: 'Фамилия', name: 'Анна', surename: 'Отчество', email: buyer.email },
      required: [],
      texts: [['lastName'], ['name'], ['surename'], ['email']],
    },
    {
      method: 'PUT',
      url: '/api/user/changePassword',
      auth: 'buyer',
      // A wrong old password: whatever new password a mutation produces, nothing may change.
      body: { oldPassword: 'не тот пароль', newPassword: 'новый пароль фаззера' },
      required: [['oldPassword'], ['newPassword']],
      texts: [],
    },
    ...(['buyer', undefined] as const).map((auth): Call => ({
      method: 'POST',
      url: '/api/user/sendOrder',
      auth,
      body: order([{ itemCode: code, count: 2 }]),
      required: [
        ...buyerFields,
        ['address', 'type'],
        ['address', 'id'],
        ['itemCode'],
        ['itemCode', '0', 'itemCode'],
        ['itemCode', '0', 'count'],
        ['user'],
        ['address'],
      ],
      texts: [...buyerFields, ['user', 'middleName'], ['itemCode', '0', 'itemCode']],
    })),
    {
      method: 'POST',
      url: '/api/callback/',
      body: { name: 'Анна', phone: '+7 949 123 45 67' },
      required: [['name'], ['phone']],
      texts: [['name'], ['phone']],
    },
    ...[`updatePrice/${code}/`, `${c}/updatePrices/`, `${c}/${s1}/updatePrices/`, 'updatePrices/'].map(
      (path): Call => ({
        method: 'POST',
        url: `/api/admin/${path}`,
        auth: 'admin',
        body: { percentage: 5 },
        required: [['percentage']],
        texts: [],
      }),
    ),
    {
      method: 'PUT',
      url: `/api${ENDPOINTS.adminProduct(code)}`,
      auth: 'admin',
      body: { ...productFields, version: stored.version + 1000 },
      required: [...productRequired, ['version']],
      texts: productTexts,
    },
    {
      method: 'POST',
      url: `/api${ENDPOINTS.adminProducts('')}`,
      auth: 'admin',
      body: { ...productFields, itemCode: code },
      required: [...productRequired, ['itemCode']],
      texts: [...productTexts, ['itemCode']],
    },
    {
      method: 'POST',
      url: '/api/admin/checkAvailability/',
      auth: 'admin',
      body: { itemCode: code },
      required: [['itemCode']],
      texts: [['itemCode']],
    },
  ];
  before = await databaseState(shop.database().env);
});

// Values no field of these calls accepts (none of them takes booleans, nulls, arrays or objects in a leaf).
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  fc.constant({ $ne: null }),
  fc.constant({ $gt: '' }),
  fc.constant({ $where: 'sleep(1)' }),
);
// Control characters inside a value that is not blank: a value of whitespace alone (a lone tab) is trimmed
// to an empty one, which an optional field rightly accepts.
const controlCharacters = fc
  .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 10 })
  .chain((codes) =>
    fc.tuple(
      fc.string({ minLength: 1, maxLength: 5 }).filter((text) => text.trim() !== ''),
      fc.constant(String.fromCharCode(...codes)),
    ),
  )
  .map(([text, control]) => `${text}${control}${text}`);
const overlong = fc.integer({ min: 400, max: 20_000 }).map((n) => 'я'.repeat(n));
const isMalformedJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};
const HUGE = JSON.stringify({ padding: 'x'.repeat(1_100_000) });

type Mutation =
  | { kind: 'set'; path: string[]; value: unknown }
  | { kind: 'remove'; path: string[] }
  | { kind: 'raw'; body: string; contentType: string };

function mutationFor(call: Call): fc.Arbitrary<Mutation> {
  const objects = [[], ...call.required.filter((p) => p.length > 1).map((p) => p.slice(0, -1))];
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .record({
        kind: fc.constant('set' as const),
        path: fc.constantFrom(...call.required, ...call.texts),
        value: wrongType,
      })
      // A boolean field (the registration consent) keeps its one valid value out of the wrong ones.
      .filter(({ path, value }) => !isDeepStrictEqual(valueAt(call.body, path), value)),
    fc.record({
      kind: fc.constant('set' as const),
      path: fc
        .tuple(fc.constantFrom(...objects), fc.string({ minLength: 1, maxLength: 12 }))
        .filter(([, key]) => !['__proto__', 'constructor'].includes(key))
        .map(([parent, key]) => [...parent, `x_${key}`]),
      value: fc.jsonValue(),
    }),
    fc.record({
      kind: fc.constant('raw' as const),
      body: fc.oneof(
        fc
          .string({ maxLength: 40 })
          .map((s) => `{${s}`)
          .filter(isMalformedJson), // «{}» is a valid body where every field is optional (changeInfo)
        fc.constantFrom('', 'null', '[]', '"text"', '42', HUGE),
      ),
      contentType: fc.constant('application/json'),
    }),
    fc.record({
      kind: fc.constant('raw' as const),
      body: fc.constant(JSON.stringify(call.body)),
      contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
    }),
  ];
  const removable = call.required.filter((p) => p.length > 0);
  if (removable.length > 0) {
    options.push(fc.record({ kind: fc.constant('remove' as const), path: fc.constantFrom(...removable) }));
  }
  if (call.texts.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('set' as const),
        path: fc.constantFrom(...call.texts),
        value: fc.oneof(controlCharacters, overlong),
      }),
    );
  }
  return fc.oneof(...options);
}

function valueAt(body: Json, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
}

function apply(body: Json, mutation: Exclude<Mutation, { kind: 'raw' }>): Json {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of mutation.path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = mutation.path.at(-1)!;
  if (mutation.kind === 'remove') delete target[last];
  else target[last] = mutation.value;
  return copy;
}

async function sendMutated(call: Call, mutation: Mutation): Promise<Answer<{ message?: unknown }>> {
  const headers: Record<string, string> = call.auth ? { authorization: `Bearer ${tokens[call.auth]}` } : {};
  if (mutation.kind === 'raw') {
    headers['content-type'] = mutation.contentType;
    return server().request(call.url, { method: call.method, headers, body: mutation.body });
  }
  return send(server(), call.method, call.url, { body: apply(call.body, mutation), headers });
}

const request = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).chain((i) => {
    const call = calls[i % calls.length]!;
    return mutationFor(call).map((mutation) => ({ call, mutation }));
  }),
);
// Calls whose answer depends on the URL or headers only: unknown catalogue paths, bad tokens and cookies.
const headerOnly = fc.oneof(
  fc.string({ maxLength: 30 }).map((segment) => ({
    url: `/api/admin/zz-${encodeURIComponent(segment)}/updatePrices/`,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
    body: '{"percentage":5}',
  })),
  // The fuzzed database has no price change, so no id can revert anything.
  fc.string({ maxLength: 30 }).map((segment) => ({
    url: `/api/admin/priceChanges/${encodeURIComponent(segment)}/revert/`,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${tokens.admin}` },
  })),
  fc.string({ maxLength: 30 }).map((page) => ({
    url: `/api/admin/priceChanges/?page=x${encodeURIComponent(page)}`,
    headers: { authorization: `Bearer ${tokens.admin}` },
  })),
  fc
    .stringMatching(/^[\x21-\x7e]{0,300}$/)
    .map((token) => ({ url: '/api/user/info', headers: { authorization: `Bearer ${token}` } })),
  fc
    .stringMatching(/^[\x21-\x7e]{0,300}$/)
    .map((token) => ({ url: '/api/user/orders', headers: { authorization: token } })),
  fc
    .stringMatching(/^[\x21-\x3a\x3c-\x7e]{1,300}$/)
    .map((cookie) => ({ url: '/api/user/refresh', headers: { cookie: `refreshToken=${cookie}` } })),
);

// A shopper's words, numbers and units: the search reads a number after a dimension word or before a unit
// as a condition, and one after «до»/«от» as a price limit — so queries are made of such phrases.
const WORDS =
  'сейф шкаф стеллаж верстак огнестойкий оружия почтовый металлический класс ctqa кречет ящик для'.split(' ');
const DIMENSION_WORDS = ['высота', 'ширина', 'глубина', 'высотой', 'Ширина'];
const UNITS = 'мм см кг литров л минут часа полок ящиков секций ружей руб р'.split(' ');
const PRICE_WORDS = ['до', 'от', 'дешевле', 'свыше', 'дороже'];
const shopperNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double({ noNaN: true }).map(String),
  fc.tuple(fc.nat(99_999), fc.nat(999)).map(([a, b]) => `${a},${b}`),
  fc.tuple(fc.nat(999), fc.nat(999)).map(([a, b]) => `${a} ${String(b).padStart(3, '0')}`),
  fc.constantFrom('0', '-0', '00', '1e5', '1e400', 'Infinity', 'NaN', '0x10', '½', '٣', '１８００'),
  fc.nat(400).map((n) => '9'.repeat(n + 1)),
);
const phrase = fc.oneof(
  fc.constantFrom(...WORDS),
  fc
    .tuple(fc.constantFrom(...DIMENSION_WORDS), shopperNumber, fc.constantFrom('', 'мм', 'см'))
    .map((p) => p.join(' ')),
  fc.tuple(shopperNumber, fc.constantFrom(...UNITS)).map((p) => p.join(' ')),
  fc
    .tuple(fc.constantFrom(...PRICE_WORDS), shopperNumber, fc.constantFrom('', 'руб', 'р'))
    .map((p) => p.join(' ')),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('\u0000', '\u0007', '\ud800', '\ufeff', '*', ':*', '&', '|', '!', "'"),
);
const shopperText = fc
  .array(phrase, { minLength: 1, maxLength: 6 })
  .map((phrases) => phrases.join(' ').slice(0, 200));
const anyValue = fc.oneof(shopperNumber, shopperText, fc.constantFrom('', '1', 'x', '\u0000'));
const range = fc.oneof(
  fc.tuple(fc.option(shopperNumber), fc.option(shopperNumber)).map(([a, b]) => `${a ?? ''}-${b ?? ''}`),
  fc.constantFrom('Электронный', 'Ключевой', 'Кодовый', 'Есть', 'Нет', 'II', '5'),
  anyValue,
);
const FILTER_KEYS = [
  'Тип замка',
  'Высота',
  'Ширина',
  'Вес',
  'Количество полок',
  'Огнестойкость',
  'Нет такой',
].concat(['Объём', 'Класс взломостойкости', '\u0000']);
/** A valid value four times in five, else anything a shopper or a hand-edited URL may send. */
const usually = (valid: fc.Arbitrary<string>, other: fc.Arbitrary<string> = anyValue) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: other, weight: 1 });
/** The query string of a catalogue read: valid and invalid paging, sorting and filters, any order. */
const readParams = fc
  .record(
    {
      limit: usually(fc.integer({ min: 1, max: 50 }).map(String)),
      page: usually(fc.integer({ min: 1, max: 7 }).map(String)),
      sort: usually(fc.constantFrom('relevance', 'price_asc', 'price_desc', 'name_asc', 'name_desc')),
      price_from: usually(fc.integer({ min: 0, max: 300_000 }).map(String), shopperNumber),
      price_to: usually(fc.integer({ min: 300_000, max: 1_000_000_000 }).map(String), shopperNumber),
      available: usually(fc.constant('1'), fc.constantFrom('0', 'true', '\u0000')),
      filters: fc.array(fc.tuple(fc.constantFrom(...FILTER_KEYS), range), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  )
  .map(({ filters = [], ...params }) => {
    const query = new URLSearchParams(params as Record<string, string>);
    for (const [key, value] of filters) query.append(`f.${key}`, value);
    return query;
  });
const catalogueRead = () =>
  fc.oneof(
    fc.tuple(shopperText, readParams, fc.boolean()).map(([text, params, panel]) => {
      params.set('query', text);
      return `/api/catalog/search/${panel ? 'filters/' : ''}?${params}`;
    }),
    fc
      .tuple(fc.constantFrom(...sections), readParams, fc.boolean())
      .map(([section, params, panel]) => `/api${section}/${panel ? 'filters/' : ''}?${params}`),
    fc
      .array(shopperNumber, { maxLength: 5 })
      .map((codes) => `/api/catalog/items/?codes=${encodeURIComponent(codes.join(','))}`),
    shopperNumber.map((code) => `/api/catalog/item/${encodeURIComponent(code)}`),
  );

describe('fuzzing every call with bad requests', () => {
  test(`${RUNS} generated bad requests: always a 4xx with a message, never a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: request, weight: 9 }, { arbitrary: headerOnly, weight: 1 }),
        async (generated) => {
          const answer =
            'call' in generated
              ? await sendMutated(generated.call, generated.mutation)
              : await server().request<{ message?: unknown }>(generated.url, generated);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(typeof answer.data?.message).toBe('string');
          expect(answer.data.message).toMatch(/[а-яё]/i);
        },
      ),
      {
        numRuns: RUNS,
        // Rare draws at 200 runs, so each limit path is also tried on every run, besides what is generated.
        examples: [
          [{ call: calls[0]!, mutation: { kind: 'raw', body: HUGE, contentType: 'application/json' } }],
          [{ call: calls[0]!, mutation: { kind: 'raw', body: '{}', contentType: 'text/plain' } }],
          [{ url: '/api/user/info', headers: { authorization: 'Bearer x' } }],
        ],
      },
    );
    // The requests reach the validation (400), authentication (401) and body-limit (413, 415) paths.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 401, 413, 415]));
  });

  test(`${READS} generated catalogue reads of a shopper: 200 or a Russian 4xx, never a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(catalogueRead(), async (url) => {
        const answer = await server().request<{ message?: unknown }>(url);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        // The body of a 5xx is shown with its URL.
        expect([url, answer.status < 500 ? 'ok' : answer.body]).toEqual([url, 'ok']);
        if (answer.status !== 200)
          expect({ url, message: answer.data?.message }).toEqual({
            url,
            message: expect.stringMatching(/[а-яё]/i),
          });
      }),
      { numRuns: READS },
    );
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400]));
  });

  test('the database is exactly as before', async () => {
    expect(await databaseState(shop.database().env)).toEqual(before);
  });
});
