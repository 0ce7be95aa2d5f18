import { ENDPOINTS } from '@shop/shared/domain';

/**
 * The answer cache's memory budget (issue 31), against the API as shipped (answer cache on): 20 000 distinct
 * listing pages of 100 items (price bounds varied, each asked once, four callers), then the API's resident
 * memory beside the cache's own estimate and its budget. Prints figures; asserts nothing.
 */
const ANSWERS = 20_000;
const CALLERS = 4;

const series = (text: string, name: string): number =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name} `))
      ?.split(' ')[1] ?? NaN,
  );

export async function benchMemory(base: string, budgetMb: number): Promise<void> {
  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string }> }>;
  const links = ((await (await fetch(`${base}/api/catalog/`)).json()) as Tree).flatMap((c) =>
    c.subcategories.map((s) => s.subcategoryLink),
  );
  const metrics = async () => (await fetch(`${base}/api/metrics`)).text();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const before = series(await metrics(), 'process_resident_memory_bytes');
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const caller = async () => {
    for (let i = next++; i < ANSWERS; i = next++) {
      const link = links[i % links.length]!;
      const path = ENDPOINTS.listing(link, {
        limit: 100,
        page: 1,
        sort: 'price_asc',
        filters: { props: {}, priceFrom: 1 + Math.floor(i / links.length) },
      });
      const response = await fetch(`${base}/api${path}`);
      await response.arrayBuffer();
      if (!response.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, caller));
  const text = await metrics();
  const rss = series(text, 'process_resident_memory_bytes');
  console.log(
    `Память: ${ANSWERS} разных ответов (листинги по 100 товаров) за ${((performance.now() - started) / 1000).toFixed(0)} с` +
      `${failed ? `, не 200: ${failed}` : ''}; резидентная память API ${mb(before)} → ${mb(rss)} МБ, кэш ответов ` +
      `${mb(series(text, 'shop_answer_cache_bytes'))} МБ в ${series(text, 'shop_answer_cache_entries')} ответах, ` +
      `вытеснено ${series(text, 'shop_answer_cache_evictions_total')}; цель: ≤ бюджет ${budgetMb} + 150 = ` +
      `${budgetMb + 150} МБ`,
  );
}
