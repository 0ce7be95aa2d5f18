// The catalogue domain: category tree, listings, items, search and product pictures.
export { catalogRoutes as catalogPlugin } from './routes';
