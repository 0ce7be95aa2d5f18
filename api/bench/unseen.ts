import { ENDPOINTS, SORT_ORDERS } from '@shop/shared/domain';
import { generateProducts, generateTree } from '../src/seed/generator';
import { percentile, rng } from './stats';
import { type Timed, caller, printCpu, quietCaller, report, timedCall, timedFetch, timedGet } from './timed';

/**
 * Traffic nobody tuned for, against the uncached API, each request asked once: queries
 * drawn at random from the catalogue's own vocabulary (one word; one to three words, a third with a number,
 * a few typos and wrong-layout words; seven to twelve words that rarely meet), every section's listing
 * pages 1–6 in every sort, and a listing while two callers send worst-case searches in a loop. Each answer is
 * timed to its last byte by a caller keeping one connection (caller()). Prints p50, p99 and the slowest ten
 * (searches with their statements, from /api/metrics), the listings once more through `fetch`, and the CPU
 * time a request costs each thread of the API, measured on a pass of its own without those metrics reads;
 * asserts nothing.
 */
/** The worst case of search: many words that rarely meet, in random order. */
const WORST = '7–12 слов в случайном порядке';
const UNITS = ['мм', 'см', 'кг', 'литров', 'минут', 'полок', 'ящиков', 'секций', 'ружей'];
const LAYOUT: Record<string, string> = Object.fromEntries(
  [...'йцукенгшщзхъфывапролджэячсмитьбю'].map((c, i) => [c, "qwertyuiop[]asdfghjkl;'zxcvbnm,."[i]!]),
);

/** The first listing page of every section, in every sort, each asked once (a cold start or a price change). */
async function firstPages(base: string, links: string[]): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const link of links) {
    for (const sort of SORT_ORDERS) {
      timed.push(
        await timedCall(base, 'listing', `/api${ENDPOINTS.listing(link, { limit: 20, page: 1, sort })}`),
      );
    }
  }
  return timed;
}

/** An admin's price change of one item (+5 %), as the price tool makes it: returns how to revert it. */
async function changePrice(base: string, admin: { email: string; password: string }, code: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { accessToken } = (await post(ENDPOINTS.login, admin)) as { accessToken: string };
  const { changeId } = (await post(ENDPOINTS.adminItemPrice(code), { percentage: 5 }, accessToken)) as {
    changeId: number;
  };
  return () => post(ENDPOINTS.adminRevert(changeId), {}, accessToken);
}

/**
 * Called on an API just started without the answer cache. `searchesToo: false` (`--crowd`): the listings quiet
 * and under two worst-case searchers only. `admin` makes the price change (bench.ts starts the API with it).
 */
export async function benchUnseen(...args: Parameters<typeof unseen>): Promise<void> {
  try {
    await unseen(...args);
  } finally {
    quietCaller.close();
  }
}

async function unseen(
  base: string,
  items: number,
  admin: { email: string; password: string },
  searchesToo = true,
  /** The API's process id: its threads' CPU time per request is printed (Linux). */
  pid?: number,
): Promise<void> {
  const random = rng(26);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const tree = generateTree();
  const sectionNames = tree.flatMap((c) => [
    c.name,
    ...c.subcategories.flatMap((s) => [s.name, ...s.children.map((x) => x.name)]),
  ]);
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().split(/[^а-яёa-z]+/u)) if (w.length >= 3) words.add(w);
  };
  let n = 0;
  for (const p of generateProducts(items)) {
    if (n++ % 7 !== 0) continue; // a sample of the items has the whole vocabulary many times over
    add(p.name);
    for (const [key, value] of p.props) add(`${key} ${value}`);
  }
  for (const name of sectionNames) add(name);
  const vocabulary = [...words];
  const typo = (w: string) => {
    const i = Math.floor(random() * (w.length - 1));
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  };
  const layout = (w: string) => [...w].map((c) => LAYOUT[c] ?? c).join('');
  const word = () => {
    const w = pick(vocabulary);
    const r = random();
    return r < 0.08 ? typo(w) : r < 0.12 ? layout(w) : w;
  };
  const number = () =>
    random() < 0.5
      ? `${1 + Math.floor(random() * 120)} ${pick(UNITS)}`
      : `${1 + Math.floor(random() * 2000)}`;
  /** Up to `count` different queries (fewer when the vocabulary has fewer). */
  const distinct = (make: () => string, count: number) => {
    const set = new Set<string>();
    for (let tries = 0; set.size < count && tries < count * 20; tries++) set.add(make());
    return [...set];
  };
  const shuffled = <T>(list: T[]) =>
    list
      .map((x) => [random(), x] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, x]) => x);
  const makers = {
    'одно слово': () => pick(vocabulary),
    '1–3 слова, треть с числом': () => {
      const some = Array.from({ length: 1 + Math.floor(random() * 3) }, word);
      if (random() < 1 / 3) some.splice(Math.floor(random() * some.length), 0, number());
      return some.join(' ');
    },
    [WORST]: () =>
      shuffled(vocabulary)
        .slice(0, 7 + Math.floor(random() * 6))
        .join(' '),
  };
  type SetName = keyof typeof makers;
  const sets = Object.fromEntries(
    Object.entries(makers).map(([title, make]) => [title, distinct(make, 300)]),
  ) as Record<SetName, string[]>;
  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string; itemsCount: number }> }>;
  const links = ((await (await fetch(`${base}/api/catalog/`)).json()) as Tree).flatMap((c) =>
    c.subcategories.map((s) => s.subcategoryLink),
  );
  // Right after start-up: every section's first page (its section unknown to the process until then).
  report(
    'Первая страница раздела после запуска, все сортировки',
    await firstPages(base, links),
    'max ≤ 25 мс',
  );
  const pages = shuffled(
    links.flatMap((link) =>
      SORT_ORDERS.flatMap((sort) =>
        [1, 2, 3, 4, 5, 6].map((page) => `/api${ENDPOINTS.listing(link, { limit: 20, page, sort })}`),
      ),
    ),
  );
  const listings: Timed[] = [];
  for (const path of pages) listings.push(await timedCall(base, 'listing', path));
  const quiet = report(
    'Листинги без кэша, каждый раздел, стр. 1–6, все сортировки',
    listings,
    'p99 ≤ 8 мс на PGlite при 15 000 и 35 000, ≤ 10 мс на PostgreSQL при 350 000',
  );
  // The same pages again: still uncached (a listing keeps only its count, known in both passes).
  const fetched: number[] = [];
  for (const path of pages) fetched.push((await timedFetch(base, path)).ms);
  fetched.sort((a, b) => a - b);
  console.log(
    `  те же страницы через fetch (клиент распаковывает gzip): p50 ${percentile(fetched, 50).toFixed(1)} мс, ` +
      `p99 ${percentile(fetched, 99).toFixed(1)} мс`,
  );
  await printCpu(base, pid, 'те же страницы ещё раз', pages);

  const p99 = new Map<string, number>();
  const searchAim = 'p50 ≤ 10 мс, p99 ≤ 25 мс на PGlite; p99 ≤ 40 мс на PostgreSQL при 350 000';
  for (const [title, queries] of Object.entries(searchesToo ? sets : {})) {
    const timed: Timed[] = [];
    for (const text of queries) timed.push(await timedCall(base, 'search', `/api${ENDPOINTS.search(text)}`));
    const aim =
      title === WORST ? 'p99 ≤ 3 × p99 одного слова; ≤ 100 мс на PostgreSQL при 350 000' : searchAim;
    p99.set(title, report(`Поиск без кэша, ${title}`, timed, aim).p99);
  }
  if (searchesToo) {
    console.log(
      `  p99 запросов из 7–12 слов / p99 одного слова: ${(p99.get(WORST)! / p99.get('одно слово')!).toFixed(2)} (цель ≤ 3)`,
    );
    // An admin changes a price: the catalogue's version moves, what was built per version is built again.
    const code = String(100_001 + Math.floor(items / 3));
    const revert = await changePrice(base, admin, code);
    report(
      'Первая страница раздела после смены цены, все сортировки',
      await firstPages(base, links),
      'max ≤ 25 мс',
    );
    const after: Timed[] = [];
    for (const text of sets['1–3 слова, треть с числом'].slice(0, 100)) {
      after.push(await timedCall(base, 'search', `/api${ENDPOINTS.search(`${text} `)}`));
    }
    report('Поиск после смены цены, 100 запросов из 1–3 слов', after, searchAim);
    await revert();
  }

  // Two callers sending worst-case searches in a loop; a third asks listings meanwhile.
  let running = true;
  const worst = shuffled(sets[WORST]);
  const searched = { answered: 0, busy: 0 };
  const loop = async (offset: number) => {
    const own = caller();
    for (let i = offset; running; i += 2) {
      const { status } = await own.get(base, `/api${ENDPOINTS.search(`${worst[i % worst.length]} ${i}`)}`);
      if (status === 200) searched.answered++;
      else searched.busy++;
    }
    own.close();
  };
  const loops = [loop(0), loop(1)];
  const busy: Timed[] = [];
  for (const path of pages.slice(0, 300)) busy.push({ text: path, ...(await timedGet(base, path)) });
  running = false;
  await Promise.all(loops);
  const loaded = report(
    'Листинги без кэша, пока два клиента шлют худшие поиски',
    busy,
    'p99 ≤ 2 × p99 в тишине, все 200',
  );
  console.log(
    `  p99 под нагрузкой / p99 в тишине: ${(loaded.p99 / quiet.p99).toFixed(2)} (цель ≤ 2), p50: ` +
      `${(loaded.p50 / quiet.p50).toFixed(2)}; поисков за это время: ` +
      `${searched.answered} отвечено, ${searched.busy} не 200`,
  );
  if (!searchesToo) return;
  // Queries not asked yet (a search keeps its matches per query), drawn last so that the sets above stay the
  // same from run to run.
  for (const [title, make] of Object.entries(makers)) {
    const asked = new Set(sets[title as SetName]);
    const fresh = distinct(make, 400)
      .filter((text) => !asked.has(text))
      .slice(0, 100);
    await printCpu(
      base,
      pid,
      `поиск, ${title}, новые запросы`,
      fresh.map((text) => `/api${ENDPOINTS.search(text)}`),
    );
  }
}
