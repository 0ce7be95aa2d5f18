/** What mf-admin's tests use: the shared test helpers and fixtures (`@shop/shared/testing`). */
export * from '@shop/shared/testing';
export { CATALOG_TREE } from './catalogTree';
