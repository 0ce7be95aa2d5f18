// The order desk of administrators and managers: the orders' and the staff's calls behind the staff roles.
export { deskRoutes as deskPlugin } from './routes';
