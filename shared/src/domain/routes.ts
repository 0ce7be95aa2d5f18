/**
 * The site's pages (spec section 2, route table): one path per page, the functions that build links to
 * pages with parameters, and the remote that owns each part of the site. The shell routes by this table,
 * every remote declares its routes from it, and the API writes product links with it.
 */
import APPS from '../../apps.json';

export const PATHS = {
  home: '/',
  catalog: '/catalog',
  product: '/catalog/product',
  compare: '/catalog/compare',
  search: '/catalog/search',
  basket: '/basket',
  favorites: '/favorites',
  order: '/order',
  orders: '/orders',
  personal: '/personal',
  /** The pages the account letters' one-time links open (the token follows in the fragment, `#token=…`). */
  confirmEmail: '/personal/confirm',
  resetPassword: '/personal/password',
  changeEmail: '/personal/email',
  /** The order desk's invitation: the address's owner sets a password and becomes a manager. */
  acceptInvitation: '/personal/invite',
  services: '/services',
  help: '/help',
  payment: '/help/payment',
  delivery: '/help/delivery',
  warranty: '/help/warranty',
  returns: '/help/pravila-vozvrata-tovara',
  wholesalers: '/wholesalers',
  company: '/company',
  vacancy: '/company/vacancy',
  requisites: '/company/rekvizity',
  contacts: '/contacts',
  privacyPolicy: '/include/licenses_detail',
  admin: '/admin',
} as const;
export type SitePath = (typeof PATHS)[keyof typeof PATHS];

/** The parts of the site each remote owns: a path and everything under it («/» alone for the home page). */
const OWNERS = {
  'mf-catalog': [PATHS.home, PATHS.catalog],
  'mf-checkout': [PATHS.basket, PATHS.favorites, PATHS.order],
  'mf-account': [PATHS.personal, PATHS.orders],
  'mf-info': [
    PATHS.services,
    PATHS.help,
    PATHS.wholesalers,
    PATHS.company,
    PATHS.contacts,
    PATHS.privacyPolicy,
  ],
  'mf-admin': [PATHS.admin],
} satisfies Record<string, readonly SitePath[]>;

/** A remote's folder name, as shared/apps.json lists the remotes (routes.test.ts checks both agree). */
export type RemoteName = keyof typeof OWNERS;
export const ROUTE_OWNERS: Readonly<Record<RemoteName, readonly SitePath[]>> = OWNERS;

/** The remotes, in the order of shared/apps.json: the one list of the storefront's apps. */
export const REMOTE_NAMES: readonly RemoteName[] = APPS.remotes.map(({ folder }) => folder as RemoteName);

/** Whether `path` is `remote`'s: one of its parts of the site or a path under one (the shell routes so). */
export const isOwnedBy = (remote: RemoteName, path: string): boolean =>
  ROUTE_OWNERS[remote].some((part) =>
    part === PATHS.home ? path === PATHS.home : path === part || path.startsWith(`${part}/`),
  );

/** The query parameter of the product page that carries the item code. */
export const PRODUCT_CODE_PARAM = 'productCode';

/** The product page: `/catalog/product?productCode={itemCode}`. */
export const productPath = (itemCode: string): string =>
  `${PATHS.product}?${PRODUCT_CODE_PARAM}=${encodeURIComponent(itemCode)}`;

/** A category or listing page: `catalogPath('seyfy', 'dlya-oruzhiya')` → `/catalog/seyfy/dlya-oruzhiya`. */
export const catalogPath = (...slugs: string[]): string =>
  [PATHS.catalog, ...slugs.map(encodeURIComponent)].join('/');

/** The full search results page. */
export const searchPath = (query: string): string => `${PATHS.search}?query=${encodeURIComponent(query)}`;

/** A service page, written with the trailing slash as the spec's links are: `/services/vskrytie-zamkov/`. */
export const servicePath = (slug: string): string => `${PATHS.services}/${slug}/`;

/** A section link as the spec's menus write it, with a trailing slash: `/help/` for `/help`. */
export const withSlash = (path: SitePath): string => (path.endsWith('/') ? path : `${path}/`);

/** A link the owner gives (a slide's, a promo card's): a path of this site (`/catalog/…`) or an https address. */
export const isOwnerLink = (value: string): boolean =>
  (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value);
