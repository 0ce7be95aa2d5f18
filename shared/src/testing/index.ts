/** `@shop/shared/testing`: helpers of the browser apps' unit and component tests (never shipped). */
export { mockFetch, byPath, sentBody, type FetchCall, type FetchAnswer, type Responder } from './fetch';
export { renderAt, resetShop, siteCache } from './render';
export { siteContent, TEST_PICKUP_POINTS } from '../seo/fixtures';
export { item, picture, product, storedItem } from './fixtures';
export { expectNotFoundAt, expectPageAt, pathsNotOwnedBy, pathsOwnedBy, withTrailingSlash } from './routes';
