// The price history with undo, and its first page, which also tells whether the caller is an administrator.
export { PriceHistory } from './components/PriceHistory';
export { usePriceChanges } from './api/priceChanges';
