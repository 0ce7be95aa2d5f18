// The basket: its cards and sums, the refreshed entries the order page sends, and the refresh favourites use.
export { BasketCard } from './components/BasketCard';
export { BasketSummary } from './components/BasketSummary';
export { useFreshBasket, useFreshEntries, type FreshLine, type FreshBasket } from './hooks/useFreshBasket';
