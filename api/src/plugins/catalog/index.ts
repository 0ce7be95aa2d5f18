// The catalogue domain: category tree, listings, items, search and product pictures.
export { catalogRoutes as catalogPlugin } from './routes';
/** The URL of a product picture the server draws (orders keep it with each line). */
export { imageUrl } from './service';
