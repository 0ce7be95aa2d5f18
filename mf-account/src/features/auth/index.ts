/** Signing in: the header's login dialog. */
export { LoginModal } from './components/LoginModal';
