import type { ListingFiltersResponse, SearchParams, SearchResponse } from '@shop/shared/contract';
import { FILTER_PREFIX, NO_FILTERS, SEARCH_TOTAL_MAX, hasFilters } from '@shop/shared/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { products } from '../../db/schema';
import type { FacetIndex } from './facets';
import { memoPerOwner } from '../../http/cache';
import { type FilterScope, buildIndex, catalogVersion, describeKeys, readQueryFilters } from './filters';
import { type NumberTerm, parseQuery } from './query';
import { selectProducts, withProps } from './service';
import { fold, switchLayout } from './text';
import { synonymsOf } from './thesaurus';

/**
 * Product search, in the order a shopper expects:
 * 1. an exact item code first;
 * 2. the query is parsed (query.ts): numbers with a unit or a characteristic word («на 5 ружей», «высота
 *    1800») and price limits («до 15000») become conditions, stop words go;
 * 3. each remaining word becomes a group of alternatives: itself (by its Russian stem, or as a prefix while
 *    being typed; ё and look-alike letters folded, text.ts), its thesaurus stems (thesaurus.ts) and, when the
 *    lexicon does not know it, its closest lexicon words (a typo, corrected per word);
 * 4. a query in the wrong keyboard layout («ctqa») is read as switched when that version has more known words;
 * 5. the matching items (up to CANDIDATES) are ranked over the weighted document (name A, sections B,
 *    characteristics C, dimensions D): nearest number first, in stock first, a name starting with the query,
 *    then ts_rank — or sorted by name or price for the results page;
 * 6. no item has every word → the items with the most of them (all groups but one, then two, …), never
 *    nothing while a word names goods, and the answer says so (`relaxed`).
 */
export type SearchOptions = Pick<SearchParams, 'limit' | 'page' | 'sort'>;

const MAX_WORDS = 8;
/**
 * The bound on cost: at most this many matching items (the first by id — the same whatever the storage
 * order — except with a number, see prepare()) are ranked, so a word matching a fifth of 350 000 items costs what a rare one does. Fewer matches
 * are all ranked; `total` counts up to this many (SEARCH_TOTAL_MAX of the shared domain).
 */
const CANDIDATES = SEARCH_TOTAL_MAX;
const CORRECTIONS_PER_WORD = 3;
/** A number matches a characteristic within this share of itself: «120 минут» → 90 is near, 30 is not. */
const NUMBER_WINDOW = 0.35;
/** «высота 1800» first means about 1800: sizes vary by 10 mm, and one exact height is too rare to look for. */
const ABOUT_SIZE = 0.03;
/** An exact number held by at most this many items is looked up first in the index (see prepare()). */
const RARE_VALUE = 5000;
/**
 * Items near a number (NUMBER_WINDOW), when at most this many, are read from the index into a hash that the
 * scan of the words checks (see near()); more are checked item by item.
 */
const FEW_NEAR = 20_000;
/**
 * The id span read first for common words (see firstById()): where CANDIDATES matches would be this many
 * times over if the words always went together — words that do not («шкаф серый»: a fifth of the cabinets
 * is grey) fill it too.
 */
const SPAN_MARGIN = 9;
/** Past this share of the ids, reading by id is not bounded enough: the planner chooses. */
const SPAN_MAX = 0.3;
/**
 * Under a price limit, words at most this frequent (about half as many items) are read through the GIN index
 * whole (see firstById()): a cost bounded by their items, about 8 ms at 35 000 items on PGlite.
 */
const FEW_PRICED = 20_000;
/** Lexicon words this similar to an unknown word are read as edits (trigram similarity, pg_trgm). */
const SIMILARITY = 0.2;

interface Group {
  word: string;
  /** tsquery terms of the group: the word itself, its synonyms, its corrections. */
  terms: string[];
  /** The lexicon word the shopper probably meant (shown in «Показаны результаты по запросу …»). */
  correction: string | null;
  /** False when neither the lexicon nor the thesaurus knows the word (a typo, or another layout). */
  known: boolean;
  /**
   * How often the lexicon met the commonest form of the word, its synonyms or corrections: about their
   * items, or up to twice (0: unknown).
   */
  frequency: number;
}

interface Plan {
  groups: Group[];
  numbers: NumberTerm[];
  maxPrice: number | null;
  minPrice: number | null;
  expanded: string[];
}

/** The query as understood: cleaned, read in the right layout, typos corrected. */
interface Understood {
  query: string;
  plan: Plan;
  /** The query as searched, shown back when `corrected`. */
  used: string;
  corrected: boolean;
}

// Control characters (NUL above all) cannot go into PostgreSQL text.
const clean = (raw: string): string => raw.replace(/\p{Cc}/gu, ' ').trim();

async function understand(db: Db, query: string): Promise<Understood> {
  const switchable = switchLayout(query);
  const other = switchable !== query.toLowerCase() ? switchable : null;
  // Latin letters left after folding are a Latin brand or the wrong layout («cntkkf;»): both readings are
  // looked up in one statement, not the second after the first fails.
  const both = other !== null && /[a-z]/.test(fold(query));
  const lookups = await lookupWords(db, [query, ...(both ? [other] : [])]);
  let plan = planQuery(query, lookups);
  let used = query;
  let switched = false;
  const unknown = plan.groups.filter((g) => !g.known).length;
  if (other && unknown > 0) {
    const otherPlan = planQuery(other, both ? lookups : await lookupWords(db, [other]));
    if (otherPlan.groups.filter((g) => !g.known).length < unknown) {
      plan = otherPlan;
      used = other;
      switched = true;
    }
  }
  const corrections = plan.groups.filter((g) => g.correction !== null);
  if (corrections.length > 0) {
    used = used
      .toLowerCase()
      .split(/\s+/)
      .map((w) => corrections.find((g) => g.word === fold(w).replace(/[^0-9a-zа-я]/g, ''))?.correction ?? w)
      .join(' ');
  }
  return { query, plan, used, corrected: switched || corrections.length > 0 };
}

/** A query's matches in one order: what its pages, its filters and its filter panel are drawn from. */
interface Matches {
  understood: Understood;
  /** The first level of words with any match (all of them, then all but one, …); null: none matches. */
  level: Level | null;
  /** That level's candidates (at most CANDIDATES), ranked in the asked order. */
  ids: number[];
  /** Their filter scope, built on the first call that filters (matchScope). */
  scope?: Promise<MatchScope | null>;
}

/**
 * A query's ranked ids are kept a short while: the next page, another page size, the results page after the
 * dropdown and the filter panel reuse them instead of finding and ranking the candidates again. An index of
 * work, not an answer cache: keyed by the catalogue's version (migration 0012, as the filters' facet
 * indexes), so a changed price or name is seen at the next request.
 */
const MATCHES_TTL_MS = 5 * 60_000;
const MAX_MATCHES = 500;
const matchesOf = memoPerOwner<Matches>(MATCHES_TTL_MS, MAX_MATCHES);

/** The query's matches in `sort` order, from the memo or found and ranked now; null for a blank query. */
async function matches(db: Db, raw: string, sort: SearchOptions['sort']): Promise<Matches | null> {
  const query = clean(raw);
  if (!query) return null;
  // Read before the items, so an entry is never labelled newer than what it holds (as filters.ts).
  const version = await catalogVersion(db);
  return matchesOf(db).get(`${version}\n${sort}\n${query}`, async () => {
    const understood = await understand(db, query);
    const prepared = await prepare(db, understood.plan);
    for (const level of prepared.levels) {
      const ids = await ranked(db, prepared, level, sort);
      if (ids.length > 0) return { understood, level, ids };
    }
    return { understood, level: null, ids: [] };
  });
}

/** The filter parameters of a search call (`price_to`, `f.<key>`, …), as the route received them. */
export type FilterParams = Parameters<typeof readQueryFilters>[0];

export async function search(
  db: Db,
  raw: string,
  { limit, page, sort }: SearchOptions,
  params: FilterParams = {},
): Promise<SearchResponse> {
  const none: SearchResponse = {
    results: [],
    query: clean(raw),
    corrected: false,
    total: 0,
    relaxed: false,
    expanded: [],
  };
  const found = await matches(db, raw, sort);
  if (!found) return none;
  const { query, plan, used, corrected } = found.understood;
  const relaxed = found.level?.relaxed ?? false;
  const scope = hasFilterParams(params) ? await scopeOf(db, found) : null;
  const filters = scope ? readQueryFilters(params, scope) : NO_FILTERS;
  const within = scope && hasFilters(filters) ? new Set(scope.index.matching(filters, scope.keys)) : null;
  // Filters keep the ranked order: an item's place depends on itself only (its number, words, name).
  const all = within ? found.ids.filter((id) => within.has(id)) : found.ids;

  // Filters narrow the matches; an item code typed whole is found by its words then.
  const exact =
    page === 1 && !within && /^[\p{L}\d-]{3,}$/u.test(query)
      ? await selectProducts(db).where(eq(products.itemCode, query.toUpperCase()))
      : [];
  if (all.length === 0 && exact.length === 0) return { ...none, query: used, relaxed };

  const exactIds = new Set(exact.map((p) => p.id));
  const offset = Math.max(0, (page - 1) * limit - exact.length);
  const rest = all
    .slice(offset, offset + Math.max(1, limit - (page === 1 ? exact.length : 0)))
    .filter((id) => !exactIds.has(id));
  const fetched = rest.length > 0 ? await selectProducts(db).where(inArray(products.id, rest)) : [];
  const byId = new Map(fetched.map((p) => [p.id, p]));
  const ordered = [...exact, ...rest.map((id) => byId.get(id)).filter((p) => p !== undefined)];
  return {
    results: await withProps(db, ordered.slice(0, limit)),
    query: used,
    corrected,
    total: Math.max(all.length, exact.length),
    relaxed,
    expanded: plan.expanded,
  };
}

/**
 * The filter panel of a search's results: keys, values with counts and ranges over the search's matches
 * (the same set its results come from, at most CANDIDATES items) with the filters chosen.
 */
export async function searchFacets(
  db: Db,
  raw: string,
  params: FilterParams,
): Promise<ListingFiltersResponse> {
  const found = await matches(db, raw, 'relevance');
  const scope = found ? await scopeOf(db, found) : null;
  if (!scope) return { total: 0, price: { min: null, max: null }, available: 0, props: [] };
  return scope.index.facets(readQueryFilters(params, scope), scope);
}

const hasFilterParams = (params: FilterParams): boolean =>
  Object.keys(params).some(
    (name) => name.startsWith(FILTER_PREFIX) || ['price_from', 'price_to', 'available'].includes(name),
  );

/** A key is offered on the results page when at least this share of the matches has it. */
const COMMON_KEY_SHARE = 0.5;

interface MatchScope extends FilterScope {
  index: FacetIndex;
}

/** The matches' filter scope, built once per memo entry (a failed build is tried again next time). */
function scopeOf(db: Db, found: Matches): Promise<MatchScope | null> {
  found.scope ??= matchScope(db, found.ids).catch((error: unknown) => {
    found.scope = undefined;
    throw error;
  });
  return found.scope;
}

/**
 * The search's matches as a filter scope: the candidates of the first level of words that has any, their
 * facet index, and the keys most of them have — in the order of the most common family's panel (FIRST_KEYS),
 * then the commonest first. Null when nothing matches.
 */
async function matchScope(db: Db, ids: number[]): Promise<MatchScope | null> {
  if (ids.length === 0) return null;
  const inIds = sql`${sql.param(ids)}::int[]`;
  const [index, [family]] = await Promise.all([
    buildIndex(db, sql`${products.id} = ANY(${inIds})`, sql`pp.product_id = ANY(${inIds})`),
    rows<{ family: string }>(
      db,
      sql`SELECT s.family FROM products p JOIN subcategories s ON s.id = p.subcategory_id
        WHERE p.id = ANY(${inIds}) GROUP BY s.family ORDER BY count(*) DESC, s.family LIMIT 1`,
    ),
  ]);
  const having = index.keyCounts();
  const common = new Map(
    [...index.valueLists()].filter(([key]) => having.get(key)! >= ids.length * COMMON_KEY_SHARE),
  );
  return {
    place: 'Среди найденных товаров',
    index,
    ...describeKeys(common, (key) => -having.get(key)!, index.dimensionVariety(), family?.family ?? ''),
  };
}

/** The words of a query matched as text (numbers, prices and stop words taken out), at most MAX_WORDS. */
const wordsOf = (query: string): string[] => parseQuery(query).words.slice(0, MAX_WORDS);

/** The plan of a query, given what the lexicon says of its words (lookupWords). */
function planQuery(query: string, lookups: Map<string, Lookup>): Plan {
  const parsed = parseQuery(query);
  const texts = wordsOf(query);
  const expanded = new Set<string>();
  const groups = texts.map((word): Group => {
    const synonyms = synonymsOf(word, texts);
    for (const stem of synonyms) expanded.add(stem);
    const lookup = lookups.get(word);
    // A word being typed (the lexicon has it only as the start of a longer word: «стелл») is a prefix; a
    // whole word is matched by its stem, so «ключей» does not catch «ключевой». Codes and numbers are
    // prefixes («кр-1485» finds «КР-1485М»); one-letter words whole: as prefixes they would match too much.
    const prefix = lookup ? lookup.prefixOnly : word.length > 1;
    const known = synonyms.length > 0 || !lookup || lookup.known;
    const corrections = known ? [] : (lookup?.suggestions ?? []);
    return {
      word,
      terms: [
        prefix ? `${word}:*` : word,
        ...synonyms.map((stem) => `${stem}:*`),
        ...corrections.map((c) => c.word),
      ],
      correction: corrections[0]?.display ?? null,
      known,
      // The items of the word, its synonyms or its corrections, for the commonest of them (firstById()).
      frequency: Math.max(
        lookup?.known ? lookup.frequency : 0,
        ...synonyms.map((stem) => lookups.get(stem)?.frequency ?? 0),
        ...corrections.map((c) => c.frequency),
      ),
    };
  });
  return {
    groups,
    numbers: parsed.numbers,
    maxPrice: parsed.maxPrice,
    minPrice: parsed.minPrice,
    expanded: [...expanded],
  };
}

interface Lookup {
  known: boolean;
  /** Known only as the beginning of lexicon words, not as a word of its own. */
  prefixOnly: boolean;
  frequency: number;
  suggestions: Array<{ word: string; display: string; frequency: number }>;
}

/**
 * What the lexicon (search_words: names, sections, brands, characteristic values) says of each word of the
 * queries: known (a lexicon word starts with it or has its stem), or the closest lexicon words within a
 * small edit distance. Words with digits (codes, sizes) and words under three letters are not looked up.
 * The words' thesaurus stems are looked up in the same statement, as prefixes only, for their frequency.
 */
async function lookupWords(db: Db, queries: string[]): Promise<Map<string, Lookup>> {
  const texts = queries.map(wordsOf);
  const asked = [...new Set(texts.flat().filter((w) => w.length >= 3 && !/\d/.test(w)))];
  const synonyms = texts.flatMap((words) => words.flatMap((word) => synonymsOf(word, words)));
  const stems = [...new Set(synonyms)].filter((stem) => !asked.includes(stem));
  const answer = new Map<string, Lookup>();
  if (asked.length === 0 && stems.length === 0) return answer;
  const found = await rows<{
    input: string;
    word: string;
    display: string;
    frequency: number;
    prefix: boolean;
    whole: boolean;
  }>(
    db,
    sql`SELECT w.input, s.word, s.display, s.frequency, starts_with(s.word, w.input) AS prefix,
          to_tsvector('russian', s.word) @@ to_tsquery('russian', w.input) AS whole
        FROM unnest(${sql.param([...asked, ...stems])}::text[],
          ${sql.param([...asked.map(() => true), ...stems.map(() => false)])}::bool[]) AS w(input, fuzzy)
        JOIN search_words s
          ON starts_with(s.word, w.input) OR (w.fuzzy AND similarity(s.word, w.input) >= ${SIMILARITY})
        ORDER BY w.input, similarity(s.word, w.input) DESC, s.frequency DESC, s.word`,
  );
  for (const input of [...asked, ...stems]) {
    const candidates = found.filter((r) => r.input === input);
    const maxEdits = input.length <= 4 ? 1 : 2;
    answer.set(input, {
      known: candidates.some((r) => r.prefix || r.whole),
      prefixOnly: candidates.some((r) => r.prefix) && !candidates.some((r) => r.whole),
      frequency: Math.max(
        0,
        ...candidates.filter((r) => r.prefix || r.whole).map((r) => Number(r.frequency)),
      ),
      suggestions: candidates
        .map((r) => ({ ...r, frequency: Number(r.frequency), edits: editDistance(input, r.word) }))
        .filter((r) => r.edits <= maxEdits)
        .sort((a, b) => a.edits - b.edits)
        .slice(0, CORRECTIONS_PER_WORD),
    });
  }
  return answer;
}

/** Edits (insert, delete, replace, swap of neighbours) from a to b: «сеф» → «сейф» is 1, «кречт» → «кречет» 1. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Every k-element subset of items, in order. */
function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

const anyOf = (terms: string[]): string => `(${terms.join(' | ')})`;

/**
 * The tsquery asking for at least k of the groups (all of them when k is their number). The numeric hints
 * stand in for words only when the query has none («5 ящиков»): beside words they add nothing (near() asks
 * for the characteristic itself) and cost much, as a hint is in the documents of tens of thousands of items.
 * Terms hold only letters, digits and `:*` (see words()), so they are safe.
 */
function tsquery(groups: Group[], hints: string[], k: number): string {
  const required = groups.length === 0 ? hints.map((h) => `${h}:*`) : [];
  const some = subsets(groups, k).map((subset) => subset.map((g) => anyOf(g.terms)).join(' & '));
  const optional = some.length > 0 && k > 0 ? `(${some.map((s) => `(${s})`).join(' | ')})` : null;
  return [...required, ...(optional ? [optional] : [])].join(' & ');
}

const keyIn = (keys: readonly string[]): SQL => sql`pp.key = ANY(${sql.param(keys)}::text[])`;

/** How far an item's characteristic (or dimension) is from the asked number, as a share of it; null = none. */
function distance(term: NumberTerm): SQL {
  const n = Math.max(term.value, 1);
  if ('column' in term.target)
    return sql`abs(p.${sql.identifier(term.target.column)} - ${term.value}) / ${n}::float8`;
  return sql`(SELECT min(abs(pp.num - ${term.value})) / ${n}::float8 FROM product_props pp
    WHERE pp.product_id = p.id AND ${keyIn(term.target.keys)})`;
}

/** The values taken for a number: itself (`window` 0) or those within NUMBER_WINDOW of it. */
const spreadOf = (term: NumberTerm, window: number): [number, number] => {
  const spread = window * Math.max(term.value, 1);
  return [term.value - spread, term.value + spread];
};

/**
 * Items whose characteristic (or dimension) is within NUMBER_WINDOW of the asked number. A value few items
 * have («сейф 30 литров») is looked up in the index of product_props first; a common one («стеллаж 5
 * полок») is checked item by item while candidates are read by id, which stops at CANDIDATES.
 */
function near(term: NumberTerm, window: number, rare: boolean): SQL {
  const [lo, hi] = spreadOf(term, window);
  if ('column' in term.target) return sql`p.${sql.identifier(term.target.column)} BETWEEN ${lo} AND ${hi}`;
  const having = sql`${keyIn(term.target.keys)} AND pp.num BETWEEN ${lo} AND ${hi}`;
  if (rare) return sql`p.id IN (SELECT pp.product_id FROM product_props pp WHERE ${having})`;
  // An aggregate subquery is never turned into a join: it runs for each row read, as intended here.
  return sql`(SELECT count(*) FROM product_props pp WHERE pp.product_id = p.id AND ${having}) > 0`;
}

/**
 * For each [window, bound] and each number: whether at most `bound` items have it within `window`, counted
 * from the index alone — every count in one statement (one round trip; PGlite runs them one after another).
 */
async function rarity(
  db: Db,
  numbers: NumberTerm[],
  tiers: ReadonlyArray<readonly [windows: number[], bound: number]>,
): Promise<boolean[][]> {
  const counts = tiers.flatMap(([windows, bound]) =>
    numbers.map((term, i) => {
      if ('column' in term.target) return null;
      const [lo, hi] = spreadOf(term, windows[i]!);
      return sql`(SELECT count(*)::int FROM (SELECT 1 FROM product_props pp
        WHERE ${keyIn(term.target.keys)} AND pp.num BETWEEN ${lo} AND ${hi} LIMIT ${bound + 1}) x)`;
    }),
  );
  const asked = counts.filter((c) => c !== null);
  const [row] =
    asked.length > 0
      ? await rows<{ n: number[] }>(db, sql`SELECT ARRAY[${sql.join(asked, sql`, `)}] AS n`)
      : [{ n: [] }];
  let next = 0;
  const found = counts.map((c) => (c === null ? null : Number(row!.n[next++])));
  return tiers.map(([, bound], t) =>
    numbers.map((_, i) => {
      const n = found[t * numbers.length + i];
      return n !== null && n !== undefined && n <= bound;
    }),
  );
}

const ORDERS: Record<SearchOptions['sort'], SQL> = {
  relevance: sql`dist, available DESC, head DESC, rank DESC, length(search_text), id`,
  price_asc: sql`price ASC NULLS LAST, id`,
  price_desc: sql`price DESC NULLS LAST, id`,
  name_asc: sql`name COLLATE "ru", item_code`,
  name_desc: sql`name COLLATE "ru" DESC, item_code`,
};

/** One level of words: all of them, then all but one, … (`relaxed` below the top). */
interface Level {
  relaxed: boolean;
  tsq: SQL | null;
  /** The CTE `c(id)` of this level's candidates: at most CANDIDATES matching items. */
  candidates: SQL;
}

interface Prepared {
  levels: Level[];
  /** How far an item is from the query's numbers (0 without numbers). */
  dist: SQL;
  head: string;
}

/** The levels of a plan, most words first, with the statements that find their candidates. */
async function prepare(db: Db, plan: Plan): Promise<Prepared> {
  const hints = [...new Set(plan.numbers.flatMap((n) => (n.hint ? [n.hint] : [])))];
  const head = plan.groups.map((g) => g.word).join(' ');
  const filters: SQL[] = [];
  if (plan.maxPrice !== null) filters.push(sql`p.price <= ${plan.maxPrice}`);
  if (plan.minPrice !== null) filters.push(sql`p.price >= ${plan.minPrice}`);
  // With a number, candidates are the items near it; the exact value ranks first among them (`dist`).
  const windows = (window: number) =>
    plan.numbers.map((term) => (window === 0 && 'column' in term.target ? ABOUT_SIZE : window));
  const [exactRare, nearRare] = await rarity(db, plan.numbers, [
    [windows(0), RARE_VALUE],
    [windows(NUMBER_WINDOW), FEW_NEAR],
  ]);
  const tiers = [0, NUMBER_WINDOW].map((window, t) =>
    plan.numbers.map((term, i) => near(term, windows(window)[i]!, [exactRare, nearRare][t]![i]!)),
  );
  // An exact value few items have is looked up first in the index (cheap), so it is not lost among many
  // near ones; a common one is found among the near ones anyway, and a second scan of the words would
  // double the cost of the query («тумба инструментальная 5 ящиков»: 44 → 9 ms at 350 000 items).
  const exactFirst = exactRare!.some(Boolean);
  const distances = plan.numbers.map(distance);
  const dist = distances.length > 0 ? sql.join(distances, sql` + `) : sql`0`;
  if (plan.groups.length === 0 && hints.length === 0 && filters.length === 0 && plan.numbers.length === 0) {
    return { levels: [], dist, head };
  }
  const n = plan.groups.length;
  const levels: Level[] = [];
  for (let k = n; k >= Math.min(1, n); k--) {
    const text = tsquery(plan.groups, hints, k);
    // The query is a bound parameter of an unnamed statement, so the planner sees its words and chooses
    // between the GIN index (rare words) and reading by id until CANDIDATES matches (common ones).
    const tsq = text ? sql`to_tsquery('russian', ${text})` : null;
    // The price first: filters are checked in the order written when their costs tie, and a price comparison
    // is cheaper than matching the document («сейф до 15000» at 35 000 items: 27 → 15 ms).
    const where = (extra: SQL[]) =>
      sql.join([...filters, tsq ? sql`p.search_vector @@ ${tsq}` : sql`true`, ...extra], sql` AND `);
    // Candidates are the first by id, so the same whatever the storage order. With a number the planner
    // cannot tell how many items have both the words and the value, and ordering by id would make it read
    // them all: there the first CANDIDATES found near it are taken (after a rare exact value's items).
    const candidates =
      plan.numbers.length === 0
        ? firstById(where([]), levelFrequency(plan.groups, k), filters.length > 0)
        : exactFirst
          ? sql`c AS (SELECT id FROM (
            (SELECT p.id, 0 AS tier FROM products p WHERE ${where(tiers[0]!)} LIMIT ${CANDIDATES})
            UNION ALL
            (SELECT p.id, 1 AS tier FROM products p WHERE ${where(tiers[1]!)} LIMIT ${CANDIDATES})
          ) t GROUP BY id ORDER BY min(tier), id LIMIT ${CANDIDATES})`
          : sql`c AS (SELECT p.id FROM products p WHERE ${where(tiers[1]!)} LIMIT ${CANDIDATES})`;
    levels.push({ relaxed: k < n, tsq, candidates });
  }
  return { levels, dist, head };
}

/**
 * About how many items have at least k of the groups, when the words go together (складской ⊂ стеллаж): the
 * k-th commonest group's frequency (0 when a word is not in the lexicon).
 */
const levelFrequency = (groups: Group[], k: number): number =>
  groups.map((g) => g.frequency).sort((a, b) => b - a)[k - 1] ?? 0;

/**
 * The CTE `c(id)` of the first CANDIDATES items by id matching `where`. The planner estimates the matches of
 * several words as if the words were independent: «стеллаж складской» is taken for 2 800 items, not the
 * 16 000 it is, so it reads every match through the GIN index (14 000 pages at 350 000 items) to keep the
 * first by id. When the words are common, the items are first read in id order, within a bounded span of
 * ids (SPAN_MARGIN), stopping at CANDIDATES (2 000 pages there); the index is asked for the rest only when
 * that span had too few — UNION ALL runs its second part only when the first did not fill the LIMIT, and
 * its parts are in id order, so the answer is the same.
 */
function firstById(where: SQL, frequency: number, priced: boolean): SQL {
  const share = (SPAN_MARGIN * CANDIDATES) / Math.max(frequency, 1);
  if (priced || share > SPAN_MAX) {
    // A price limit makes the words' frequency say nothing of how many items match: reading by id stops at
    // CANDIDATES, or reads the whole catalogue when few items are in the price range and read late («сейф до
    // 15000» at 35 000 items: 33 600 rows, 24 ms). So words with few items are all read through the index
    // («id + 0» keeps the planner from reading by id: 8 ms there); common ones by id, where many more match
    // (the same query at 350 000 items: 15 ms by id, 29 through the index).
    const order = priced && frequency <= FEW_PRICED ? sql`p.id + 0` : sql`p.id`;
    return sql`c AS (SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${CANDIDATES})`;
  }
  // Ids start where they start and may have gaps: the span is a share of the ids in use.
  const bound = sql`(SELECT min(id) + ceil((max(id) - min(id)) * ${share}::float8)::int FROM products)`;
  // «IS TRUE» keeps the GIN index out of the first part: it is read by id, stopping at CANDIDATES. The
  // second runs when the words turned out rarer together than apart («сейф стеллаж»: none of 59 000): there
  // «id + 0» keeps the planner from reading the rest by id to the end (240 ms), the index finds the few.
  return sql`c AS (SELECT id FROM (
      (SELECT p.id FROM products p WHERE p.id < ${bound} AND (${where}) IS TRUE ORDER BY p.id LIMIT ${CANDIDATES})
      UNION ALL
      (SELECT p.id FROM products p WHERE p.id >= ${bound} AND ${where} ORDER BY p.id + 0 LIMIT ${CANDIDATES})
    ) t LIMIT ${CANDIDATES})`;
}

/** A level's candidates ranked in `sort` order (all of them: at most CANDIDATES). */
async function ranked(
  db: Db,
  { dist, head }: Prepared,
  { tsq, candidates }: Level,
  sort: SearchOptions['sort'],
): Promise<number[]> {
  const [found] = await rows<{ ids: number[] | null }>(
    db,
    sql`WITH ${candidates},
        m AS (SELECT p.id, p.name, p.item_code, p.price, p.available, p.search_text, ${dist} AS dist,
            starts_with(p.search_text, ${head}) AS head,
            ${tsq ? sql`ts_rank(p.search_vector, ${tsq})` : sql`0`} AS rank
          FROM c JOIN products p ON p.id = c.id)
        SELECT array_agg(id ORDER BY ${ORDERS[sort]}) AS ids FROM m`,
  );
  return (found?.ids ?? []).map(Number);
}
