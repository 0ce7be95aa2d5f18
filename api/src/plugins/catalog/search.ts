import type { SearchResponse } from '@shop/shared/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { products } from '../../db/schema';
import { selectProducts, withProps } from './service';
import { fold, switchLayout, words } from './text';

/**
 * Product search, in the order a shopper expects:
 * 1. an exact item code first;
 * 2. full-text search with Russian word forms (`russian` configuration) and every word as a prefix, so it
 *    works while typing; ё/е and Latin/Cyrillic look-alikes are folded on both sides (text.ts);
 * 3. nothing found → each word is corrected against the lexicon of product-name words (pg_trgm);
 * 4. still nothing → the query as typed in the other keyboard layout («ctqa» → «сейф»), steps 1–3 again.
 * Cost is bounded: at most CANDIDATES matching rows are read and ranked, whatever the catalogue size, and the
 * lexicon holds a few thousand words.
 */
const CANDIDATES = 100;
const MAX_WORDS = 8;
const CORRECTIONS_PER_WORD = 3;

export async function search(db: Db, raw: string, limit: number): Promise<SearchResponse> {
  // Control characters (NUL above all) cannot go into PostgreSQL text.
  const query = raw.replace(/\p{Cc}/gu, ' ').trim();
  const none = { results: [], query, corrected: false };
  if (!query) return none;
  const direct = await findProducts(db, query, limit);
  if (direct.results.length > 0) return direct;
  const switched = switchLayout(query);
  if (!switched || switched === query.toLowerCase()) return none;
  const viaLayout = await findProducts(db, switched, limit);
  return viaLayout.results.length > 0 ? { ...viaLayout, corrected: true } : none;
}

async function findProducts(db: Db, query: string, limit: number): Promise<SearchResponse> {
  const folded = fold(query);
  const tokens = words(folded).slice(0, MAX_WORDS);
  if (tokens.length === 0) return { results: [], query, corrected: false };

  const exact = /^[\p{L}\d-]{3,}$/u.test(query)
    ? await selectProducts(db).where(eq(products.itemCode, query.toUpperCase()))
    : [];
  // One-letter words are matched whole: as prefixes they would match most of the catalogue.
  const terms = tokens.map((t) => [t.length > 1 ? `${t}:*` : t]);
  let ids = await ranked(db, terms, folded, limit);
  let used = query;
  let corrected = false;

  if (ids.length === 0 && exact.length === 0) {
    const suggestions = await Promise.all(tokens.map((t) => similarWords(db, t)));
    if (suggestions.some((list) => list.length > 0)) {
      ids = await ranked(
        db,
        terms.map((alternatives, i) => [...alternatives, ...(suggestions[i] ?? []).map((s) => s.word)]),
        folded,
        limit,
      );
      if (ids.length > 0) {
        used = tokens.map((t, i) => suggestions[i]?.[0]?.display ?? t).join(' ');
        corrected = true;
      }
    }
  }

  const exactIds = new Set(exact.map((p) => p.id));
  const rest = ids.filter((id) => !exactIds.has(id)).slice(0, limit - exact.length);
  const found = rest.length > 0 ? await selectProducts(db).where(inArray(products.id, rest)) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const ordered = [...exact, ...rest.map((id) => byId.get(id)).filter((p) => p !== undefined)];
  return { results: await withProps(db, ordered), query: used, corrected };
}

/**
 * Ids of the best matches: every word (any of its alternatives) must match. Reads at most CANDIDATES
 * matching rows, then ranks those: names starting with the query, text-search rank, shorter (more specific)
 * names first.
 */
async function ranked(db: Db, terms: string[][], folded: string, limit: number): Promise<number[]> {
  // Words hold only letters and digits (see words()), so they are safe inside a tsquery.
  const tsquery = terms.map((alternatives) => `(${alternatives.join(' | ')})`).join(' & ');
  const found = await rows<{ id: number }>(
    db,
    sql`WITH q AS (SELECT to_tsquery('russian', ${tsquery}) AS q),
        candidates AS (
          SELECT p.id, p.search_vector, p.search_text FROM products p, q
          WHERE p.search_vector @@ q.q LIMIT ${CANDIDATES})
        SELECT c.id FROM candidates c, q
        ORDER BY starts_with(c.search_text, ${folded}) DESC, ts_rank(c.search_vector, q.q) DESC,
          length(c.search_text), c.id
        LIMIT ${limit}`,
  );
  return found.map((r) => Number(r.id));
}

/** Lexicon words close to a (probably misspelt) word, best first. */
async function similarWords(db: Db, word: string): Promise<Array<{ word: string; display: string }>> {
  if (word.length < 3 || /^\d+$/.test(word)) return [];
  return rows(
    db,
    sql`SELECT word, display FROM search_words WHERE word % ${word}
        ORDER BY similarity(word, ${word}) DESC, frequency DESC, word LIMIT ${CORRECTIONS_PER_WORD}`,
  );
}
