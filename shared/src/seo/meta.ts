/**
 * What crawlers and link previews read of a page: its title, description, canonical address and preview
 * picture. Pure functions of a page's data and the site's origin (`https://seyf-shop.ru`), so the server
 * renderer, the sitemap and the tests agree.
 */
import type { Category, Item } from '../contract/catalog';
import type { ShopInfo } from '../contract/shop';
import { FIRST_PAGE } from '../domain/constants';
import { formatItemsCount, formatMeasure } from '../domain/format';
import { PATHS, productPath, searchPath } from '../domain/routes';
import { pageTitle } from '../domain/site';
import { TEXTS } from '../domain/texts';
import { absoluteUrl, canonicalPath, listingCanonical, pageOf } from './paths';

/** The site's own description: the home page's, and the fallback of pages without one of their own. */
export const SITE_DESCRIPTION =
  'Сейфы, металлические шкафы, стеллажи, верстаки и металлическая мебель с доставкой и самовывозом';

/** The site's own title: the home page's, and the title of a page that names no heading. */
export const siteTitle = (shop: ShopInfo): string => `${shop.slogan} — интернет-магазин ${shop.name}`;

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 200;

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
  /** The `<title>`: «{heading} — {the shop's name}», as the browser's `usePageTitle` writes it. */
  title: string;
  /** The shop's name (`og:site_name`). */
  siteName: string;
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

/** The product's price in whole roubles, or null when it has none (not for sale). */
const priceOf = (product: Item): number | null =>
  product.newPrice === null ? null : Number(product.newPrice.replace(/\D/g, '')) || null;

/**
 * «Сейф Aiko AK-2011: 41 790 руб. вместо 45 990 руб., в наличии. Код товара 100005, размеры 1110×810×320 мм,
 * вес 388,1 кг. Класс: I, замок: ключевой».
 */
function productMeta(product: Item, origin: string, shop: ShopInfo): Omit<PageMeta, 'siteName'> {
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
    title: pageTitle(product.name, shop.name),
    description: clipDescription(
      `${product.name}: ${offer}. ${facts}.${props.length ? ` ${props.join(', ')}` : ''}`,
    ),
    canonical: absoluteUrl(origin, productPath(product.itemCode)),
    image: picture ? absoluteUrl(origin, picture) : undefined,
    type: 'product',
    ...(price === null ? {} : { price }),
  };
}

/** Title, description, canonical address and preview picture of a page of the shop `shop`. */
export function pageMeta(page: SeoPage, origin: string, shop: ShopInfo): PageMeta {
  return { siteName: shop.name, ...ownMeta(page, origin, shop) };
}

function ownMeta(page: SeoPage, origin: string, shop: ShopInfo): Omit<PageMeta, 'siteName'> {
  const at = (path: string) => absoluteUrl(origin, canonicalPath(path));
  const titled = (heading: string) => pageTitle(heading, shop.name);
  const picture = (image: string | undefined) => (image ? absoluteUrl(origin, image) : undefined);
  switch (page.kind) {
    case 'home':
      return {
        title: siteTitle(shop),
        description: SITE_DESCRIPTION,
        canonical: at(PATHS.home),
        type: 'website',
      };
    case 'catalog':
      return {
        title: titled(TEXTS.layout.catalog),
        description: clipDescription(`Каталог интернет-магазина ${shop.name}: ${SITE_DESCRIPTION}`),
        canonical: at(PATHS.catalog),
        type: 'website',
      };
    case 'category':
      return {
        title: titled(page.name),
        description: clipDescription(
          `${page.name} в интернет-магазине ${shop.name}` +
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
        title: titled(number > FIRST_PAGE ? TEXTS.listing.pageTitle(page.name, number) : page.name),
        description: clipDescription(
          `${page.name} — купить в интернет-магазине ${shop.name}` +
            (page.total ? `: ${formatItemsCount(page.total)} с ценами и характеристиками` : '') +
            '. Доставка и самовывоз.',
        ),
        canonical: listingCanonical(origin, page.path, page.query),
        image: picture(page.image),
        type: 'website',
      };
    }
    case 'product':
      return productMeta(page.product, origin, shop);
    case 'search':
      return {
        title: titled(page.query ? `Поиск: ${page.query}` : 'Поиск'),
        description: clipDescription(
          `${page.query ? `Поиск «${page.query}»` : 'Поиск'} в каталоге интернет-магазина ${shop.name}: ` +
            'цены, наличие, доставка и самовывоз.',
        ),
        canonical: absoluteUrl(origin, page.query ? searchPath(page.query) : PATHS.search),
        robots: 'noindex, follow',
        type: 'website',
      };
    case 'info':
      return {
        title: page.title ? titled(page.title) : siteTitle(shop),
        description: clipDescription(
          page.description ?? (page.title ? `${page.title}. ${SITE_DESCRIPTION}` : SITE_DESCRIPTION),
        ),
        canonical: at(page.path),
        type: 'website',
      };
    case 'private':
      return {
        title: page.title ? titled(page.title) : siteTitle(shop),
        description: SITE_DESCRIPTION,
        canonical: at(page.path),
        robots: 'noindex, nofollow',
        type: 'website',
      };
    case 'notFound':
      return {
        title: titled(TEXTS.common.notFoundTitle),
        description: SITE_DESCRIPTION,
        canonical: at(page.path),
        robots: 'noindex, follow',
        type: 'website',
      };
  }
}
