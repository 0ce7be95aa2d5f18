/** Which addresses of the site are indexed, and in which one form (the canonical address). */
import { FIRST_PAGE } from '../domain/constants';
import { readFilters, hasFilters } from '../domain/filters';
import { SERVICE_LINKS } from '../domain/data/navigation';
import { PATHS } from '../domain/routes';

/** A path in its one indexed form: without a trailing slash (the menus' `/help/` is `/help`), `/` alone kept. */
export const canonicalPath = (path: string): string =>
  path === '/' ? path : path.replace(/\/+$/, '') || '/';

/** An absolute address of a site path or an API picture: `origin` has no trailing slash. */
export const absoluteUrl = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * The public pages that are neither catalogue nor product pages, as the sitemap lists them: home, the
 * catalogue index and every information page (services, help, wholesale, company, contacts, the policy).
 */
export const INFO_PAGE_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.catalog,
  PATHS.services,
  ...SERVICE_LINKS.map(({ href }) => canonicalPath(href)),
  PATHS.help,
  PATHS.payment,
  PATHS.delivery,
  PATHS.warranty,
  PATHS.returns,
  PATHS.wholesalers,
  PATHS.company,
  PATHS.vacancy,
  PATHS.requisites,
  PATHS.contacts,
  PATHS.privacyPolicy,
];

/**
 * Pages closed to crawlers (robots.txt): what lives on browser storage or a login, the admin tool, the
 * compare list and search results (any query: they repeat the catalogue's listings).
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  PATHS.basket,
  PATHS.favorites,
  PATHS.order,
  PATHS.orders,
  PATHS.personal,
  PATHS.admin,
  PATHS.compare,
  PATHS.search,
];

/** The listing's page number of a query: the first page unless it names a later one. */
export const pageOf = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
};

/**
 * The canonical address of a listing: with filters in its query, the plain listing (its first page: the
 * filtered pages hold other items); a sort or anything else is dropped, so page 2 and later point to
 * themselves in the plain order (`?page=3`) and page 1 to the plain listing.
 */
export function listingCanonical(origin: string, path: string, query: string): string {
  const params = new URLSearchParams(query);
  const plain = absoluteUrl(origin, canonicalPath(path));
  if (hasFilters(readFilters(params))) return plain;
  const page = pageOf(params);
  return page > FIRST_PAGE ? `${plain}?page=${page}` : plain;
}
