import { PATHS, PRODUCT_CODE_PARAM, productPath, searchPath, SITE, type PageMeta } from '@shop/shared';

/** The site's own title and description (index.html's), for a page that names none. */
export const DEFAULT_TITLE = 'Сейфы и металлическая мебель — интернет-магазин';
export const DEFAULT_DESCRIPTION =
  'Сейфы, металлические шкафы, стеллажи, верстаки и металлическая мебель с доставкой';

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The address search engines should index for a page: a listing with a sort or filters in its URL is the
 * plain listing, its page 2 and later are themselves; a product is its code, a search its query; an
 * information page is one address with or without its trailing slash.
 */
export function canonicalPath(url: URL): string {
  if (url.pathname === PATHS.product) {
    const code = url.searchParams.get(PRODUCT_CODE_PARAM)?.trim();
    return code ? productPath(code) : PATHS.product;
  }
  if (url.pathname === PATHS.search) {
    const query = url.searchParams.get('query')?.trim();
    return query ? searchPath(query) : PATHS.search;
  }
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 2 ? `${pathname}?page=${page}` : pathname;
}

export interface HeadInput {
  url: URL;
  /** The site's address as the visitor reached it (`https://seyf-shop.ru`). */
  origin: string;
  title: string | null;
  meta: PageMeta;
  notFound: boolean;
}

/** The page's `<title>`, description, canonical address, Open Graph and Twitter card tags. */
export function headTags({ url, origin, title, meta, notFound }: HeadInput): string {
  const pageTitle = title ?? DEFAULT_TITLE;
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${attribute(pageTitle)}</title>`,
    `<meta name="description" content="${attribute(description)}">`,
  ];
  if (notFound) return [...tags, '<meta name="robots" content="noindex">'].join('');
  const canonical = new URL(canonicalPath(url), origin).href;
  const image = meta.image ? new URL(meta.image, origin).href : null;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${attribute(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${attribute(content)}">`;
  return [
    ...tags,
    `<link rel="canonical" href="${attribute(canonical)}">`,
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', SITE.companyName),
    property('og:locale', 'ru_RU'),
    property('og:title', pageTitle),
    property('og:description', description),
    property('og:url', canonical),
    ...(image ? [property('og:image', image)] : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', pageTitle),
    named('twitter:description', description),
    ...(image ? [named('twitter:image', image)] : []),
  ].join('');
}
