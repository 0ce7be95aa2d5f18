/**
 * `@shop/shared/domain`: the shop's facts as plain data and pure functions — spec constants and texts,
 * money and formatting, requisites and password rules, the site's and the API's paths, regions and
 * navigation (the owner's contacts, points and texts are his settings, `contract/shop.ts`). No zod, no React, nothing of the browser: the API and
 * every app use the same copy.
 */
export * from './constants';
export { TEXTS } from './texts';
export { MAP_TILES, pageTitle, PRIVACY_POLICY } from './site';
export * from './format';
export * from './contactHrefs';
export * from './shopTime';
export * from './money';
export * from './orderStatus';
export * from './amountInWords';
export * from './passwords';
export * from './percentage';
export * from './requisites';
export * from './shopSettings';
export * from './routes';
export * from './endpoints';
export * from './filters';
export * from './pictures';
export { REGIONS, DEFAULT_CITY, type Region } from './data/regions';
export * from './data/navigation';
