// The page's gate: administrators only, as the server decides.
export { AdminOnly } from './components/AdminOnly';
