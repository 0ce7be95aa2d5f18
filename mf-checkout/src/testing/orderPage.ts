import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useShopStore } from '@shop/shared';
import {
  byPath,
  mockFetch,
  product,
  resetShop,
  storedItem,
  type FetchCall,
  type Responder,
} from '@shop/shared/testing';

/**
 * The set-up of the order page's tests: a basket of one safe, the API answering it, the buyer's part filled.
 * Not in index.ts, so that the other pages' tests do not load it.
 */

export const safe = storedItem('100001', {
  name: 'Сейф Альфа',
  newPrice: '10 000 руб.',
  oldPrice: '12 000 руб.',
  count: 2,
});
export const placed = { message: 'Заказ успешно оформлен', orderId: 7, totalPrice: 20000, skipped: [] };

/** The API: the item answers the stored entry; `sendOrder` answers as the test says. */
export function serve(sendOrder: Responder, extra: Record<string, Responder> = {}) {
  return mockFetch(
    byPath({
      '/api/catalog/items/': () => ({ body: { items: [product('100001', { ...safe })] } }),
      '/api/user/sendOrder': sendOrder,
      ...extra,
    }),
  );
}
export const orderCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.endsWith('/user/sendOrder'));

/** A pickup point's card of the form, found by its title. */
export const pointCard = (title: string) => screen.getByText(title).closest('li')!;

export async function fillPrivatePerson(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Фамилия/), 'Иванов');
  await user.type(screen.getByLabelText(/^Имя/), 'Иван');
  await user.type(screen.getByLabelText(/^Телефон/), '9991234567');
  await user.type(screen.getByLabelText(/^Email/), 'ivan@example.ru');
  await user.click(within(pointCard('Магазин на Артёма')).getByRole('button', { name: 'Привезти сюда' }));
}

/** Each test starts on a first visit with the safe in the basket; the API's expected errors stay quiet. */
export function startWithSafe() {
  beforeEach(() => {
    resetShop();
    useShopStore.setState({ basket: [safe] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}
