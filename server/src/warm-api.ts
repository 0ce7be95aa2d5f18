import type { FastifyInstance } from 'fastify';
import type { Category } from '@shop/shared/contract';
import { DEFAULT_SORT, ENDPOINTS, FIRST_PAGE, LISTING_PAGE_SIZE, NO_FILTERS } from '@shop/shared/domain';

/** A search (the header's dropdown asks this many): its answer needs the lexicon. */
const WARM_QUERY = 'сейф';
const DROPDOWN_RESULTS = 5;
/** The warm-up asks as this process itself. */
const WARM_CALLER = '127.0.0.1';

/**
 * Asks the catalogue's service, in process and before the port opens, what every page needs: the catalogue's tree and
 * menu, each category, the first page and the filter panel of each listing, and a search (the lexicon).
 * Their answers are then in this process's answer cache (and the database's pages in memory), so the first
 * visitors after a start or a deploy do not pay for cold caches. Returns how many answers it asked for.
 */
export async function warmApi(app: FastifyInstance): Promise<number> {
  // An answer that fails is simply not warm: its first visitor's request reports what is wrong.
  const ask = async (endpoint: string) => {
    try {
      const { status, body } = await app.catalogue.get(endpoint, WARM_CALLER);
      return status === 200 ? body : null;
    } catch {
      return null;
    }
  };
  const tree = ((await ask(ENDPOINTS.catalogTree)) ?? []) as Category[];
  const listings = tree.flatMap((category) =>
    category.subcategories.flatMap((sub) => [
      sub.subcategoryLink,
      ...sub.subcategories.map((leaf) => leaf.subcategoryLink),
    ]),
  );
  const endpoints = [
    ENDPOINTS.catalogMenu,
    ...tree.map((category) =>
      ENDPOINTS.category(decodeURIComponent(category.categoryLink.split('/').pop() ?? '')),
    ),
    ...listings.flatMap((link) => [
      ENDPOINTS.listing(link, { limit: LISTING_PAGE_SIZE, page: FIRST_PAGE, sort: DEFAULT_SORT }),
      ENDPOINTS.listingFilters(link, NO_FILTERS),
    ]),
    ENDPOINTS.search(WARM_QUERY, DROPDOWN_RESULTS),
  ];
  // One at a time: PGlite answers one statement at a time anyway, and other processes may be serving.
  for (const endpoint of endpoints) await ask(endpoint);
  return endpoints.length + 1;
}
