import type { FastifyInstance } from 'fastify';
import type { Item, ListingResponse } from '@shop/shared/contract';
import {
  catalogPath,
  DEFAULT_SORT,
  ENDPOINTS,
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  NO_FILTERS,
  PATHS,
  PRODUCT_CODE_PARAM,
} from '@shop/shared/domain';
import { askApi, isInProcess } from './page-data';
import { preload } from './links';

const decoded = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

export interface ApiPreloads {
  endpoints: string[];
  /**
   * The picture that is usually the page's largest paint, read from the first endpoint's answer: a listing's
   * first card (mf-catalog's ProductCard shows `image`), a product's main picture (its Gallery: `images[0]`).
   */
  picture?: (answer: unknown) => string | undefined;
}

/**
 * The API answers a catalogue page waits for before its main content shows (mf-catalog's Product and
 * Listing routes, from the same ENDPOINTS), preloaded so they arrive with the code instead of after it.
 * A listing only at its plain address: with a page, a sort or filters in the query its calls follow
 * mf-catalog's reading of them.
 */
export function apiPreloads(url: URL): ApiPreloads {
  if (url.pathname === PATHS.product) {
    const code = url.searchParams.get(PRODUCT_CODE_PARAM)?.trim();
    if (!code) return { endpoints: [] };
    return {
      endpoints: [ENDPOINTS.item(code)],
      picture: (answer) => (answer as Item).images[0] || (answer as Item).image,
    };
  }
  if (!url.pathname.startsWith(`${PATHS.catalog}/`) || url.search) return { endpoints: [] };
  const slugs = url.pathname
    .slice(PATHS.catalog.length + 1)
    .split('/')
    .map(decoded);
  const [category] = slugs;
  if (slugs.length < 2 || slugs.length > 3 || !category || !slugs.every(Boolean)) return { endpoints: [] };
  const path = catalogPath(...(slugs as string[]));
  return {
    endpoints: [
      ENDPOINTS.listing(path, { limit: LISTING_PAGE_SIZE, page: FIRST_PAGE, sort: DEFAULT_SORT }),
      ENDPOINTS.listingFilters(path, NO_FILTERS),
      ENDPOINTS.category(category),
    ],
    picture: (answer) => (answer as ListingResponse).products[0]?.image,
  };
}

/**
 * How long index.html waits for the answer naming the picture: a cached answer takes well under a
 * millisecond; an uncached one (a cold catalogue cache) is still fetched, for the page's own call, but the
 * page is not held up for it and goes without the picture's preload.
 */
const PICTURE_WAIT_MS = 30;

/**
 * The page's largest picture named in index.html, so the browser fetches it with the code instead of after
 * the code, the data and the render (the LCP's resource load delay). Only where this server answers the
 * API itself: the answer is asked of it in-process and is then in the catalogue's cache for the page's call.
 */
export async function picturePreload(
  app: FastifyInstance,
  apiBase: string,
  { endpoints: [endpoint], picture }: ApiPreloads,
): Promise<string[]> {
  if (!picture || endpoint === undefined || !isInProcess(`${apiBase}${endpoint}`)) return [];
  // Asked as this server (as before the page's own call is asked as the visitor's).
  const answer = askApi(app, apiBase, endpoint, '127.0.0.1')
    .then(({ status, body }) => (status === 200 ? picture(body) : undefined))
    // Without the preload the page is as it was; the page's own call reports what went wrong.
    .catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, PICTURE_WAIT_MS, undefined);
  });
  const src = await Promise.race([answer, late]);
  clearTimeout(timer);
  return src ? [preload(src, 'image')] : [];
}
