/**
 * What crawlers and link previews read of a page (issue 25): its title, description, canonical address,
 * Open Graph and Twitter card tags, and which pages are indexed at all. Pure functions of a page's data and
 * the site's origin (`https://seyf-shop.ru`), so the server renderer, the sitemap and the tests agree.
 */
import type { Category, Item } from '../contract/catalog';
import { FIRST_PAGE } from '../domain/constants';
import { readFilters, hasFilters } from '../domain/filters';
import { formatItemsCount, formatMeasure } from '../domain/format';
import { SERVICE_LINKS } from '../domain/data/navigation';
import { PATHS, productPath, searchPath } from '../domain/routes';
import { pageTitle, SITE } from '../domain/site';
import { TEXTS } from '../domain/texts';

/** The site's own description: the home page's, and the fallback of pages without one of their own. */
export const SITE_DESCRIPTION =
  'Сейфы, металлические шкафы, стеллажи, верстаки и металлическая мебель с доставкой и самовывозом';

/** The site's own title: the home page's, and the title of a page that names no heading. */
export const SITE_TITLE = `${SITE.slogan} — интернет-магазин ${SITE.companyName}`;

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 200;

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

/**
 * What a page is, as it says of itself while rendering on the server (`useSeoPage`) or as the server knows
 * it (information, private and not-found pages): the head and the JSON-LD are made from it.
 */
export type SeoPage =
  | { kind: 'home' }
  | { kind: 'catalog' }
  /** A category page (its subcategories); `path` as `catalogPath('seyfy')`. */
  | { kind: 'category'; name: string; path: string; image?: string; sections?: readonly string[] }
  /**
   * A listing: `path` as `catalogPath('seyfy', 'dlya-oruzhiya')`, `query` the query string of the page's
   * address (page, sort, filters), `total` the items it shows; `category` (the category's answer) gives its
   * breadcrumbs.
   */
  | {
      kind: 'listing';
      name: string;
      path: string;
      query: string;
      total?: number;
      image?: string;
      category?: Category;
    }
  /** A product page with the item's answer (its pictures and sections). */
  | { kind: 'product'; product: Item }
  | { kind: 'search'; query: string }
  /**
   * An information page with its heading (`title`: none when its code did not render on the server, then
   * the site's title) and, when it has one, a description of its own.
   */
  | { kind: 'info'; path: string; title?: string; description?: string }
  /** A page of browser storage or a login (basket, orders, profile, admin …): shown, never indexed. */
  | { kind: 'private'; path: string; title?: string }
  | { kind: 'notFound'; path: string };

export interface PageMeta {
  /** The `<title>`: «{heading} — МеталлСейф», as the browser's `usePageTitle` writes it. */
  title: string;
  description: string;
  /** The absolute canonical address. */
  canonical: string;
  /** `<meta name="robots">`: absent for indexed pages. */
  robots?: 'noindex, follow' | 'noindex, nofollow';
  /** An absolute picture for previews, when the page has one. */
  image?: string;
  /** `og:type`: a product or any other page. */
  type: 'product' | 'website';
  /** Open Graph product price (`product:price:amount`), whole roubles. */
  price?: number;
}

/** A description cut at a word to what search engines show, with an ellipsis when cut. */
export function clipDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:—-]+$/, '')}…`;
}

const pageOf = (params: URLSearchParams): number => {
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

/** The product's price in whole roubles, or null when it has none (not for sale). */
const priceOf = (product: Item): number | null =>
  product.newPrice === null ? null : Number(product.newPrice.replace(/\D/g, '')) || null;

/**
 * «Сейф Aiko AK-2011: 41 790 руб. вместо 45 990 руб., в наличии. Код товара 100005, размеры 1110×810×320 мм,
 * вес 388,1 кг. Класс: I, замок: ключевой».
 */
function productMeta(product: Item, origin: string): PageMeta {
  const price = priceOf(product);
  const offer =
    price === null
      ? TEXTS.product.outOfStock.toLowerCase()
      : `${product.newPrice}${product.oldPrice ? ` вместо ${product.oldPrice}` : ''}, в наличии`;
  const facts =
    `${TEXTS.product.itemCode} ${product.itemCode}, размеры ${product.dimensions}, ` +
    `вес ${formatMeasure(product.weight, 'кг')}`;
  const props = product.props.map(({ key, value }, i) => `${i ? key.toLowerCase() : key}: ${value}`);
  const picture = product.images[0] ?? product.image;
  return {
    title: pageTitle(product.name),
    description: clipDescription(
      `${product.name}: ${offer}. ${facts}.${props.length ? ` ${props.join(', ')}` : ''}`,
    ),
    canonical: absoluteUrl(origin, productPath(product.itemCode)),
    image: picture ? absoluteUrl(origin, picture) : undefined,
    type: 'product',
    ...(price === null ? {} : { price }),
  };
}

/** Title, description, canonical address and preview picture of a page. */
export function pageMeta(page: SeoPage, origin: string): PageMeta {
  const at = (path: string) => absoluteUrl(origin, canonicalPath(path));
  const picture = (image: string | undefined) => (image ? absoluteUrl(origin, image) : undefined);
  switch (page.kind) {
    case 'home':
      return {
        title: SITE_TITLE,
        description: SITE_DESCRIPTION,
        canonical: at(PATHS.home),
        type: 'website',
      };
    case 'catalog':
      return {
        title: pageTitle(TEXTS.layout.catalog),
        description: clipDescription(`Каталог интернет-магазина ${SITE.companyName}: ${SITE_DESCRIPTION}`),
        canonical: at(PATHS.catalog),
        type: 'website',
      };
    case 'category':
      return {
        title: pageTitle(page.name),
        description: clipDescription(
          `${page.name} в интернет-магазине ${SITE.companyName}` +
            (page.sections?.length ? `: ${page.sections.join(', ')}` : '') +
            '. Доставка и самовывоз.',
        ),
        canonical: at(page.path),
        image: picture(page.image),
        type: 'website',
      };
    case 'listing': {
      const params = new URLSearchParams(page.query);
      const number = pageOf(params);
      return {
        title: pageTitle(number > FIRST_PAGE ? TEXTS.listing.pageTitle(page.name, number) : page.name),
        description: clipDescription(
          `${page.name} — купить в интернет-магазине ${SITE.companyName}` +
            (page.total ? `: ${formatItemsCount(page.total)} с ценами и характеристиками` : '') +
            '. Доставка и самовывоз.',
        ),
        canonical: listingCanonical(origin, page.path, page.query),
        image: picture(page.image),
        type: 'website',
      };
    }
    case 'product':
      return productMeta(page.product, origin);
    case 'search':
      return {
        title: pageTitle(page.query ? `Поиск: ${page.query}` : 'Поиск'),
        description: clipDescription(
          `${page.query ? `Поиск «${page.query}»` : 'Поиск'} в каталоге интернет-магазина ${SITE.companyName}: ` +
            'цены, наличие, доставка и самовывоз.',
        ),
        canonical: absoluteUrl(origin, page.query ? searchPath(page.query) : PATHS.search),
        robots: 'noindex, follow',
        type: 'website',
      };
    case 'info':
      return {
        title: page.title ? pageTitle(page.title) : SITE_TITLE,
        description: clipDescription(
          page.description ?? (page.title ? `${page.title}. ${SITE_DESCRIPTION}` : SITE_DESCRIPTION),
        ),
        canonical: at(page.path),
        type: 'website',
      };
    case 'private':
      return {
        title: page.title ? pageTitle(page.title) : SITE_TITLE,
        description: SITE_DESCRIPTION,
        canonical: at(page.path),
        robots: 'noindex, nofollow',
        type: 'website',
      };
    case 'notFound':
      return {
        title: pageTitle(TEXTS.common.notFoundTitle),
        description: SITE_DESCRIPTION,
        canonical: at(page.path),
        robots: 'noindex, follow',
        type: 'website',
      };
  }
}

/** One `<meta>` or `<link>` of the page's head. */
export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/**
 * The head tags of `meta` besides `<title>`: description, robots, canonical, Open Graph (with the product's
 * price) and the Twitter card (a large picture when there is one).
 */
export function headTags(meta: PageMeta): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', name, content });
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', property: name, content });
  return [
    named('description', meta.description),
    ...(meta.robots ? [named('robots', meta.robots)] : []),
    { tag: 'link', rel: 'canonical', href: meta.canonical },
    property('og:type', meta.type),
    property('og:site_name', SITE.companyName),
    property('og:locale', 'ru_RU'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    ...(meta.price === undefined
      ? []
      : [property('product:price:amount', String(meta.price)), property('product:price:currency', 'RUB')]),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
  ];
}

/** Text made safe for an HTML attribute or element. */
export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * The JSON-LD objects as `<script type="application/ld+json">` elements: `<` is written `\u003c`, so a
 * name containing `</script>` cannot end the element.
 */
export const jsonLdScripts = (objects: readonly object[]): string =>
  objects
    .map(
      (object) =>
        `<script type="application/ld+json">${JSON.stringify(object)
          .replaceAll('<', '\\u003c')
          .replaceAll('\u2028', '\\u2028')
          .replaceAll('\u2029', '\\u2029')}</script>`,
    )
    .join('');

/** `<title>` and the head tags of `meta` as HTML, for a server that writes the head as text. */
export function headHtml(meta: PageMeta): string {
  const attributes = (pairs: Record<string, string>) =>
    Object.entries(pairs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
  const tags = headTags(meta).map(({ tag, ...rest }) => `<${tag}${attributes(rest)}>`);
  return `<title>${escapeHtml(meta.title)}</title>${tags.join('')}`;
}
