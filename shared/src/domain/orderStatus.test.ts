import { buyerMayCancel, canMoveOrder, nextStatuses, ORDER_STATUSES } from './orderStatus';

describe('the moves of an order', () => {
  test.each([
    ['new', 'pickup', ['confirmed', 'cancelled']],
    ['confirmed', 'delivery', ['assembling', 'cancelled']],
    ['assembling', 'pickup', ['ready', 'cancelled']],
    ['assembling', 'delivery', ['shipped', 'cancelled']],
    ['ready', 'pickup', ['done', 'cancelled']],
    ['shipped', 'delivery', ['done', 'cancelled']],
    ['done', 'pickup', []],
    ['cancelled', 'delivery', []],
  ] as const)('from %s (%s): %j', (from, delivery, next) => {
    expect(nextStatuses(from, delivery)).toEqual(next);
    for (const to of ORDER_STATUSES) {
      expect([to, canMoveOrder(from, to, delivery)]).toEqual([to, (next as readonly string[]).includes(to)]);
    }
  });

  test('a buyer cancels only a new order', () => {
    expect(ORDER_STATUSES.filter(buyerMayCancel)).toEqual(['new']);
  });
});
