// The pages' gates: administrators (prices) or staff (orders), as the server decides.
export { AccessGate, AdminOnly } from './components/AdminOnly';
