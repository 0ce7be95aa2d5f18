// The order desk (issue 27): the list with its tabs, filters and export, and an order's page.
export { OrdersDesk } from './components/OrdersDesk';
export { OrderDetails } from './components/OrderDetails';
