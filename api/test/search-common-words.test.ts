import type { SearchResponse } from '@shop/shared/contract';
import { createTestDatabase, startServer, type TestDatabase } from './helpers';
import { inspect } from './shop-helpers';

// Words the lexicon counts as common (tens of thousands of uses, as at 350 000 items) have their candidates
// read by id within a span first, the rest through the word index (candidates.ts firstById()): the answers are
// the ones the planner's own plan gives. Under a price limit, words with few items are read whole through the
// index, common ones by id: the answers are the same. With a number, words rarer together than the items near
// it are read first and the near items checked in a hash (candidates.ts matching()), else the near items are
// looked up: the answers are the same. Several words of which the rarest is not common are read through the
// word index whole: the answers are the same. The test catalogue is small, so its words are made common, then
// rare.

const QUERIES = [
  'сейф',
  'шкаф серый',
  'стеллаж',
  'сейф стеллаж',
  'сейф до 30000',
  'шкаф от 10000',
  'сейф взломостойкий 40 литров',
  'стеллаж 5 полок',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Every query's answer, pages of 20 in two sorts, from a server started for the occasion. */
async function answers(): Promise<Array<Partial<SearchResponse>>> {
  const server = await startServer(database.env);
  try {
    const all: Array<Partial<SearchResponse>> = [];
    for (const query of QUERIES) {
      for (const extra of ['&limit=20&page=1', '&limit=20&page=2', '&limit=20&page=1&sort=price_asc']) {
        const { results, total, relaxed } = await server.getJson<SearchResponse>(
          `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products${extra}`,
        );
        all.push({ query, results: results.map((p) => ({ ...p, props: [] })), total, relaxed });
      }
    }
    return all;
  } finally {
    await server.stop();
  }
}

test('common and rare words find the same items, in the same order, as the planner’s own plan', async () => {
  const before = await answers();
  const found = new Set(before.filter((a) => (a.results?.length ?? 0) > 0).map((a) => a.query));
  expect([...found]).toEqual(QUERIES);
  // One use in the catalogue now stands for a thousand: the span read by id is a few items, and the word
  // index finds the rest («сейф стеллаж» has no item with both words: the relaxed level answers).
  await inspect(database.env, ['UPDATE search_words SET frequency = frequency * 1000']);
  expect(await answers()).toEqual(before);
  // One use each: every word is rare — several are read through the word index whole, and the words are read
  // before the items near a number.
  await inspect(database.env, ['UPDATE search_words SET frequency = 1']);
  expect(await answers()).toEqual(before);
});
