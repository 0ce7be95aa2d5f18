// The account domain: registration, login, token refresh, logout, profile and password.
export { userRoutes as userPlugin } from './routes';
/** Guesses at a password counted and limited as logins are (the 1С exchange's checkauth too). */
export { countLoginAttempt } from './lockout';
