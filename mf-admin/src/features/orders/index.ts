// The order desk: the list with its tabs, filters and export, and an order's page.
export { OrdersDesk } from './components/OrdersDesk';
export { OrderDetails } from './components/OrderDetails';
