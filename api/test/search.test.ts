import type { SearchResponse as SearchAnswer } from '@shop/shared/contract';
import fc from 'fast-check';
import { type Category, type Listing, type Product, serverForFile } from './helpers';
import { metric } from './support/metrics';

// Behind a trusted proxy (the test itself): X-Forwarded-For names the caller of the fair-share tests. One
// search runs at a time, on PostgreSQL too (its default is 4, and a fast server let 24 searches through), and
// two wait for it at most (the gate's default is 32): the crowd test needs few callers.
const server = serverForFile({ TRUST_PROXY: '127.0.0.1', SEARCH_CONCURRENCY: '1', SEARCH_QUEUE: '2' });
const search = (query: string, extra = '') =>
  server().getJson<SearchAnswer>(
    `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products${extra}`,
  );
const names = (answer: SearchAnswer) => answer.results.map((p) => p.name);

let all: Product[];
beforeAll(async () => {
  const tree = await server().getJson<Category[]>('/api/catalog/');
  all = [];
  for (const sub of tree.flatMap((c) => c.subcategories)) {
    all.push(...(await server().getJson<Listing>(`/api${sub.subcategoryLink}/?limit=100`)).products);
  }
});

describe('GET /api/catalog/search/', () => {
  test('answers up to 10 results by default, fewer on request', async () => {
    const answer = await search('сейф');
    expect(answer.results).toHaveLength(10);
    expect(answer).toMatchObject({ query: 'сейф', corrected: false });
    for (const name of names(answer)) expect(name.toLowerCase()).toContain('сейф');
    expect((await search('сейф', '&limit=3')).results).toHaveLength(3);
  });

  test('Russian word forms: «сейфов для оружия» finds «Сейф для оружия …»', async () => {
    const answer = await search('сейфов для оружия');
    expect(answer.results.length).toBeGreaterThan(0);
    expect(names(answer)[0]).toMatch(/^Сейф для оружия /);
  });

  test('prefixes while typing: «стелл» finds «Стеллаж …»', async () => {
    const answer = await search('стелл');
    expect(answer.results.length).toBeGreaterThan(0);
    for (const name of names(answer)) expect(name).toMatch(/^Стеллаж/);
  });

  test('typo tolerance: «стелаж» finds «Стеллаж …» and says it searched «стеллаж»', async () => {
    const answer = await search('стелаж');
    expect(answer).toMatchObject({ query: 'стеллаж', corrected: true });
    expect(answer.results.length).toBeGreaterThan(0);
    for (const name of names(answer)) expect(name).toMatch(/^Стеллаж/);
    const series = await search('кречт');
    expect(series).toMatchObject({ query: 'кречет', corrected: true });
    for (const name of names(series)) expect(name).toContain('Кречет');
  });

  test('a misspelt word costs one statement of lookups: the query in the other layout is looked up with it', async () => {
    // Never asked before in this process, so its lexemes are not kept: one statement asks them, and the
    // other layout's words («cnt[kf;»), looked up because «стеллах» is unknown, ride along; then the ladder.
    const statements = () => metric(server(), 'shop_search_statements_sum');
    const before = await statements();
    expect(await search('стеллах')).toMatchObject({ query: 'стеллаж', corrected: true });
    expect((await statements()) - before).toBe(2);
  });

  test('ё and е are the same letter, both ways', async () => {
    expect(names(await search('сёйф'))).toEqual(names(await search('сейф')));
    const withYo = all.find((p) => /ё/.test(p.name))!;
    const word = withYo.name.split(' ').find((w) => w.includes('ё'))!;
    const answer = await search(word.replace(/ё/g, 'е'));
    expect(answer.results.length).toBeGreaterThan(0);
    for (const name of names(answer)) expect(name.toLowerCase()).toContain(word.toLowerCase());
  });

  test('Latin and Cyrillic look-alike letters in model codes match each other', async () => {
    const toCyrillic: Record<string, string> = {
      A: 'А',
      B: 'В',
      C: 'С',
      E: 'Е',
      H: 'Н',
      K: 'К',
      M: 'М',
      O: 'О',
      P: 'Р',
      T: 'Т',
      X: 'Х',
      Y: 'У',
    };
    const toLatin = Object.fromEntries(Object.entries(toCyrillic).map(([l, c]) => [c, l]));
    const swap = (code: string, map: Record<string, string>) => [...code].map((ch) => map[ch] ?? ch).join('');
    const latin = all.map((p) => /\b([ABCEHKMOPTXY]{2})-(\d+)/.exec(p.name)).find(Boolean)!;
    const cyrillic = all.map((p) => /(?:^|\s)([АВСЕНКМОРТХУ]{2})-(\d+)/.exec(p.name)).find(Boolean)!;
    for (const [match, map] of [
      [latin, toCyrillic],
      [cyrillic, toLatin],
    ] as const) {
      const typed = `${swap(match[1]!, map)}-${match[2]}`;
      const answer = await search(typed);
      expect({ typed, found: names(answer).some((n) => n.includes(`${match[1]}-${match[2]}`)) }).toEqual({
        typed,
        found: true,
      });
    }
  });

  test("a number of two digits is a whole number, not the start of longer ones; after a code's letters it finds the code with a suffix", async () => {
    // «70» as a prefix found the colour RAL 7035 of most items; «45» found «КР-450» and «4500 мм».
    const whole = (n: string) => new RegExp(`(^|\\D)${n}(\\D|$)`);
    for (const number of ['70', '45']) {
      const answer = await search(number, '&limit=50');
      const text = (p: Product) => `${p.name} ${p.props.map((x) => `${x.key} ${x.value}`).join(' ')}`;
      expect(answer.results.filter((p) => !whole(number).test(text(p))).map((p) => p.name)).toEqual([]);
    }
    // «вк-45» finds «Сейф … ВК-45Т»: its code joined («вк45т») begins with the letters and the number.
    const coded = all
      .map((p) => ({ name: p.name, code: /(?:^|\s)([А-ЯA-Z]{2})-(\d{2})[А-ЯA-Z]+(?:\s|$)/u.exec(p.name) }))
      .find((found) => found.code !== null);
    expect(coded).toBeDefined();
    const typed = `${coded!.code![1]}-${coded!.code![2]}`;
    expect({ typed, found: names(await search(typed, '&limit=50')).includes(coded!.name) }).toEqual({
      typed,
      found: true,
    });
  });

  test('a query typed in the wrong keyboard layout is corrected, and the answer says so', async () => {
    const answer = await search('ctqa');
    expect(answer).toMatchObject({ query: 'сейф', corrected: true });
    expect(answer.results.length).toBeGreaterThan(0);
    for (const name of names(answer)) expect(name.toLowerCase()).toContain('сейф');
    expect((await search('cntkkf;')).query).toBe('стеллаж');
    // Every word switched; a Latin brand the catalogue knows is not.
    expect(await search('cntkkf; crkflcrjq')).toMatchObject({ query: 'стеллаж складской', corrected: true });
    const brand = all.find((p) => p.name.includes('Valberg')) ? 'valberg' : 'aiko';
    expect(await search(`${brand} сейф`)).toMatchObject({ query: `${brand} сейф`, corrected: false });
  });

  test('an exact item code ranks first', async () => {
    const item = all[17]!;
    const answer = await search(item.itemCode);
    expect(answer.results[0]).toEqual(item);
    const mixed = await search(` ${item.itemCode} `);
    expect(mixed.results[0]!.itemCode).toBe(item.itemCode);
  });

  test('a blank or missing query answers empty results, never an error', async () => {
    for (const url of [
      '/api/catalog/search/?query=&type=products',
      '/api/catalog/search/?query=%20%20%20',
      '/api/catalog/search/',
    ]) {
      const answer = await server().request(url);
      expect({ url, status: answer.status, data: answer.data }).toEqual({
        url,
        status: 200,
        data: { results: [], query: '', corrected: false, total: 0, relaxed: false, expanded: [] },
      });
    }
  });

  test('SQL, regex and tsquery metacharacters are harmless', async () => {
    for (const query of [
      "'; DROP TABLE products; --",
      '.*[(\\',
      "сейф & | ! (:* ) <-> 'a'",
      '%_%',
      '\\',
      '"',
      'сейф\u0000',
      '\u0001\u0002',
      '💥',
      ':*',
    ]) {
      const answer = await server().request(`/api/catalog/search/?query=${encodeURIComponent(query)}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
    }
    expect((await search('сейф & | !')).results.length).toBeGreaterThan(0);
    expect((await server().getJson<Category[]>('/api/catalog/')).length).toBeGreaterThan(0);
  });

  test('bad parameters answer 400 in Russian', async () => {
    // Our own message says what is wrong in words; zod's generic ones name the parameter.
    for (const [params, message] of [
      [`query=${'а'.repeat(201)}`, 'Слишком длинный поисковый запрос: не более 200 символов'],
      ['query=сейф&type=news', expect.stringContaining('«type»')],
      ['query=сейф&limit=0', expect.stringContaining('«limit»')],
      ['query=сейф&limit=51', expect.stringContaining('«limit»')],
    ]) {
      const answer = await server().request(`/api/catalog/search/?${params}`);
      expect({ params, status: answer.status }).toEqual({ params, status: 400 });
      expect(answer.data).toEqual({ message });
    }
  });

  test('nothing found answers empty results', async () => {
    expect(await search('абырвалг')).toEqual({
      results: [],
      query: 'абырвалг',
      corrected: false,
      total: 0,
      relaxed: false,
      expanded: [],
    });
  });

  test('any query of the catalogue’s own words, 1 to 12 in any order, costs a bounded number of statements', async () => {
    // Words of the names (series, families, materials) that rarely meet in one item: every subset of them
    // tried in turn (the old relaxation) made eight words cost up to eight statements, each matching 70 combinations of words.
    const vocabulary = [
      ...new Set(all.flatMap((p) => p.name.toLowerCase().split(/[^а-яёa-z]+/u)).filter((w) => w.length >= 4)),
    ];
    const work = async () => ({
      statements: await metric(server(), 'shop_search_statements_sum'),
      searches: await metric(server(), 'shop_search_statements_count'),
      candidates: await metric(server(), 'shop_search_candidates_total'),
    });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(vocabulary, { minLength: 1, maxLength: 12 }), async (words) => {
        const query = words.join(' ');
        fc.pre(!seen.has(query));
        seen.add(query);
        const before = await work();
        const answer = await server().request<SearchAnswer>(
          `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products`,
        );
        const after = await work();
        // fast-check prints the query that failed.
        expect(answer.status).toBe(200);
        // One search built its matches: the words looked up (both layouts at most), then the whole ladder
        // with its page in one statement (ladder.ts) up to four words; past four, that statement reads the
        // relaxed step's pool, whose words are counted in at most four slices (eight words of 2 000 item ×
        // word each) and ranked in statements of their own.
        expect(after.searches - before.searches).toBe(1);
        expect(after.statements - before.statements).toBeLessThanOrEqual(words.length <= 4 ? 3 : 9);
        expect(after.candidates - before.candidates).toBeLessThanOrEqual(500);
        // Never nothing while a word names goods: every word comes from a name.
        expect(answer.data.results.length).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 31 },
    );
  });

  test('a caller sending search after search gets a Russian 429 past its share of 300 a minute; others are served', async () => {
    const as = (address: string, query: string) =>
      server().request<{ message: string }>(`/api/catalog/search/?query=${encodeURIComponent(query)}`, {
        headers: { 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    const messages = new Set<string>();
    // Two at a time: more would wait at the search gate (the next test).
    for (let batch = 0; batch < 160; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 2 }, (_, i) => as('203.0.113.7', `шкаф ${batch * 2 + i}`)),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status !== 200) messages.add(answer.data.message);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect([...messages]).toEqual([
      'Слишком много запросов к каталогу с вашего адреса. Попробуйте снова через 1 минуту.',
    ]);
    expect((await as('203.0.113.8', 'шкаф 7')).status).toBe(200);
  });

  test('two callers sending long searches all at once get a Russian 503 for the surplus; a third caller’s listing is served', async () => {
    const words = [...new Set(all.flatMap((p) => p.name.toLowerCase().split(/[^а-яё]+/u)))].filter(
      (w) => w.length >= 5,
    );
    const as = (address: string, path: string) =>
      server().request<{ message: string }>(path, { headers: { 'x-forwarded-for': address } });
    const query = (i: number) =>
      Array.from({ length: 10 }, (_, k) => words[(i * 7 + k * 13) % words.length]).join(' ');
    const [section] = (await server().getJson<Category[]>('/api/catalog/')).flatMap((c) => c.subcategories);
    const [listing, ...answers] = await Promise.all([
      as('192.0.2.30', `/api${section!.subcategoryLink}/?sort=price_desc&page=2`),
      ...Array.from({ length: 24 }, (_, i) =>
        as(`192.0.2.${1 + (i % 2)}`, `/api/catalog/search/?query=${encodeURIComponent(query(i))}`),
      ),
    ]);
    const refused = answers.filter((answer) => answer.status === 503);
    // One search runs, two wait: of 24 at once, many more than three arrive while the first runs.
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.data.message).toBe(
        'Поиск сейчас занят другими запросами. Попробуйте снова через несколько секунд.',
      );
      expect(answer.headers.get('retry-after')).toBe('2');
    }
    expect(listing.status).toBe(200);
  });
});
