// The admin price tool (six modes of spec section 7) and the first admin from ADMIN_EMAIL/ADMIN_PASSWORD.
export { adminRoutes as adminPlugin } from './routes';
