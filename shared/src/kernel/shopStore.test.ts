import { MAX_PLACED_ORDERS } from '../domain/constants';
import { storedItem as item } from '../testing';
import { selectBasketCount, selectCity, selectFavoriteCount } from '../store/selectors';

type StoreModule = typeof import('./shopStore');

/** A fresh store module, created after localStorage was prepared (as on a page load). */
function loadStore(): StoreModule['useShopStore'] {
  let store: StoreModule['useShopStore'] | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('./shopStore') as StoreModule).useShopStore;
  });
  return store!;
}

/** What another tab does: writes localStorage, and this tab receives a `storage` event. */
function writeFromOtherTab(key: string, value: unknown) {
  const newValue = value === null ? null : JSON.stringify(value);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());

describe('shop store', () => {
  it('starts with the spec defaults when storage is empty', () => {
    const store = loadStore();
    const state = store.getState();
    expect(state.basket).toEqual([]);
    expect(state.favorite).toEqual([]);
    expect(state.compare).toEqual([]);
    expect(state.city).toEqual({ city: 'Донецкая Народная Республика' });
    expect(state.pendingOrder).toBeNull();
  });

  it('reads what is already stored under the spec keys', () => {
    localStorage.setItem('basket', JSON.stringify([item('A1', { count: 3 })]));
    localStorage.setItem('city', JSON.stringify({ city: 'Мелитополь' }));
    const store = loadStore();
    expect(selectBasketCount(store.getState())).toBe(3);
    expect(selectCity(store.getState())).toBe('Мелитополь');
  });

  it('ignores broken stored values instead of crashing', () => {
    localStorage.setItem('basket', '{not json');
    localStorage.setItem('favorite', JSON.stringify({ oops: true }));
    localStorage.setItem('city', JSON.stringify('Донецк'));
    const state = loadStore().getState();
    expect(state.basket).toEqual([]);
    expect(state.favorite).toEqual([]);
    expect(state.city).toEqual({ city: 'Донецкая Народная Республика' });
  });

  it('writes the basket as a plain JSON array under the key "basket"', () => {
    const store = loadStore();
    store.getState().addToBasket(item('A1'), 2);
    expect(JSON.parse(localStorage.getItem('basket')!)).toEqual([item('A1', { count: 2 })]);
  });

  it('overwrites the count when the same item is added again and keeps entries by itemCode', () => {
    const store = loadStore();
    const { addToBasket } = store.getState();
    addToBasket(item('A1'), 2);
    addToBasket(item('B2'), 1);
    addToBasket(item('A1'), 5);
    expect(store.getState().basket.map((entry) => [entry.itemCode, entry.count])).toEqual([
      ['A1', 5],
      ['B2', 1],
    ]);
    expect(selectBasketCount(store.getState())).toBe(6);
  });

  it('decrements down to one and then removes the item', () => {
    const store = loadStore();
    const { addToBasket, incrementBasketItem, decrementBasketItem } = store.getState();
    addToBasket(item('A1'), 1);
    incrementBasketItem('A1');
    expect(store.getState().basket[0]?.count).toBe(2);
    decrementBasketItem('A1');
    expect(store.getState().basket[0]?.count).toBe(1);
    decrementBasketItem('A1');
    expect(store.getState().basket).toEqual([]);
    expect(localStorage.getItem('basket')).toBe('[]');
  });

  it('toggles favourites and compare entries under their own keys', () => {
    const store = loadStore();
    store.getState().toggleFavorite(item('A1'));
    store.getState().toggleCompare(item('B2'));
    expect(JSON.parse(localStorage.getItem('favorite')!)).toEqual([item('A1')]);
    expect(JSON.parse(localStorage.getItem('compare')!)).toEqual([item('B2')]);
    expect(selectFavoriteCount(store.getState())).toBe(1);

    store.getState().toggleFavorite(item('A1'));
    expect(JSON.parse(localStorage.getItem('favorite')!)).toEqual([]);
  });

  it('stores the city as { city } and the pending order as plain JSON, removing it when cleared', () => {
    const store = loadStore();
    store.getState().setCity('Луганск');
    expect(JSON.parse(localStorage.getItem('city')!)).toEqual({ city: 'Луганск' });

    const order = {
      user: {
        lastName: 'Иванов',
        firstName: 'Иван',
        middleName: '',
        phone: '+7 949 123 45 67',
        email: 'i@x.ru',
      },
      delivery: { type: 'delivery' as const, city: 'Донецк', address: 'ул. Артёма, 1' },
      items: [item('A1')],
      payType: 'CASH' as const,
      totalPrice: 12990,
      oldPrice: 14990,
      timestamp: '2026-01-01T10:00:00.000Z',
      idempotencyKey: 'order-1',
    };
    store.getState().setPendingOrder(order);
    expect(JSON.parse(localStorage.getItem('pendingOrder')!)).toEqual(order);
    store.getState().setPendingOrder(null);
    expect(localStorage.getItem('pendingOrder')).toBeNull();
  });

  it('keeps confirmed orders newest first, once per number, at most the configured count', () => {
    const store = loadStore();
    const placed = (id: number) => ({
      id,
      items: [item('A1')],
      address: { type: 'delivery' as const, city: 'Донецк', address: 'ул. Артёма, 1' },
      status: 'Принят',
      totalPrice: 12990,
      timestamp: '2026-01-01T10:00:00.000Z',
      skipped: [],
      idempotencyKey: `order-${id}`,
    });
    store.getState().addPlacedOrder(placed(1));
    store.getState().addPlacedOrder(placed(2));
    store.getState().addPlacedOrder(placed(1));
    expect(store.getState().placedOrders.map((order) => order.id)).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem('placedOrders')!)).toEqual(store.getState().placedOrders);

    for (let id = 3; id <= MAX_PLACED_ORDERS + 5; id += 1) store.getState().addPlacedOrder(placed(id));
    expect(store.getState().placedOrders).toHaveLength(MAX_PLACED_ORDERS);
    expect(store.getState().placedOrders[0]?.id).toBe(MAX_PLACED_ORDERS + 5);
  });

  it("follows another tab's writes through storage events", () => {
    const store = loadStore();
    writeFromOtherTab('basket', [item('A1', { count: 4 }), item('B2')]);
    expect(selectBasketCount(store.getState())).toBe(5);

    writeFromOtherTab('favorite', [item('C3')]);
    expect(selectFavoriteCount(store.getState())).toBe(1);

    writeFromOtherTab('city', { city: 'Бердянск' });
    expect(selectCity(store.getState())).toBe('Бердянск');

    writeFromOtherTab('basket', null);
    expect(store.getState().basket).toEqual([]);
  });

  it('re-reads everything when another tab clears the storage', () => {
    const store = loadStore();
    store.getState().toggleFavorite(item('A1'));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.getState().favorite).toEqual([]);
  });
});
