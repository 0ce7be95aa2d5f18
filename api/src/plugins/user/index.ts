// The account domain: registration, login, token refresh, logout, profile and password.
export { userRoutes as userPlugin } from './routes';
