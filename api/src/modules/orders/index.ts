// The order domain: placing orders (priced by the server, idempotent), a buyer's order history, the desk's list.
export { orderRoutes as ordersPlugin } from './routes';
/** A buyer's orders, newest first (the profile change answers them too). */
export { listOrders } from './service';
/** Guest orders with the account's e-mail become the account's (claimed by the browser, or confirmed). */
export { attachConfirmedGuestOrders, attachGuestOrders, guestClaims } from './guests';
/** Moving an order between statuses (the desk, the buyer's cancel, 1С) and the manager's comment. */
export { type Actor, type NotifyStatus, changeOrderStatus, historyOf, setManagerComment } from './status';
/** «Счёт на оплату» of a legal entity's order as a PDF (the buyer's and the desk's download). */
export { NO_REQUISITES, orderInvoice } from './invoice';
export { sendInvoice } from './routes';
/** The staff's view: a filtered page of orders with the counts of each status, one order, the CSV export. */
export { deskOrder, listDeskOrders } from './desk-list';
export { deskCsv } from './csv';
/** What the 1С exchange hands over and learns back: orders not taken yet, marked taken, an order's status. */
export { markExported, orderStatus, ordersToExport } from './export';
