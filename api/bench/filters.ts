import type { ListingFiltersResponse } from '@shop/shared/contract';
import { ENDPOINTS, type ListingFilters } from '@shop/shared/domain';
import { percentile } from './stats';

/**
 * Listing filters for `npm run bench -w api`, called by bench.ts with the API it started without
 * the answer cache: a listing page with two filters (a characteristic's value and a price limit) together
 * with its filter counts, as the panel asks for them, one combination after another, every combination
 * different. Prints p50/p99 per section; asserts nothing.
 */
const COMBINATIONS = 200;

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function section(base: string, path: string) {
  const api = (url: string) => `${base}/api${url}`;
  const start = await get<ListingFiltersResponse>(api(ENDPOINTS.listingFilters(path, { props: {} })));
  const facet = start.props.find((p) => p.type === 'values');
  if (facet?.type !== 'values' || start.price.min === null || start.price.max === null) {
    throw new Error(`${path}: nothing to filter by`);
  }
  const { min, max } = start.price;
  const times: Record<'pair' | 'listing' | 'filters', number[]> = { pair: [], listing: [], filters: [] };
  for (let i = 0; i < COMBINATIONS; i++) {
    const value = facet.values[i % facet.values.length]!.value;
    // A distinct price limit per combination, spread over the section's range.
    const priceTo = Math.round(min + ((max - min) * (i + 1)) / (COMBINATIONS + 1));
    const filters: ListingFilters = { priceTo, props: { [facet.key]: [value] } };
    const timed = async (kind: 'listing' | 'filters', url: string) => {
      const started = performance.now();
      await get(api(url));
      times[kind].push(performance.now() - started);
    };
    const started = performance.now();
    await Promise.all([
      timed('listing', ENDPOINTS.listing(path, { limit: 20, page: 1, sort: 'price_asc', filters })),
      timed('filters', ENDPOINTS.listingFilters(path, filters)),
    ]);
    times.pair.push(performance.now() - started);
  }
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} / p99 ${percentile(sorted, 99).toFixed(1)}`;
  };
  return {
    раздел: `${path} (${start.total}), ${facet.key} + цена до`,
    'листинг + счётчики, мс': figures(times.pair),
    'листинг, мс': figures(times.listing),
    'счётчики, мс': figures(times.filters),
  };
}

/** The gun-safe listing (a section with many filters) and the biggest section of the catalogue. */
export async function benchFilters(base: string): Promise<void> {
  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string; itemsCount: number }> }>;
  const tree = await get<Tree>(`${base}/api/catalog/`);
  const biggest = tree.flatMap((c) => c.subcategories).sort((a, b) => b.itemsCount - a.itemsCount)[0]!;
  const paths = [...new Set(['/catalog/seyfy/dlya-oruzhiya', biggest.subcategoryLink])];
  const rows = [];
  for (const path of paths) rows.push(await section(base, path));
  console.log(`Фильтры без кэша ответов: ${COMBINATIONS} разных сочетаний подряд, по одному запросу`);
  console.table(rows);
}
