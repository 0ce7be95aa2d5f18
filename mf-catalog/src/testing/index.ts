/** What mf-catalog's tests use: the shared test helpers and fixtures (`@shop/shared/testing`). */
export * from '@shop/shared/testing';
