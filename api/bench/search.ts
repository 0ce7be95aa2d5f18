import { ENDPOINTS } from '@shop/shared/domain';
import MiniSearch from 'minisearch';
import { generateProducts, generateTree } from '../src/seed/generator';
import { JUDGED_QUERIES, type JudgedDoc, type JudgedQuery, type QueryKind } from './search-queries';
import { UNSEEN_QUERIES } from './search-unseen-queries';
import { percentile } from './stats';

/**
 * Search quality and latency on the judged query sets — the one the engine is tuned on (search-queries.ts)
 * and the one kept apart from tuning (search-unseen-queries.ts), each judged on its own — for the API and,
 * side by side, for MiniSearch (fuzzy and prefix on) indexing the same documents in process. The
 * catalogue is the bench's own (generated with the default seed, as the API seeded it), so the rules judge
 * the very items the API answers with. Prints figures; asserts nothing.
 */
const TOP = 10;
/** MiniSearch holds its whole index in this process; past this size the quality part is left out. */
const MINISEARCH_MAX_ITEMS = 100_000;

interface Figures {
  precision: number;
  zero: number;
  hit: number;
  count: number;
}

function documents(items: number): JudgedDoc[] {
  const names = new Map(
    generateTree().flatMap((c) => [
      [c.slug, c.name] as const,
      ...c.subcategories.flatMap((s) => [s, ...s.children]).map((s) => [s.path, s.name] as const),
    ]),
  );
  const docs: JudgedDoc[] = [];
  for (const p of generateProducts(items)) {
    const paths = [p.subcategoryPath.split('/')[0]!, p.subcategoryPath, p.subcategory2Path];
    docs.push({
      itemCode: p.itemCode,
      name: p.name,
      sections: paths.flatMap((path) => (path ? [names.get(path) ?? ''] : [])),
      props: Object.fromEntries(p.props),
      price: p.price,
      heightMm: p.heightMm,
    });
  }
  return docs;
}

function miniSearch(docs: JudgedDoc[]): MiniSearch<JudgedDoc> {
  const index = new MiniSearch<JudgedDoc>({
    idField: 'itemCode',
    fields: ['name', 'sections', 'props', 'itemCode'],
    extractField: (doc, field) => {
      if (field === 'sections') return doc.sections.join(' ');
      if (field === 'props') return Object.entries(doc.props).flat().join(' ');
      return String(doc[field as keyof JudgedDoc] ?? '');
    },
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 3, sections: 2 } },
  });
  index.addAll(docs);
  return index;
}

/** Mean P@10 (relevant among the first 10, out of as many as there are, at most 10), zero answers, hits. */
function judge(top: string[][], relevant: Array<Set<string>>): Figures {
  let precision = 0;
  let zero = 0;
  let hit = 0;
  top.forEach((codes, i) => {
    const wanted = relevant[i]!;
    const good = codes.filter((c) => wanted.has(c)).length;
    precision += wanted.size > 0 ? good / Math.min(TOP, wanted.size) : codes.length === 0 ? 1 : 0;
    if (wanted.size > 0 && codes.length === 0) zero++;
    if (good > 0 || wanted.size === 0) hit++;
  });
  const n = top.length;
  return { precision: precision / n, zero: zero / n, hit: hit / n, count: n };
}

/** `base`: the API started with its answer cache off, so every query reaches the database. */
export async function benchSearch(base: string, items: number): Promise<void> {
  const judging = items <= MINISEARCH_MAX_ITEMS;
  let docs: JudgedDoc[] = documents(items);
  const sets: Array<[name: string, list: JudgedQuery[]]> = [
    ['настроечном', JUDGED_QUERIES],
    ['отложенном (не для настройки)', UNSEEN_QUERIES],
  ];
  const queries = sets.flatMap(([set, list]) =>
    list.map((q) => ({ ...q, set, text: typeof q.query === 'string' ? q.query : q.query(docs) })),
  );
  // Not judged: let the documents go before timing, as a major GC of all of them landed in a timed query.
  if (!judging) docs = [];
  const ask = async (text: string, extra = ''): Promise<{ codes: string[]; ms: number }> => {
    const started = performance.now();
    const response = await fetch(`${base}/api${ENDPOINTS.search(text)}${extra}`);
    const answer = (await response.json()) as { results: Array<{ itemCode: string }> };
    return { codes: answer.results.map((r) => r.itemCode), ms: performance.now() - started };
  };

  // Latency: every query once to warm up, then each as the dropdown and as a results page asks it. The
  // warm-up brings the database pages the query reads into memory, as in a shop that has served all day. It
  // asks the query in the other case (capitals; an item code in small letters): the API keeps a query's
  // ranked matches a while, keyed by the text as typed (search.ts), so the timed dropdown call finds and ranks
  // them anew, and its page 2 reuses them as a shopper's would. The case changes nothing else: words are
  // folded to lower case, codes to capitals. A query without letters is warmed up sorted by name (a sort is
  // kept apart too), which leaves out only its relevance columns.
  for (const q of queries) {
    const upper = q.text.toUpperCase();
    const other = upper !== q.text ? upper : q.text.toLowerCase();
    await (other !== q.text ? ask(other) : ask(q.text, '&sort=name_asc'));
  }
  const timed: Array<{ text: string; ms: number; words: number }> = [];
  const apiTop: string[][] = [];
  for (const q of queries) {
    const first = await ask(q.text);
    apiTop.push(first.codes);
    const words = q.text.split(/\s+/).length;
    timed.push(
      { text: q.text, ms: first.ms, words },
      { text: `${q.text} (стр. 2)`, ms: (await ask(q.text, '&limit=20&page=2')).ms, words },
    );
  }
  timed.sort((a, b) => a.ms - b.ms);
  const times = timed.map((t) => t.ms);
  console.log(
    `Поиск без кэша ответов: ${times.length} запросов, p50 ${percentile(times, 50).toFixed(1)} мс, ` +
      `p99 ${percentile(times, 99).toFixed(1)} мс, максимум ${times[times.length - 1]!.toFixed(1)} мс; ` +
      `медленнее всех: ${timed
        .slice(-3)
        .map((t) => `«${t.text}» ${t.ms.toFixed(0)} мс`)
        .join(', ')}`,
  );
  const short = timed.filter((t) => t.words <= 3).map((t) => t.ms);
  console.log(
    `  из них в 1–3 слова: ${short.length} запросов, p50 ${percentile(short, 50).toFixed(1)} мс, ` +
      `p99 ${percentile(short, 99).toFixed(1)} мс`,
  );

  if (!judging) {
    console.log(
      `Качество поиска: оценивается на каталогах до ${MINISEARCH_MAX_ITEMS} товаров (MiniSearch в памяти)`,
    );
    return;
  }
  const relevant = queries.map(
    (q) => new Set(docs.filter((d) => q.relevant(d, q.text)).map((d) => d.itemCode)),
  );
  const index = miniSearch(docs);
  const miniTop = queries.map((q) =>
    index
      .search(q.text)
      .slice(0, TOP)
      .map((r) => String(r.id)),
  );

  for (const [set] of sets) {
    const at = queries.flatMap((q, i) => (q.set === set ? [i] : []));
    report(
      set,
      at.map((i) => queries[i]!),
      at.map((i) => apiTop[i]!),
      at.map((i) => miniTop[i]!),
      at.map((i) => relevant[i]!),
    );
  }
}

/** One judged set's table by kind, and its queries the API answered with fewer relevant items than it could. */
function report(
  set: string,
  queries: Array<JudgedQuery & { text: string }>,
  apiTop: string[][],
  miniTop: string[][],
  relevant: Array<Set<string>>,
): void {
  const kinds = [...new Set(queries.map((q) => q.kind))];
  const rows = [...kinds, 'всего' as const].map((kind) => {
    const pick = <T>(list: T[]): T[] => list.filter((_, i) => kind === 'всего' || queries[i]!.kind === kind);
    const api = judge(pick(apiTop), pick(relevant));
    const mini = judge(pick(miniTop), pick(relevant));
    const f = (x: number) => Number(x.toFixed(2));
    return {
      вид: kind as QueryKind | 'всего',
      запросов: api.count,
      'P@10 API': f(api.precision),
      'P@10 MiniSearch': f(mini.precision),
      'пусто API': f(api.zero),
      'пусто MiniSearch': f(mini.zero),
      'в топ-10 API': f(api.hit),
      'в топ-10 MiniSearch': f(mini.hit),
    };
  });
  console.log(
    `Качество поиска на ${set} наборе, ${queries.length} размеченных запросов (доли запросов; P@10 — средняя):`,
  );
  console.table(rows);
  const weak = queries
    .map((q, i) => ({ q, i, good: apiTop[i]!.filter((c) => relevant[i]!.has(c)).length }))
    .filter(({ i, good }) => good < Math.min(TOP, relevant[i]!.size));
  for (const { q, i, good } of weak) {
    console.log(
      `  API ${good}/${Math.min(TOP, relevant[i]!.size)}: «${q.text}» (${q.kind}, релевантных ${relevant[i]!.size}, ` +
        `найдено в топ-10 ${apiTop[i]!.length})`,
    );
  }
}
