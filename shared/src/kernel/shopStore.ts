/**
 * The one store of the storefront (a Module Federation singleton): basket, favourites, compare list, city
 * and the pending order, each mirrored to its localStorage key as plain JSON. Every write goes through the
 * actions below; other tabs' writes arrive through `storage` events.
 */
import { create } from 'zustand';
import type { PendingOrder, PlacedOrder, StoredItem, StoredKey, StoredState } from '../contract';
import { MAX_PLACED_ORDERS } from '../domain/constants';
import { EMPTY_STORED, STORED_KEYS, parseStored, readAllStored, writeStored } from './storage';

export interface ShopActions {
  /** Adds the item with `count` (default: the item's own count); an item already there gets that count. */
  addToBasket: (item: StoredItem, count?: number) => void;
  /** Sets an item's count; below 1 removes it. */
  setBasketCount: (itemCode: string, count: number) => void;
  incrementBasketItem: (itemCode: string) => void;
  /** Decrements while the count is above 1, otherwise removes the item. */
  decrementBasketItem: (itemCode: string) => void;
  removeFromBasket: (itemCode: string) => void;
  clearBasket: () => void;
  /** A second toggle removes the item. */
  toggleFavorite: (item: StoredItem) => void;
  removeFavorite: (itemCode: string) => void;
  toggleCompare: (item: StoredItem) => void;
  removeCompare: (itemCode: string) => void;
  setCity: (city: string) => void;
  setPendingOrder: (order: PendingOrder | null) => void;
  /** Keeps a confirmed order first in `placedOrders` (the same number again replaces the older copy). */
  addPlacedOrder: (order: PlacedOrder) => void;
}

export type ShopState = StoredState & ShopActions;

const without = (items: StoredItem[], itemCode: string) => items.filter((item) => item.itemCode !== itemCode);
const contains = (items: StoredItem[], itemCode: string) => items.some((item) => item.itemCode === itemCode);
const toggled = (items: StoredItem[], item: StoredItem) =>
  contains(items, item.itemCode) ? without(items, item.itemCode) : [...items, item];

export const useShopStore = create<ShopState>()((set, get) => {
  /** Sets one key in memory and in localStorage. */
  const commit = <K extends StoredKey>(key: K, value: StoredState[K]) => {
    writeStored(key, value);
    set({ [key]: value } as Pick<StoredState, K>);
  };
  const setBasketCount = (itemCode: string, count: number) => {
    const { basket } = get();
    commit(
      'basket',
      count < 1
        ? without(basket, itemCode)
        : basket.map((item) => (item.itemCode === itemCode ? { ...item, count } : item)),
    );
  };
  const countOf = (itemCode: string) => get().basket.find((item) => item.itemCode === itemCode)?.count ?? 0;

  return {
    ...EMPTY_STORED,
    addToBasket: (item, count = item.count) => {
      const { basket } = get();
      if (contains(basket, item.itemCode)) setBasketCount(item.itemCode, count);
      else if (count >= 1) commit('basket', [...basket, { ...item, count }]);
    },
    setBasketCount,
    incrementBasketItem: (itemCode) => setBasketCount(itemCode, countOf(itemCode) + 1),
    decrementBasketItem: (itemCode) => setBasketCount(itemCode, countOf(itemCode) - 1),
    removeFromBasket: (itemCode) => commit('basket', without(get().basket, itemCode)),
    clearBasket: () => commit('basket', []),
    toggleFavorite: (item) => commit('favorite', toggled(get().favorite, item)),
    removeFavorite: (itemCode) => commit('favorite', without(get().favorite, itemCode)),
    toggleCompare: (item) => commit('compare', toggled(get().compare, item)),
    removeCompare: (itemCode) => commit('compare', without(get().compare, itemCode)),
    setCity: (city) => commit('city', { city }),
    setPendingOrder: (order) => commit('pendingOrder', order),
    addPlacedOrder: (order) =>
      commit(
        'placedOrders',
        [order, ...get().placedOrders.filter((placed) => placed.id !== order.id)].slice(0, MAX_PLACED_ORDERS),
      ),
  };
});

// The store starts as the server renders every page (nothing stored: its initial state, which zustand gives
// React as the server snapshot while a server-rendered page hydrates) and takes what this browser stored at
// once: a page rendered in the browser shows it from the start, a hydrated one right after hydration.
useShopStore.setState(readAllStored());

function isStoredKey(key: string): key is StoredKey {
  return (STORED_KEYS as string[]).includes(key);
}

/** Follows writes made by other tabs (the browser fires `storage` only in the tabs that did not write). */
function onStorage(event: StorageEvent): void {
  if (event.key === null) {
    useShopStore.setState(readAllStored()); // another tab cleared the whole storage
  } else if (isStoredKey(event.key)) {
    useShopStore.setState({ [event.key]: parseStored(event.key, event.newValue) });
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
