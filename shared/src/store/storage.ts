/** Plain-JSON reading and writing of the browser storage keys (spec sections 3 and 9). */
import { STORAGE_KEYS } from '../constants';
import { DEFAULT_CITY } from '../data/regions';
import type { CityPreference, PendingOrder, StoredItem } from '../types';

export interface StoredState {
  basket: StoredItem[];
  favorite: StoredItem[];
  compare: StoredItem[];
  city: CityPreference;
  pendingOrder: PendingOrder | null;
}

export type StoredKey = keyof StoredState;

export const STORED_KEYS = Object.values(STORAGE_KEYS) as StoredKey[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isItem = (value: unknown): value is StoredItem =>
  isObject(value) && typeof value.itemCode === 'string' && typeof value.name === 'string';

/** Parsers turn whatever is stored (possibly written by an older version or by hand) into a valid value. */
const parsers: { [K in StoredKey]: (value: unknown) => StoredState[K] } = {
  basket: (value) =>
    Array.isArray(value)
      ? value
          .filter(isItem)
          .map((item) => ({ ...item, count: Number(item.count) > 0 ? Number(item.count) : 1 }))
      : [],
  favorite: (value) => (Array.isArray(value) ? value.filter(isItem) : []),
  compare: (value) => (Array.isArray(value) ? value.filter(isItem) : []),
  city: (value) =>
    isObject(value) && typeof value.city === 'string' && value.city
      ? { city: value.city }
      : { city: DEFAULT_CITY },
  pendingOrder: (value) =>
    isObject(value) && Array.isArray(value.items) ? (value as unknown as PendingOrder) : null,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** Parses a raw stored string (from localStorage or a `storage` event) for the key. */
export function parseStored<K extends StoredKey>(key: K, raw: string | null): StoredState[K] {
  let value: unknown = null;
  if (raw !== null) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  return parsers[key](value);
}

export function readStored<K extends StoredKey>(key: K): StoredState[K] {
  return parseStored(key, storage()?.getItem(key) ?? null);
}

export function readAllStored(): StoredState {
  return {
    basket: readStored('basket'),
    favorite: readStored('favorite'),
    compare: readStored('compare'),
    city: readStored('city'),
    pendingOrder: readStored('pendingOrder'),
  };
}

export function writeStored<K extends StoredKey>(key: K, value: StoredState[K]): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory state still works for this page.
  }
}
