import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken, type DeskOrder, type DeskOrdersResponse } from '@shop/shared';
import { byPath, mockFetch, renderAt, resetShop, sentBody, type FetchCall } from '../testing';
import { SETTINGS, settingsAnswer } from '../testing/settings';
import AdminRoutes from '../App';

const COUNTS = { new: 2, confirmed: 1, assembling: 0, ready: 0, shipped: 0, done: 0, cancelled: 0 };
const row = (id: number, overrides: Partial<DeskOrdersResponse['orders'][number]> = {}) => ({
  id,
  createdAt: '2026-11-25T09:30:00.000Z',
  status: 'new' as const,
  buyer: {
    name: 'Иванова Анна',
    phone: '+7 949 123 45 67',
    email: 'anna@example.ru',
    companyName: '',
    inn: '',
  },
  delivery: 'Пункт выдачи на Университетской',
  itemsCount: 2,
  totalPrice: 12_380,
  ...overrides,
});
const list = (latestId: number, counts = COUNTS): DeskOrdersResponse => ({
  orders: [
    row(latestId),
    row(7, {
      status: 'confirmed',
      buyer: {
        name: 'Петров Иван',
        phone: '+7 949 000 00 01',
        email: 'ip@firm.ru',
        companyName: 'ООО «Сейф»',
        inn: '7707083893',
      },
    }),
  ],
  pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
  counts,
  all: Object.values(counts).reduce((a, b) => a + b, 0),
  latestId,
  limited: false,
});

const ORDER: DeskOrder = {
  id: 8,
  createdAt: '2026-11-25T09:30:00.000Z',
  status: 'new',
  version: 3,
  buyer: {
    lastName: 'Иванова',
    firstName: 'Анна',
    middleName: '',
    phone: '+7 949 123 45 67',
    email: 'anna@example.ru',
    inn: '',
    companyName: '',
    legalAddress: '',
    kpp: '',
  },
  delivery: {
    type: 'pickup',
    id: 4,
    title: 'Пункт выдачи на Университетской',
    location: 'г. Донецк, ул. Университетская, 48',
    description: 'Вт–Сб 09:00–17:00, вс и пн — выходные',
  },
  items: [{ itemCode: '100200', name: 'Сейф ОШ-1', price: 6_190, count: 2, sum: 12_380 }],
  totalPrice: 12_380,
  vatKopecks: 206_333,
  managerComment: '',
  history: [
    { at: '2026-11-25T09:30:00.000Z', status: 'new', who: 'Покупатель', comment: '' },
    // The letters' limit of the buyer's address held the buyer's letter back (the API's note).
    {
      at: '2026-11-25T09:30:00.000Z',
      status: null,
      who: 'Магазин',
      comment: 'Письмо покупателю не отправлено: лимит писем на адрес',
    },
  ],
  actions: ['confirmed', 'cancelled'],
  invoice: false,
};

beforeEach(() => resetShop());
afterEach(() => jest.useRealTimers());

describe('the order desk list', () => {
  it('shows the orders with tabs counting each status; filters and search go into the URL and the call', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    const calls = mockFetch(byPath({ '/api/desk/orders/': () => ({ body: list(8) }) }));
    renderAt(<AdminRoutes />, { path: '/admin/orders' });

    const table = await screen.findByRole('table', { name: 'Найдено: 3 заказа' });
    expect(within(table).getByRole('link', { name: 'Заказ № 8' })).toHaveAttribute('href', '/admin/orders/8');
    expect(within(table).getByText('ООО «Сейф», ИНН 7707083893')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Статусы заказов' });
    expect(within(tabs).getByRole('link', { name: 'Все 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Новый 2' })).toBeInTheDocument();
    expect(document.title).toBe('(2) Заказы — МеталлСейф');

    await user.click(within(tabs).getByRole('link', { name: 'Подтверждён 1' }));
    await user.selectOptions(screen.getByLabelText('Покупатель'), 'Юридическое лицо');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Петров');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/orders?buyer=legal&q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&status=confirmed',
    );
    expect(calls.at(-1)?.url).toBe(
      '/api/desk/orders/?buyer=legal&q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&status=confirmed',
    );
  });

  it('a new order appears without a reload: announced, counted in the tab and the title', async () => {
    jest.useFakeTimers();
    setAccessToken('token');
    let answer = list(8);
    mockFetch(byPath({ '/api/desk/orders/': () => ({ body: answer }) }));
    renderAt(<AdminRoutes />, { path: '/admin/orders' });
    await screen.findByRole('link', { name: 'Заказ № 8' });
    answer = list(9, { ...COUNTS, new: 3 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByRole('link', { name: 'Заказ № 9' })).toBeInTheDocument();
    expect(screen.getByText('Поступил новый заказ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый 3' })).toBeInTheDocument();
    expect(document.title).toBe('(3) Заказы — МеталлСейф');
  });

  it('a search with more matches than it shows says so', async () => {
    setAccessToken('token');
    mockFetch(byPath({ '/api/desk/orders/': () => ({ body: { ...list(8), limited: true } }) }));
    renderAt(<AdminRoutes />, { path: '/admin/orders?q=%D0%B8%D0%B2%D0%B0%D0%BD' });
    expect(
      await screen.findByText(
        'Найдено больше 200 заказов: показаны и посчитаны 200 самых новых. Уточните поиск или фильтры.',
      ),
    ).toBeInTheDocument();
  });

  it("an administrator's pickup filter lists the settings' points, a hidden one too", async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    const [first, second] = SETTINGS.pickupPoints.points;
    const settings = { ...SETTINGS, pickupPoints: { points: [first!, { ...second!, visible: false }] } };
    const calls = mockFetch(
      byPath({
        '/api/desk/orders/': () => ({ body: list(8) }),
        '/api/admin/settings/': () => ({ body: settingsAnswer(settings) }),
      }),
    );
    renderAt(<AdminRoutes />, { path: '/admin/orders' });
    await screen.findByRole('option', { name: 'Пункт в Химках (скрыт)' });
    const filter = screen.getByLabelText('Пункт самовывоза');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Любой', 'Склад на Складочной', 'Пункт в Химках (скрыт)']);
    await user.selectOptions(filter, 'Пункт в Химках (скрыт)');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders?point=2');
    expect(calls.at(-1)?.url).toBe('/api/desk/orders/?point=2');
  });

  it("a manager, refused the settings, filters by the points buyers are offered; the URL's other point stays named", async () => {
    setAccessToken('token');
    mockFetch(
      byPath({
        '/api/desk/orders/': () => ({ body: list(8) }),
        '/api/admin/settings/': () => ({ status: 403, body: { message: 'Недостаточно прав' } }),
      }),
    );
    renderAt(<AdminRoutes />, { path: '/admin/orders?point=5' });
    await screen.findByRole('table');
    const filter = screen.getByLabelText('Пункт самовывоза');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Любой',
      'Пункт выдачи в Торезе',
      'Пункт выдачи на Университетской',
      'Магазин на Артёма',
      'Пункт № 5',
    ]);
    expect(filter).toHaveValue('5');
  });

  it('a buyer sees «Нет доступа» and no list', async () => {
    setAccessToken('token');
    mockFetch(
      byPath({
        '/api/desk/orders/': () => ({
          status: 403,
          body: { message: 'Недостаточно прав: нужна роль менеджера или администратора' },
        }),
      }),
    );
    renderAt(<AdminRoutes />, { path: '/admin/orders' });
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("an order's page", () => {
  function api(status: (call: FetchCall) => { status?: number; body: unknown }) {
    return mockFetch(
      byPath({
        '/api/desk/orders/8/': () => ({ body: ORDER }),
        '/api/desk/orders/8/status/': status,
        '/api/desk/orders/8/comment/': (call) => ({
          body: { ...ORDER, version: 4, managerComment: (sentBody(call) as { comment: string }).comment },
        }),
      }),
    );
  }

  /** The order's page, whose «Подтвердить» answers the confirmed order. */
  function openConfirmable() {
    setAccessToken('token');
    const calls = api(() => ({
      body: { ...ORDER, status: 'confirmed', version: 4, actions: ['assembling', 'cancelled'] },
    }));
    renderAt(<AdminRoutes />, { path: '/admin/orders/8' });
    return calls;
  }

  it('shows items, VAT and history; an action sends the version once, however fast it is clicked', async () => {
    const user = userEvent.setup();
    const calls = openConfirmable();
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 8' })).toBeInTheDocument();
    expect(screen.getByText('2 063 руб. 33 коп.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Сейф ОШ-1' })).toBeInTheDocument();
    // The point as the order keeps it, not as the settings have it now.
    const delivery = within(screen.getByRole('region', { name: 'Получение' }));
    expect(
      delivery.getByText('Пункт выдачи на Университетской, г. Донецк, ул. Университетская, 48'),
    ).toBeVisible();
    expect(delivery.getByText('Часы работы: Вт–Сб 09:00–17:00, вс и пн — выходные')).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'История' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/ Новый — Покупатель$/),
      expect.stringMatching(/ — МагазинПисьмо покупателю не отправлено: лимит писем на адрес$/),
    ]);
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    await user.dblClick(confirm);
    expect(await screen.findByText('Статус заказа: «Подтверждён»')).toBeInTheDocument();
    const posts = calls.filter((call) => call.url.endsWith('/status/'));
    expect(posts.map(sentBody)).toEqual([{ status: 'confirmed', version: 3, comment: '' }]);
    expect(screen.getByRole('button', { name: 'Передать в сборку' })).toBeInTheDocument();
  });

  it('from the keyboard: Enter makes one move, focus waits on the actions, not on the next move', async () => {
    const user = userEvent.setup();
    const calls = openConfirmable();
    (await screen.findByRole('button', { name: 'Подтвердить' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Статус заказа: «Подтверждён»')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Действия' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calls.filter((call) => call.url.endsWith('/status/'))).toHaveLength(1);
  });

  it('another manager changed it first: the 409 message and a way to read it again', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    api(() => ({ status: 409, body: { message: 'Заказ уже изменён, обновите страницу' } }));
    renderAt(<AdminRoutes />, { path: '/admin/orders/8' });
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(/Заказ уже изменён, обновите страницу/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу заказа' })).toBeInTheDocument();
  });

  it('cancelling asks for the reason in a dialog and sends it', async () => {
    const user = userEvent.setup();
    setAccessToken('token');
    const calls = api(() => ({ body: { ...ORDER, status: 'cancelled', version: 4, actions: [] } }));
    renderAt(<AdminRoutes />, { path: '/admin/orders/8' });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ № 8?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, отменить заказ' }));
    expect(within(dialog).getByText('Укажите причину отмены')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Причина отмены'), 'Нет в наличии');
    await user.click(within(dialog).getByRole('button', { name: 'Да, отменить заказ' }));
    expect(await screen.findByText('Заказ закрыт: действий больше нет.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Действия' })).toHaveFocus();
    expect(sentBody(calls.find((call) => call.url.endsWith('/status/')))).toEqual({
      status: 'cancelled',
      version: 3,
      comment: 'Нет в наличии',
    });
  });
});
