// The order domain: placing orders (priced by the server, idempotent) and a buyer's order history.
export { orderRoutes as ordersPlugin } from './routes';
