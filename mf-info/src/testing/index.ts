/** What mf-info's tests use: the shared test helpers and fixtures (`@shop/shared/testing`), the pages' bodies. */
export * from '@shop/shared/testing';
export { InfoApp, WithPages, bodyOf, type PageBodies } from './pages';
