// Every table of the app; each domain keeps its tables in its own file.
export * from './catalog';
export * from './users';
export * from './orders';
export * from './callbacks';
export * from './admin';
export * from './outbox';
export * from './limits';
export * from './products';
export * from './pictures';
export * from './exchange';
