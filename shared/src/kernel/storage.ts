/** Plain-JSON reading and writing of the browser storage keys (spec sections 3 and 9). */
import type { Delivery, PendingOrder, PlacedOrder, StoredItem, StoredKey, StoredState } from '../contract';
import { MAX_ITEM_COUNT, MAX_PLACED_ORDERS, STORAGE_KEYS } from '../domain/constants';
import { DEFAULT_CITY } from '../domain/data/regions';

export const STORED_KEYS = Object.values(STORAGE_KEYS) as StoredKey[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' ? value : fallback;
const wholeOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fallback;

/**
 * An entry as the contract describes it, from whatever was stored (an older version of the shop, another
 * tab, a hand edit): an entry without an item code or a name is dropped, a missing field gets its empty
 * value, and the count is kept between 1 and the most one order line may hold. The contract's zod schema
 * is not used here because zod must stay out of the first page's code.
 */
function toEntry(value: unknown): StoredItem | null {
  if (!isObject(value) || typeof value.itemCode !== 'string' || typeof value.name !== 'string') return null;
  return {
    name: value.name,
    newPrice: stringOr(value.newPrice, null),
    oldPrice: stringOr(value.oldPrice, null),
    count: Math.min(Math.max(wholeOr(value.count, 1), 1), MAX_ITEM_COUNT),
    link: stringOr(value.link, ''),
    image: stringOr(value.image, ''),
    discount: wholeOr(value.discount, 0),
    discountPercentage: wholeOr(value.discountPercentage, 0),
    itemCode: value.itemCode,
    props: Array.isArray(value.props)
      ? value.props.filter(
          (prop): prop is StoredItem['props'][number] =>
            isObject(prop) && typeof prop.key === 'string' && typeof prop.value === 'string',
        )
      : [],
  };
}

const toEntries = (value: unknown): StoredItem[] =>
  Array.isArray(value) ? value.map(toEntry).filter((entry) => entry !== null) : [];

/**
 * A pending order is kept as it was saved (it is what the buyer confirmed); one without its parts is
 * dropped. One saved before orders carried an idempotency key gets one derived from its timestamp: the
 * same on every read and in every tab, so its retries still count as one order.
 */
function toPendingOrder(value: unknown): PendingOrder | null {
  if (!isObject(value) || !isObject(value.user) || !isObject(value.delivery) || !Array.isArray(value.items)) {
    return null;
  }
  const order = value as unknown as PendingOrder;
  return {
    ...order,
    items: toEntries(value.items),
    idempotencyKey:
      stringOr(value.idempotencyKey, '') ||
      `order-${stringOr(value.timestamp, '').replace(/[^\x21-\x7e]/g, '')}`.slice(0, 200),
  };
}

function toDelivery(value: unknown): Delivery | null {
  if (!isObject(value)) return null;
  if (value.type === 'delivery') {
    return { type: 'delivery', city: stringOr(value.city, ''), address: stringOr(value.address, '') };
  }
  if (value.type !== 'pickup' || typeof value.id !== 'number' || !Number.isSafeInteger(value.id)) return null;
  const meta = stringOr(value.meta, undefined);
  return {
    id: value.id,
    type: 'pickup',
    title: stringOr(value.title, ''),
    location: stringOr(value.location, ''),
    ...(meta === undefined ? {} : { meta }),
    description: stringOr(value.description, ''),
  };
}

/** An order placed from this browser, as the server confirmed it; one without its number is dropped. */
function toPlacedOrder(value: unknown): PlacedOrder | null {
  if (!isObject(value) || typeof value.id !== 'number' || !Number.isSafeInteger(value.id)) return null;
  const address = toDelivery(value.address);
  if (address === null) return null;
  return {
    id: value.id,
    items: toEntries(value.items),
    address,
    status: stringOr(value.status, ''),
    totalPrice: wholeOr(value.totalPrice, 0),
    timestamp: stringOr(value.timestamp, ''),
    skipped: Array.isArray(value.skipped)
      ? value.skipped.filter((code): code is string => typeof code === 'string')
      : [],
    idempotencyKey: stringOr(value.idempotencyKey, ''),
  };
}

const toPlacedOrders = (value: unknown): PlacedOrder[] =>
  Array.isArray(value)
    ? value
        .map(toPlacedOrder)
        .filter((order) => order !== null)
        .slice(0, MAX_PLACED_ORDERS)
    : [];

/** Parsers turn whatever is stored into a value of the contract's shape. */
const parsers: { [K in StoredKey]: (value: unknown) => StoredState[K] } = {
  basket: toEntries,
  favorite: toEntries,
  compare: toEntries,
  city: (value) =>
    isObject(value) && typeof value.city === 'string' && value.city
      ? { city: value.city }
      : { city: DEFAULT_CITY },
  pendingOrder: toPendingOrder,
  placedOrders: toPlacedOrders,
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

/** What a browser with nothing stored holds: the store's state on the server. */
export const EMPTY_STORED: StoredState = {
  basket: parsers.basket(null),
  favorite: parsers.favorite(null),
  compare: parsers.compare(null),
  city: parsers.city(null),
  pendingOrder: parsers.pendingOrder(null),
  placedOrders: parsers.placedOrders(null),
};

export function readAllStored(): StoredState {
  return {
    basket: readStored('basket'),
    favorite: readStored('favorite'),
    compare: readStored('compare'),
    city: readStored('city'),
    pendingOrder: readStored('pendingOrder'),
    placedOrders: readStored('placedOrders'),
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
