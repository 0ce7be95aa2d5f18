import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken, useShopStore, type AccountOrder, type PendingOrder } from '@shop/shared';
import App from '../App';
import { byPath, mockFetch, renderAt, resetShop, storedItem, type Responder } from '../testing';

const PROFILE = { name: 'Анна', lastName: '', surname: '', email: 'anna@example.ru' };

const serverOrder = (id: number, overrides: Partial<AccountOrder> = {}): AccountOrder => ({
  id,
  items: [
    storedItem(`10000${id}`, {
      name: `Сейф ${id}`,
      newPrice: '12 990 руб.',
      oldPrice: '14 990 руб.',
      discount: 2000,
      discountPercentage: 13,
    }),
  ],
  address: {
    type: 'pickup',
    id: 4,
    title: 'Пункт выдачи на Университетской',
    location: 'г. Донецк, ул. Университетская, 48',
    description: '',
  },
  status: 'В сборке',
  statusCode: 'assembling',
  history: [
    { status: 'new', at: `2026-11-2${id}T10:00:00.000Z` },
    { status: 'confirmed', at: `2026-11-2${id}T11:00:00.000Z` },
    { status: 'assembling', at: `2026-11-2${id}T12:30:00.000Z` },
  ],
  canCancel: false,
  invoice: false,
  totalPrice: 12990,
  timestamp: `2026-11-2${id}T10:00:00.000Z`,
  ...overrides,
});

const pending: PendingOrder = {
  user: { lastName: 'Иванова', firstName: 'Анна', phone: '+7 949 123 45 67', email: 'anna@example.ru' },
  delivery: { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1' },
  items: [storedItem('200001', { name: 'Шкаф' })],
  payType: 'CASH',
  totalPrice: 5000,
  oldPrice: 5000,
  timestamp: '2026-11-25T10:00:00.000Z',
  idempotencyKey: 'key-1',
};

const orders = () => screen.getAllByRole('article');

function renderOrders(routes: Record<string, Responder>, { loggedIn = true } = {}) {
  const calls = mockFetch(byPath({ '/api/user/info': () => ({ body: PROFILE }), ...routes }));
  if (loggedIn) setAccessToken('token-1');
  renderAt(<App />, { path: '/orders' });
  return calls;
}

beforeEach(() => {
  resetShop();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('/orders of a logged-in buyer', () => {
  it('shows a skeleton, then the server’s orders newest first with their items, status, address and total', async () => {
    renderOrders({ '/api/user/orders': () => ({ body: { orders: [serverOrder(2), serverOrder(1)] } }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Ваши заказы' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);

    await waitFor(() => expect(orders()).toHaveLength(2));
    const [newest] = orders();
    const card = within(newest!);
    expect(
      card.getByRole('heading', { name: 'Ваш заказ в сборке. Менеджер с вами свяжется' }),
    ).toBeInTheDocument();
    expect(card.getByText(/Заказ № 2/)).toBeInTheDocument();
    expect(card.getByText('В сборке', { selector: 'dd' })).toBeInTheDocument();
    expect(
      card.getByText('Пункт выдачи на Университетской, г. Донецк, ул. Университетская, 48'),
    ).toBeInTheDocument();
    expect(card.getByText('12 990 руб.', { selector: 'dd' })).toBeInTheDocument();
    const item = within(card.getByRole('list', { name: 'Товары заказа' }).querySelector('li')!);
    expect(item.getByRole('link', { name: 'Сейф 2' })).toBeInTheDocument();
    expect(item.getByText('14 990 руб.')).toBeInTheDocument();
    expect(item.getByText('−13% (−2 000 руб.)')).toBeInTheDocument();
    expect(screen.queryByText('Заказы отсутствуют')).not.toBeInTheDocument();
  });

  it('shows the spec’s defaults for missing item, status and delivery data', async () => {
    const bare = serverOrder(3, {
      items: [
        storedItem('300001', {
          name: '',
          newPrice: null,
          oldPrice: null,
          image: '',
          discount: 0,
          discountPercentage: 0,
        }),
      ],
      address: { type: 'delivery', city: '', address: '' },
      status: '',
    });
    renderOrders({ '/api/user/orders': () => ({ body: { orders: [bare] } }) });
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText('Неизвестный товар')).toBeInTheDocument();
    expect(card.getByText('Цена не указана')).toBeInTheDocument();
    expect(card.getByText('Неизвестно')).toBeInTheDocument();
    expect(card.getByText('Доставка, Не указан, Не указано')).toBeInTheDocument();
  });

  it('says «Заказы отсутствуют» when there are none', async () => {
    renderOrders({ '/api/user/orders': () => ({ body: { orders: [] } }) });
    expect(await screen.findByText('Заказы отсутствуют')).toBeInTheDocument();
  });

  it('shows only the pending order and a notice with «Повторить» when loading fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    useShopStore.getState().setPendingOrder(pending);
    renderOrders({
      '/api/user/orders': () =>
        fail ? { status: 500, body: { message: 'Ошибка' } } : { body: { orders: [serverOrder(1)] } },
    });
    expect(
      await screen.findByText('Не удалось загрузить ваши заказы. Проверьте соединение и попробуйте ещё раз.'),
    ).toBeInTheDocument();
    expect(orders()).toHaveLength(1);
    expect(
      within(orders()[0]!).getByRole('heading', { name: 'Ваш заказ ожидает отправки' }),
    ).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(orders()).toHaveLength(2));
  });

  it('shows the pending order first and sends it again with the same idempotency key', async () => {
    const user = userEvent.setup();
    let stored: AccountOrder[] = [serverOrder(1)];
    useShopStore.getState().setPendingOrder(pending);
    const calls = renderOrders({
      '/api/user/orders': () => ({ body: { orders: stored } }),
      '/api/user/refresh': () => ({ body: { accessToken: 'token-1' } }),
      '/api/user/sendOrder': () => {
        stored = [serverOrder(5), ...stored];
        return {
          status: 201,
          body: { message: 'Заказ успешно оформлен', orderId: 5, totalPrice: 5000, skipped: [] },
        };
      },
    });
    await waitFor(() => expect(orders()).toHaveLength(2));
    const first = within(orders()[0]!);
    expect(first.getByRole('heading', { name: 'Ваш заказ ожидает отправки' })).toBeInTheDocument();
    expect(first.getByText('Ожидает отправки')).toBeInTheDocument();
    expect(first.getByText('Доставка, Донецк, ул. Артёма, 1')).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Повторить отправку' }));

    await waitFor(() => expect(screen.queryByText('Ваш заказ ожидает отправки')).not.toBeInTheDocument());
    await waitFor(() => expect(within(orders()[0]!).getByText(/Заказ № 5/)).toBeInTheDocument());
    const sent = calls.find((call) => call.url.endsWith('/user/sendOrder'))!;
    expect(new Headers(sent.init.headers).get('Idempotency-Key')).toBe('key-1');
    expect(useShopStore.getState().pendingOrder).toBeNull();
  });

  it('keeps the pending order and says so when the retry fails', async () => {
    const user = userEvent.setup();
    useShopStore.getState().setPendingOrder(pending);
    renderOrders({
      '/api/user/orders': () => ({ body: { orders: [] } }),
      '/api/user/refresh': () => ({ body: { accessToken: 'token-1' } }),
      '/api/user/sendOrder': () => ({ status: 503 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Повторить отправку' }));
    expect(await screen.findByText(/^Заказ не отправлен/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ваш заказ ожидает отправки' })).toBeInTheDocument();
  });
});

describe('/orders: each order’s steps, the buyer’s cancel while «Новый», the invoice', () => {
  it('shows the steps as a short timeline, the last one current', async () => {
    renderOrders({ '/api/user/orders': () => ({ body: { orders: [serverOrder(2)] } }) });
    const timeline = await screen.findByRole('list', { name: 'Ход заказа' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(' ')[0])).toEqual(['Новый', 'Подтверждён', 'В']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: /Отменить заказ/ })).not.toBeInTheDocument();
  });

  it('cancels a «Новый» order after a confirmation and shows the new status', async () => {
    const user = userEvent.setup();
    let order = serverOrder(4, {
      status: 'Новый',
      statusCode: 'new',
      history: [{ status: 'new', at: '2026-11-24T10:00:00.000Z' }],
      canCancel: true,
    });
    const calls = renderOrders({
      '/api/user/orders': () => ({ body: { orders: [order] } }),
      '/api/user/orders/4/cancel/': () => {
        order = {
          ...order,
          status: 'Отменён',
          statusCode: 'cancelled',
          canCancel: false,
          history: [...order.history, { status: 'cancelled', at: '2026-11-24T11:00:00.000Z' }],
        };
        return { body: { message: 'Заказ отменён' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ № 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ № 4?' });
    await user.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(calls.filter((call) => call.url.includes('/cancel/'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Отменить заказ № 4' }));
    await user.type(screen.getByLabelText('Причина (необязательно)'), 'Передумал');
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Заказ отменён')).toBeInTheDocument();
    expect(await screen.findByText('Отменён', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить заказ № 4' })).not.toBeInTheDocument();
    const posts = calls.filter((call) => call.url.includes('/cancel/'));
    expect(posts.map((call) => JSON.parse(String(call.init.body)))).toEqual([{ reason: 'Передумал' }]);
  });

  it('a refused cancel shows the server’s message', async () => {
    const user = userEvent.setup();
    renderOrders({
      '/api/user/orders': () => ({
        body: { orders: [serverOrder(5, { status: 'Новый', statusCode: 'new', canCancel: true })] },
      }),
      '/api/user/orders/5/cancel/': () => ({
        status: 409,
        body: { message: 'Заказ уже «Подтверждён»: отменить его теперь может только менеджер магазина' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ № 5' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText(/отменить его теперь может только менеджер/)).toBeInTheDocument();
  });

  it('offers «Счёт на оплату» for a legal entity’s order only', async () => {
    renderOrders({
      '/api/user/orders': () => ({ body: { orders: [serverOrder(6, { invoice: true }), serverOrder(5)] } }),
    });
    expect(
      await screen.findByRole('button', { name: 'Счёт на оплату по заказу № 6 (PDF)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Счёт на оплату по заказу № 5 (PDF)' }),
    ).not.toBeInTheDocument();
  });
});

describe('/orders of a guest', () => {
  it('lists the orders placed from this browser, names the skipped items and invites to log in', async () => {
    const user = userEvent.setup();
    const calls = renderOrders({}, { loggedIn: false });
    act(() =>
      useShopStore
        .getState()
        .addPlacedOrder({ ...serverOrder(7), skipped: ['100099'], idempotencyKey: 'key-7' }),
    );

    const card = within(orders()[0]!);
    expect(card.getByText(/Заказ № 7/)).toBeInTheDocument();
    expect(card.getByText(/Не вошли в заказ/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'товар с кодом 100099' })).toHaveAttribute(
      'href',
      '/catalog/product?productCode=100099',
    );
    expect(
      screen.getByText(/Войдите или зарегистрируйтесь, чтобы следить за заказами на любом устройстве/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says «Заказы отсутствуют» to a guest with no orders, without asking the server', () => {
    const calls = renderOrders({}, { loggedIn: false });
    expect(screen.getByText('Заказы отсутствуют')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
