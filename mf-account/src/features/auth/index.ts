/** Signing in: the header's login and registration dialog, and the guard of the account pages. */
export { LoginModal } from './components/LoginModal';
export { LoginRequired } from './components/LoginRequired';
