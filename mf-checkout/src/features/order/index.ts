// Order placement: the order page's form with its checks and the sending of the pending order.
export { OrderForm } from './components/OrderForm';
