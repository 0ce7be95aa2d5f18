// Call-back requests («Заказать звонок»).
export { callbackRoutes as callbackPlugin } from './routes';
