// Every table of the app; each domain keeps its tables in its own file.
export * from '../../modules/catalogue/schema/catalog';
export * from './users';
export * from './orders';
export * from './callbacks';
export * from '../../modules/catalogue/schema/prices';
export * from './outbox';
export * from './limits';
export * from '../../modules/catalogue/schema/products';
export * from '../../modules/catalogue/schema/pictures';
export * from './exchange';
