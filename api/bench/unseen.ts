import { ENDPOINTS, SORT_ORDERS } from '@shop/shared/domain';
import { generateProducts, generateTree } from '../src/seed/generator';
import { percentile, rng, statementsSoFar } from './stats';

/**
 * Traffic nobody tuned for (issues 26 and 31), against the uncached API, each request asked once: queries
 * drawn at random from the catalogue's own vocabulary (one word; one to three words, a third with a number,
 * a few typos and wrong-layout words; seven to twelve words that rarely meet), every section's listing
 * pages 1–6 in every sort, and a listing while two callers send worst-case searches in a loop. Prints p50,
 * p99 and the slowest ten (searches with their statements, from /api/metrics); asserts nothing.
 */
const UNITS = ['мм', 'см', 'кг', 'литров', 'минут', 'полок', 'ящиков', 'секций', 'ружей'];
const LAYOUT: Record<string, string> = Object.fromEntries(
  [...'йцукенгшщзхъфывапролджэячсмитьбю'].map((c, i) => [c, "qwertyuiop[]asdfghjkl;'zxcvbnm,."[i]!]),
);

interface Timed {
  text: string;
  ms: number;
  statements?: number;
  status: number;
}

async function timedGet(base: string, path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function report(title: string, timed: Timed[]): number {
  const sorted = [...timed].sort((a, b) => a.ms - b.ms);
  const times = sorted.map((t) => t.ms);
  const failed = timed.filter((t) => t.status !== 200).length;
  console.log(
    `${title}: ${timed.length} запросов, p50 ${percentile(times, 50).toFixed(1)} мс, p99 ` +
      `${percentile(times, 99).toFixed(1)} мс${failed ? `, не 200: ${failed}` : ''}; медленнее всех:`,
  );
  for (const t of sorted.slice(-10).reverse()) {
    const statements = t.statements === undefined ? '' : `, запросов к базе ${t.statements}`;
    console.log(`  ${t.ms.toFixed(1)} мс «${t.text}»${statements}`);
  }
  return percentile(times, 99);
}

/** `searchesToo: false` (`--crowd`): the listings quiet and under two worst-case searchers only. */
export async function benchUnseen(base: string, items: number, searchesToo = true): Promise<void> {
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
  const sets = {
    'одно слово': distinct(() => pick(vocabulary), 300),
    '1–3 слова, треть с числом': distinct(() => {
      const some = Array.from({ length: 1 + Math.floor(random() * 3) }, word);
      if (random() < 1 / 3) some.splice(Math.floor(random() * some.length), 0, number());
      return some.join(' ');
    }, 300),
    '7–12 слов в случайном порядке': distinct(
      () =>
        shuffled(vocabulary)
          .slice(0, 7 + Math.floor(random() * 6))
          .join(' '),
      300,
    ),
  };
  const p99 = new Map<string, number>();
  for (const [title, queries] of Object.entries(searchesToo ? sets : {})) {
    const timed: Timed[] = [];
    for (const text of queries) {
      const before = await statementsSoFar(base, 'shop_search_statements');
      const { ms, status } = await timedGet(base, `/api${ENDPOINTS.search(text)}`);
      timed.push({
        text,
        ms,
        status,
        statements: (await statementsSoFar(base, 'shop_search_statements')) - before,
      });
    }
    p99.set(title, report(`Поиск без кэша, ${title}`, timed));
  }
  if (searchesToo) {
    console.log(
      `  p99 запросов из 7–12 слов / p99 одного слова: ${(p99.get('7–12 слов в случайном порядке')! / p99.get('одно слово')!).toFixed(2)}`,
    );
  }

  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string; itemsCount: number }> }>;
  const links = ((await (await fetch(`${base}/api/catalog/`)).json()) as Tree).flatMap((c) =>
    c.subcategories.map((s) => s.subcategoryLink),
  );
  const pages = shuffled(
    links.flatMap((link) =>
      SORT_ORDERS.flatMap((sort) =>
        [1, 2, 3, 4, 5, 6].map((page) => `/api${ENDPOINTS.listing(link, { limit: 20, page, sort })}`),
      ),
    ),
  );
  const listings: Timed[] = [];
  for (const path of pages) listings.push({ text: path, ...(await timedGet(base, path)) });
  const quiet = report('Листинги без кэша, каждый раздел, стр. 1–6, все сортировки', listings);

  // Two callers sending worst-case searches in a loop; a third asks listings meanwhile.
  let running = true;
  const worst = shuffled(sets['7–12 слов в случайном порядке']);
  const searched = { answered: 0, busy: 0 };
  const loop = async (offset: number) => {
    for (let i = offset; running; i += 2) {
      const { status } = await timedGet(base, `/api${ENDPOINTS.search(`${worst[i % worst.length]} ${i}`)}`);
      if (status === 200) searched.answered++;
      else searched.busy++;
    }
  };
  const loops = [loop(0), loop(1)];
  const busy: Timed[] = [];
  for (const path of pages.slice(0, 300)) busy.push({ text: path, ...(await timedGet(base, path)) });
  running = false;
  await Promise.all(loops);
  const loaded = report('Листинги без кэша, пока два клиента шлют худшие поиски', busy);
  console.log(
    `  p99 под нагрузкой / p99 в тишине: ${(loaded / quiet).toFixed(2)}; поисков за это время: ` +
      `${searched.answered} отвечено, ${searched.busy} не 200`,
  );
}
