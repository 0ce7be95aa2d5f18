// Favourites: the card of the favourites grid.
export { FavoriteCard } from './components/FavoriteCard';
