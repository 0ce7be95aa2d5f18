// The order domain: placing orders (priced by the server, idempotent) and a buyer's order history.
export { orderRoutes as ordersPlugin } from './routes';
/** A buyer's orders, newest first (the profile change answers them too). */
export { listOrders } from './service';
/** Guest orders with the account's e-mail become the account's (claimed by the browser, or confirmed). */
export { attachConfirmedGuestOrders, attachGuestOrders } from './service';
