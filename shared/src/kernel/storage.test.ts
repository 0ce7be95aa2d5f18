import fc from 'fast-check';
import { storageSchemas } from '../contract';
import { storedItem } from '../testing';
import { parseStored } from './storage';

const order = {
  user: { lastName: 'Иванов', firstName: 'Иван', phone: '+7 949 123 45 67', email: 'ivan@example.ru' },
  delivery: { type: 'delivery' as const, city: 'Донецк', address: 'ул. Артёма, 1' },
  items: [storedItem('100005', { count: 2 })],
  payType: 'CASH' as const,
  totalPrice: 25980,
  oldPrice: 29980,
  timestamp: '2026-11-23T10:00:00.000Z',
  idempotencyKey: 'order-1',
};

describe('reading the storage keys', () => {
  // Whatever another version of the shop, another tab or a hand edit left there, the store holds values of
  // the contract's shape: the contract's schemas are the judge (zod itself stays out of the page's code).
  it.each(['basket', 'favorite', 'compare', 'city', 'placedOrders'] as const)(
    '%s: any stored JSON becomes a value the contract accepts',
    (key) => {
      const storedJson = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc
          .array(fc.record({ itemCode: fc.string(), name: fc.string(), count: fc.jsonValue() }), {
            maxLength: 3,
          })
          .map((value) => JSON.stringify(value)),
        fc
          .array(
            fc.record({
              id: fc.oneof(fc.integer(), fc.jsonValue()),
              address: fc.oneof(
                fc.record({ type: fc.constant('pickup'), id: fc.integer(), title: fc.jsonValue() }),
                fc.record({ type: fc.constant('delivery'), city: fc.jsonValue() }),
                fc.jsonValue(),
              ),
              items: fc.jsonValue(),
              skipped: fc.jsonValue(),
            }),
            { maxLength: 3 },
          )
          .map((value) => JSON.stringify(value)),
        fc.string(),
      );
      fc.assert(
        fc.property(storedJson, (raw) => {
          expect(storageSchemas[key].safeParse(parseStored(key, raw)).success).toBe(true);
        }),
      );
    },
  );

  it('keeps a valid pending order as it was saved', () => {
    const parsed = parseStored('pendingOrder', JSON.stringify(order));
    expect(parsed).toEqual(order);
    expect(storageSchemas.pendingOrder.safeParse(parsed).success).toBe(true);
  });

  it('gives a pending order saved without an idempotency key one that every read agrees on', () => {
    const { idempotencyKey: _dropped, ...older } = order;
    const parsed = parseStored('pendingOrder', JSON.stringify(older));
    expect(parsed?.idempotencyKey).toBe('order-2026-11-23T10:00:00.000Z');
    expect(parseStored('pendingOrder', JSON.stringify(older))?.idempotencyKey).toBe(parsed?.idempotencyKey);
  });

  it('drops a pending order without its buyer, delivery or items', () => {
    expect(parseStored('pendingOrder', JSON.stringify({ ...order, user: null }))).toBeNull();
    expect(parseStored('pendingOrder', JSON.stringify({ ...order, delivery: 'pickup' }))).toBeNull();
    expect(parseStored('pendingOrder', JSON.stringify({ ...order, items: {} }))).toBeNull();
    expect(parseStored('pendingOrder', '{broken')).toBeNull();
  });

  it('repairs entries: a missing count becomes 1, a missing discount 0, entries without a code are dropped', () => {
    const raw = JSON.stringify([{ itemCode: 'A1', name: 'Сейф', count: 0 }, { name: 'без кода' }]);
    expect(parseStored('basket', raw)).toEqual([
      {
        itemCode: 'A1',
        name: 'Сейф',
        count: 1,
        newPrice: null,
        oldPrice: null,
        link: '',
        image: '',
        discount: 0,
        discountPercentage: 0,
        props: [],
      },
    ]);
  });
});
