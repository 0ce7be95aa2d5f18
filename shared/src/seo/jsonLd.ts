/**
 * Structured data (schema.org as JSON-LD) of the shop's pages: a product with its offer, the
 * breadcrumbs of listings and products, the shop as a store with its visible pickup points, and the site
 * with its search, all from the owner's content. Plain objects: `jsonLdScripts` of `./seo` writes them into
 * a page.
 */
import type { Category, Item } from '../contract/catalog';
import type { PickupPointSetting, ShopInfo, SiteContent } from '../contract/shop';
import { priceDigits } from '../domain/money';
import { PATHS, productPath } from '../domain/routes';
import { TEXTS } from '../domain/texts';
import { clipDescription, SITE_DESCRIPTION, type SeoPage } from './meta';
import { absoluteUrl, canonicalPath } from './paths';

const CONTEXT = 'https://schema.org';
type JsonLd = Record<string, unknown>;

/** A link of a page's breadcrumbs: its text and its site path (as a product's sections name them). */
export interface Crumb {
  name: string;
  link: string;
}

/** The first crumb of a listing: the catalogue index. */
const CATALOG_CRUMB: Crumb = { name: TEXTS.layout.catalog, link: PATHS.catalog };

/**
 * A listing's crumbs as its page shows them (mf-catalog's `ListingNav`): Каталог › category › the
 * subcategory above a second-level listing › the listing, from the category's answer.
 */
export function listingCrumbs(category: Category, listingPath: string, title: string): Crumb[] {
  const path = canonicalPath(listingPath);
  const primary = category.subcategories.find(
    ({ subcategoryLink, subcategories }) =>
      subcategoryLink === path || subcategories.some((s) => s.subcategoryLink === path),
  );
  return [
    CATALOG_CRUMB,
    { name: category.categoryName, link: category.categoryLink },
    ...(primary && primary.subcategoryLink !== path
      ? [{ name: primary.subcategoryName, link: primary.subcategoryLink }]
      : []),
    { name: title, link: path },
  ];
}

/**
 * A product's crumbs as its page shows them: Главная, the sections it is listed in (outermost first), the
 * product itself.
 */
export const productCrumbs = (product: Item): Crumb[] => [
  { name: TEXTS.layout.home, link: PATHS.home },
  ...product.sections,
  { name: product.name, link: productPath(product.itemCode) },
];

/** `BreadcrumbList`: the crumbs in order, each with its position and absolute address. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, link }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(origin, canonicalPath(link)),
    })),
  };
}

/**
 * An offer's schema.org availability: «Под заказ» is `BackOrder` (out of stock, taken to order), a priced item
 * the owner does not take orders for without stock is `OutOfStock`.
 */
const availabilityOf = (product: Item): string =>
  product.preorder ? 'BackOrder' : product.available ? 'InStock' : 'OutOfStock';

/**
 * `Product` with its `Offer`: price in roubles, its availability (availabilityOf). An item
 * without a price is not offered, so it has no `Offer` (one without a price is invalid for search
 * engines); its page still describes it.
 */
export function productJsonLd(product: Item, origin: string, shop: ShopInfo): JsonLd {
  const url = absoluteUrl(origin, productPath(product.itemCode));
  const pictures = product.images?.length ? product.images : [product.image];
  const price = product.newPrice === null ? 0 : priceDigits(product.newPrice);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.itemCode,
    url,
    image: pictures.filter(Boolean).map((picture) => absoluteUrl(origin, picture)),
    // The owner's own text when the product has one (its first part, as a snippet shows it).
    description: clipDescription(product.description.trim() || `${product.name}, ${product.dimensions}`),
    weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'KGM' },
    additionalProperty: product.props.map(({ key, value }) => ({
      '@type': 'PropertyValue',
      name: key,
      value,
    })),
    ...(price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: String(price),
            priceCurrency: 'RUB',
            availability: `${CONTEXT}/${availabilityOf(product)}`,
            itemCondition: `${CONTEXT}/NewCondition`,
            seller: { '@type': 'Organization', name: shop.name },
          },
        }
      : {}),
  };
}

const DAYS: Readonly<Record<string, string>> = {
  Пн: 'Monday',
  Вт: 'Tuesday',
  Ср: 'Wednesday',
  Чт: 'Thursday',
  Пт: 'Friday',
  Сб: 'Saturday',
  Вс: 'Sunday',
};
const WEEK = Object.keys(DAYS);
const TIME = String.raw`(\d{1,2}:\d\d)`;
const DAY = `(${WEEK.join('|')})`;
const RANGE = new RegExp(String.raw`^${DAY}–${DAY} ${TIME}–${TIME}`);
const DAILY = new RegExp(String.raw`^(?:Ежедневно|с) ${TIME}(?:–| до )${TIME}`);

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const hhmm = (time: string) => time.padStart(5, '0');

/**
 * Opening hours as schema.org reads them, from the hours the owner writes: «Вт–Сб 08:00–16:00, вс и пн —
 * выходные», «Ежедневно 09:00–19:00», «с 9:00 до 19:00 без выходных». Other words: none (the owner's text
 * still shows on the page; a crawler just does not get them as data).
 */
export function openingHoursOf(hours: string): OpeningHours | null {
  const range = RANGE.exec(hours);
  if (range) {
    const [, first = '', last = '', opens = '', closes = ''] = range;
    const days = WEEK.slice(WEEK.indexOf(first), WEEK.indexOf(last) + 1);
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => `${CONTEXT}/${DAYS[day]}`),
      opens: hhmm(opens),
      closes: hhmm(closes),
    };
  }
  const daily = DAILY.exec(hours);
  if (daily) {
    const [, opens = '', closes = ''] = daily;
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEK.map((day) => `${CONTEXT}/${DAYS[day]}`),
      opens: hhmm(opens),
      closes: hhmm(closes),
    };
  }
  return null;
}

const openingHours = (hours: string) => {
  const parsed = openingHoursOf(hours);
  return parsed ? { openingHoursSpecification: [parsed] } : {};
};

/** «г. Торез, ул. Пионерская, 10» → «ул. Пионерская, 10»: the town is `addressLocality`. */
const streetOf = (point: PickupPointSetting) => point.location.replace(/^г\. [^,]+,\s*/, '');

function pickupPointJsonLd(point: PickupPointSetting, shop: ShopInfo, origin: string): JsonLd {
  const [latitude, longitude] = point.coordinates;
  return {
    '@type': 'Store',
    name: point.title,
    url: absoluteUrl(origin, PATHS.contacts),
    telephone: point.phone || shop.phone,
    address: { '@type': 'PostalAddress', streetAddress: streetOf(point), addressLocality: point.city },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    ...openingHours(point.hours),
  };
}

/**
 * The shop as a `Store`: the owner's name, contacts and hours, his legal name when he has given it, and the
 * pickup points the site offers (the visible ones) as its departments.
 */
export function storeJsonLd(origin: string, { shop, requisites, pickupPoints }: SiteContent): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    name: shop.name,
    ...(requisites ? { legalName: requisites.fullName, taxID: requisites.inn } : {}),
    description: SITE_DESCRIPTION,
    url: absoluteUrl(origin, PATHS.home),
    telephone: shop.phone,
    email: shop.email,
    currenciesAccepted: 'RUB',
    ...openingHours(shop.workHours),
    department: pickupPoints
      .filter((point) => point.visible)
      .map((point) => pickupPointJsonLd(point, shop, origin)),
  };
}

/** The placeholder of `SearchAction`: the search engine puts the visitor's words in its place. */
const SEARCH_TERM = 'search_term_string';

/** `WebSite` with a `SearchAction` to the search results page. */
export function websiteJsonLd(origin: string, shop: ShopInfo): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: shop.name,
    url: absoluteUrl(origin, PATHS.home),
    inLanguage: 'ru',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absoluteUrl(origin, `${PATHS.search}?query={${SEARCH_TERM}}`),
      },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

/**
 * The JSON-LD of a page: a product with its offer and breadcrumbs; a listing's breadcrumbs; the shop with
 * its pickup points and the site with its search on the home page (the shop also on the contacts page).
 */
export function pageJsonLd(page: SeoPage, origin: string, site: SiteContent): JsonLd[] {
  switch (page.kind) {
    case 'home':
      return [storeJsonLd(origin, site), websiteJsonLd(origin, site.shop)];
    case 'product':
      return [
        productJsonLd(page.product, origin, site.shop),
        breadcrumbJsonLd(productCrumbs(page.product), origin),
      ];
    case 'listing':
      return page.category
        ? [breadcrumbJsonLd(listingCrumbs(page.category, page.path, page.name), origin)]
        : [];
    case 'info':
      return canonicalPath(page.path) === PATHS.contacts ? [storeJsonLd(origin, site)] : [];
    default:
      return [];
  }
}
