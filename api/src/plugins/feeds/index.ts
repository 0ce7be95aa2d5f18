// What crawlers, link previews and marketplaces read: robots.txt, the sitemap, the Yandex Market feed.
export { feedsRoutes as feedsPlugin, type FeedsOptions } from './routes';
