// Every table of the app, for drizzle-kit and the migrator (one migration history: tables reference each
// other). A module keeps its tables in its own schema/ folder; the infrastructure's tables live here.
export * from '../../modules/catalogue/schema/catalog';
export * from '../../modules/catalogue/schema/prices';
export * from '../../modules/catalogue/schema/products';
export * from '../../modules/catalogue/schema/pictures';
export * from './outbox';
export * from './limits';
export * from './secrets';
export * from '../../modules/accounts/schema/users';
export * from '../../modules/orders/schema/orders';
export * from '../../modules/callback/schema/callbacks';
export * from '../../modules/exchange/schema/exchange';
export * from '../../modules/shop/schema/settings';
