/**
 * `@shop/shared/seo`: what crawlers, link previews and marketplaces read of a page — title, description,
 * canonical address, Open Graph and Twitter tags, JSON-LD — and which paths robots.txt closes. Used on the
 * server (the page renderer, the API's feeds), so it stays out of the root export and the browser's first load.
 */
export * from './meta';
export * from './paths';
export * from './head';
export * from './jsonLd';
