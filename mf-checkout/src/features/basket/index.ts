// The basket: its cards and sums, and the refreshed entries the order page sends.
export { BasketCard } from './components/BasketCard';
export { BasketSummary } from './components/BasketSummary';
export { useFreshBasket, type FreshBasket } from './hooks/useFreshBasket';
