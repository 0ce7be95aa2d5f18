import type { PendingOrder, SendOrderResponse } from '../contract';
import { setAccessToken, useShopStore } from '@shop/shared/kernel';
import { byPath, mockFetch, resetShop, sentBody, storedItem } from '../testing';
import { sendPendingOrder } from './sendPendingOrder';

const pending: PendingOrder = {
  user: { lastName: 'Иванов', firstName: 'Иван', phone: '+7 999 123 45 67', email: 'ivan@example.ru' },
  delivery: { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1' },
  items: [storedItem('100001', { count: 2 }), storedItem('100002')],
  payType: 'CASH',
  totalPrice: 38970,
  oldPrice: 44970,
  timestamp: '2026-11-23T10:00:00.000Z',
  idempotencyKey: 'key-1',
};

const placed = (overrides: Partial<SendOrderResponse> = {}): SendOrderResponse => ({
  message: 'Заказ успешно оформлен',
  orderId: 41,
  totalPrice: 25980,
  skipped: ['100002'],
  ...overrides,
});

beforeEach(() => {
  resetShop();
  useShopStore.setState({ placedOrders: [] });
  const { addToBasket, setPendingOrder } = useShopStore.getState();
  pending.items.forEach((item) => addToBasket(item));
  setPendingOrder(pending);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('sendPendingOrder', () => {
  it('sends the order with its idempotency key and, once placed, clears the basket and keeps the order', async () => {
    const calls = mockFetch(byPath({ '/api/user/sendOrder': () => ({ status: 201, body: placed() }) }));
    const result = await sendPendingOrder(pending);

    expect(new Headers(calls[0]?.init.headers).get('Idempotency-Key')).toBe('key-1');
    expect(sentBody(calls[0])).toEqual({
      address: pending.delivery,
      itemCode: [
        { itemCode: '100001', count: 2 },
        { itemCode: '100002', count: 1 },
      ],
      user: pending.user,
    });
    expect(result).toMatchObject({ status: 'placed', answer: { orderId: 41 } });
    const state = useShopStore.getState();
    expect(state.basket).toEqual([]);
    expect(state.pendingOrder).toBeNull();
    expect(state.placedOrders).toEqual([
      expect.objectContaining({
        id: 41,
        totalPrice: 25980,
        status: 'Новый',
        skipped: ['100002'],
        items: [expect.objectContaining({ itemCode: '100001', count: 2 })],
        address: pending.delivery,
      }),
    ]);
  });

  it('reports out of stock on «Нет доступных товаров для заказа» and drops the pending order, not the basket', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'Нет доступных товаров для заказа' } }));
    await expect(sendPendingOrder(pending)).resolves.toEqual({ status: 'outOfStock' });
    expect(useShopStore.getState().pendingOrder).toBeNull();
    expect(useShopStore.getState().basket).toHaveLength(2);
  });

  it.each([
    ['a server error', () => ({ status: 500, body: { message: 'Внутренняя ошибка сервера' } })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('keeps the pending order and the basket after %s', async (_case, answer) => {
    mockFetch(answer);
    const result = await sendPendingOrder(pending);
    expect(result).toEqual({
      status: 'failed',
      message: expect.stringMatching(/^Заказ не отправлен/),
      rejected: false,
    });
    expect(useShopStore.getState().pendingOrder).toEqual(pending);
    expect(useShopStore.getState().basket).toHaveLength(2);
    expect(useShopStore.getState().placedOrders).toEqual([]);
  });

  it('passes on the server’s message when it refuses the data', async () => {
    const message = 'Поле «ИНН»: 10 или 12 цифр с верной контрольной суммой';
    mockFetch(() => ({ status: 400, body: { message } }));
    await expect(sendPendingOrder(pending)).resolves.toEqual({ status: 'failed', message, rejected: true });
  });

  it('sends once when asked twice at the same time', async () => {
    const calls = mockFetch(() => ({ status: 201, body: placed() }));
    const [first, second] = await Promise.all([sendPendingOrder(pending), sendPendingOrder(pending)]);
    expect(calls).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('refreshes a logged-in buyer’s session before sending, and sends the new token', async () => {
    setAccessToken('old');
    const calls = mockFetch(
      byPath({
        '/api/user/refresh': () => ({ body: { accessToken: 'fresh' } }),
        '/api/user/sendOrder': () => ({ status: 201, body: placed() }),
      }),
    );
    await sendPendingOrder(pending);
    expect(calls.map((call) => new URL(call.url, 'http://localhost').pathname)).toEqual([
      '/api/user/refresh',
      '/api/user/sendOrder',
    ]);
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBe('Bearer fresh');
  });
});
