/** The order history: the pending order, the server's orders or this browser's, and their states. */
export { OrdersList } from './components/OrdersList';
