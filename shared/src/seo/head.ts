/** The page's head as the server writes it: meta and link tags, `<title>`, JSON-LD scripts. */
import type { PageMeta } from './meta';

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
    property('og:site_name', meta.siteName),
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
