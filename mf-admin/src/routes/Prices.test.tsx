import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  setAccessToken,
  useLayoutDialogRequests,
  type PriceChangeResponse,
  type PriceChangesResponse,
} from '@shop/shared';
import {
  byPath,
  CATALOG_TREE,
  mockFetch,
  renderAt,
  resetShop,
  sentBody,
  type FetchCall,
  type Responder,
} from '../testing';
import Prices from './Prices';

const HISTORY: PriceChangesResponse = {
  changes: [
    {
      id: 3,
      createdAt: '2026-11-23T10:00:00.000Z',
      admin: { name: 'Администратор', email: 'admin@shop.test' },
      scope: 'seyfy/dlya-oruzhiya',
      percentage: 10,
      itemsChanged: 12,
      revertOf: null,
      revertedBy: null,
    },
  ],
  pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
};

const dryRun = (itemsChanged: number): PriceChangeResponse => ({
  message: `Будут изменены цены: ${itemsChanged}`,
  itemsChanged,
  dryRun: true,
  sumBefore: 20_000,
  sumAfter: 22_000,
  examples: [{ itemCode: '100200', name: 'Сейф ОШ-1', priceBefore: 10_000, priceAfter: 11_000 }],
  changeId: null,
});

/** The shop's API as an admin (or a buyer, `history: 403`) sees it; `price` answers the price calls. */
function api({ history = 200, price }: { history?: number; price?: Responder } = {}) {
  const priceCall: Responder = (call) => {
    if (price) return price(call);
    const { dryRun: dry } = sentBody(call) as { dryRun: boolean };
    return {
      body: dry
        ? dryRun(2)
        : { ...dryRun(2), dryRun: false, changeId: 4, message: 'Цены обновлены: 2 товара' },
    };
  };
  return mockFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (/^\/api\/admin\/.*updatePrices?\//.test(pathname)) return priceCall(call);
    return byPath({
      '/api/user/info': () => ({ body: { name: 'Анна', lastName: '', surname: '', email: 'a@shop.test' } }),
      '/api/catalog/': () => ({ body: CATALOG_TREE }),
      '/api/admin/priceChanges/': () =>
        history === 200
          ? { body: HISTORY }
          : { status: history, body: { message: 'Недостаточно прав: нужна роль администратора' } },
      '/api/admin/checkAvailability/': (c) =>
        (sentBody(c) as { itemCode: string }).itemCode === '100200'
          ? {
              body: {
                message: 'Товар «Сейф ОШ-1» (код 100200) в наличии, цена 10 000 руб.',
                itemCode: '100200',
                name: 'Сейф ОШ-1',
                available: true,
                price: 10_000,
              },
            }
          : { status: 404, body: { message: 'Товар с кодом 999 не найден' } },
      '/api/admin/priceChanges/3/revert/': () => ({
        body: {
          message: 'Изменение №3 отменено: прежние цены вернулись у 11 товаров',
          changeId: 5,
          itemsRestored: 11,
          skippedCount: 1,
          skipped: [{ itemCode: '100201', name: 'Сейф ОШ-2' }],
        },
      }),
    })(call);
  });
}

const posts = (calls: FetchCall[], part: string) =>
  calls.filter((c) => c.init.method === 'POST' && c.url.includes(part));

async function asAdmin(options?: Parameters<typeof api>[0]) {
  const user = userEvent.setup();
  setAccessToken('token');
  const calls = api(options);
  renderAt(<Prices />);
  await screen.findByRole('group', { name: 'Что изменить' });
  return { user, calls };
}

const mode = (name: string) => screen.getByRole('radio', { name });
const field = (name: string) => screen.queryByLabelText(name);

beforeEach(() => resetShop());

describe('who sees the price tool', () => {
  it('logged out: asks to log in and opens the login dialog through the layout; no forms', async () => {
    const user = userEvent.setup();
    const calls = api();
    const open = jest.fn();
    function Layout() {
      useLayoutDialogRequests('login', open);
      return <Prices />;
    }
    renderAt(<Layout />);
    expect(screen.getByRole('heading', { level: 1, name: 'Управление ценами' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Что изменить' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url.includes('/admin/'))).toHaveLength(0);
  });

  it('run without the layout, «Войти» says where the login button is', async () => {
    const user = userEvent.setup();
    api();
    renderAt(<Prices />);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Нажмите «Вход» в шапке сайта.')).toBeInTheDocument();
  });

  it('a logged-in buyer (the server answers 403) sees «Нет доступа» and no forms', async () => {
    setAccessToken('token');
    api({ history: 403 });
    renderAt(<Prices />);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Что изменить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Предпросмотр' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the six modes', () => {
  it('each mode shows its own form', async () => {
    const { user } = await asAdmin();
    const shown = () =>
      ['Код товара', 'Категория', 'Подкатегория 1', 'Подкатегория 2', 'Изменение цены, %'].filter(
        (name) => field(name) !== null,
      );
    expect(mode('Цена товара')).toBeChecked();
    expect(shown()).toEqual(['Код товара', 'Изменение цены, %']);
    await user.click(mode('Цены категории'));
    expect(shown()).toEqual(['Категория', 'Изменение цены, %']);
    await user.click(mode('Цены подкатегории 1'));
    expect(shown()).toEqual(['Категория', 'Подкатегория 1', 'Изменение цены, %']);
    await user.click(mode('Цены подкатегории 2'));
    expect(shown()).toEqual(['Категория', 'Подкатегория 1', 'Подкатегория 2', 'Изменение цены, %']);
    await user.click(mode('Цены всех товаров'));
    expect(shown()).toEqual(['Изменение цены, %']);
    await user.click(mode('Наличие товара'));
    expect(shown()).toEqual(['Код товара']);
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeInTheDocument();
  });

  it('item code and percentage are required, the percentage numeric; nothing is sent until they are', async () => {
    const { user, calls } = await asAdmin();
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    expect(field('Код товара')).toHaveAccessibleDescription('Укажите код товара');
    expect(field('Код товара')).toHaveFocus();
    expect(field('Изменение цены, %')).toHaveAccessibleDescription(
      expect.stringContaining('Укажите процент'),
    );
    await user.type(field('Код товара')!, '100200');
    await user.type(field('Изменение цены, %')!, 'десять');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    expect(field('Изменение цены, %')).toHaveAccessibleDescription(
      expect.stringContaining('Процент должен быть числом'),
    );
    expect(posts(calls, 'updatePrice')).toHaveLength(0);

    // Negative and decimal, with a comma: fine.
    await user.clear(field('Изменение цены, %')!);
    await user.type(field('Изменение цены, %')!, '-2,5');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    await screen.findByRole('heading', { name: 'Предпросмотр изменения' });
    const [sent] = posts(calls, 'updatePrice');
    expect(sent?.url).toBe('/api/admin/updatePrice/100200/');
    expect(sentBody(sent)).toEqual({ percentage: -2.5, dryRun: true });
  });

  it('subcategory 2 mode requires the second-level section; the selects narrow each other', async () => {
    const { user, calls } = await asAdmin();
    await user.click(mode('Цены подкатегории 2'));
    const level1 = field('Подкатегория 1') as HTMLSelectElement;
    expect(within(level1).getAllByRole('option')).toHaveLength(1);
    await user.selectOptions(field('Категория')!, 'Сейфы');
    await user.selectOptions(level1, 'Сейфы для оружия');
    await user.type(field('Изменение цены, %')!, '10');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    expect(field('Подкатегория 2')).toHaveAccessibleDescription('Выберите подкатегорию 2');
    expect(posts(calls, 'updatePrices')).toHaveLength(0);
    await user.selectOptions(field('Подкатегория 2')!, 'Карабинные');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    await screen.findByRole('heading', { name: 'Предпросмотр изменения' });
    expect(posts(calls, 'updatePrices')[0]?.url).toBe(
      '/api/admin/seyfy/dlya-oruzhiya/karabinnye/updatePrices/',
    );
    // Another category empties the levels below it.
    await user.selectOptions(field('Категория')!, 'Верстаки');
    expect(field('Подкатегория 1')).toHaveValue('');
    expect(field('Подкатегория 2')).toHaveValue('');
  });
});

describe('preview, then apply', () => {
  it('shows the count, the sums and examples; «Применить» sends the real call and shows its message', async () => {
    const { user, calls } = await asAdmin();
    await user.type(field('Код товара')!, '100200');
    await user.tab();
    expect(await screen.findByText('Сейф ОШ-1 — 10 000 руб.')).toBeInTheDocument();
    await user.type(field('Изменение цены, %')!, '10');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const preview = await screen.findByRole('region', { name: 'Предпросмотр изменения' });
    expect(preview).toHaveTextContent('Изменится товаров2');
    expect(preview).toHaveTextContent('Сумма цен до20 000 руб.');
    expect(preview).toHaveTextContent('Сумма цен после22 000 руб.');
    expect(preview).toHaveTextContent('Сейф ОШ-1 (100200): 10 000 руб. → 11 000 руб.');
    const historyReads = calls.filter((c) => c.url.includes('priceChanges')).length;

    await user.click(within(preview).getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Цены обновлены: 2 товара')).toBeInTheDocument();
    expect(posts(calls, 'updatePrice').map((c) => sentBody(c))).toEqual([
      { percentage: 10, dryRun: true },
      { percentage: 10, dryRun: false },
    ]);
    expect(screen.queryByRole('region', { name: 'Предпросмотр изменения' })).not.toBeInTheDocument();
    // The history is read again, so the new change shows up.
    expect(calls.filter((c) => c.url.includes('priceChanges')).length).toBeGreaterThan(historyReads);
  });

  it('all products: «Применить» asks once more, naming the number of items; «Отмена» sends nothing', async () => {
    const { user, calls } = await asAdmin({
      price: (call) =>
        (sentBody(call) as { dryRun: boolean }).dryRun
          ? { body: dryRun(15_000) }
          : { body: { ...dryRun(15_000), dryRun: false, changeId: 9, message: '' } },
    });
    await user.click(mode('Цены всех товаров'));
    await user.type(field('Изменение цены, %')!, '5');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    await user.click(await screen.findByRole('button', { name: 'Применить' }));
    let dialog = screen.getByRole('dialog', { name: 'Изменить цены всех товаров?' });
    expect(dialog).toHaveTextContent('Цены 15 000 товаров изменятся на +5 %');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(posts(calls, 'updatePrices')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Применить' }));
    dialog = screen.getByRole('dialog', { name: 'Изменить цены всех товаров?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, изменить цены 15 000 товаров' }));
    // An answer without a message shows 'Success' (spec section 7).
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(sentBody(posts(calls, 'updatePrices')[1])).toEqual({ percentage: 5, dryRun: false });
  });

  it("a refusal shows 'Error: ' and the server's message; a network failure says so", async () => {
    let network = false;
    const { user } = await asAdmin({
      price: () => {
        if (network) throw new TypeError('Failed to fetch');
        return { status: 400, body: { message: 'Поле «Процент»: от -90 до 1000' } };
      },
    });
    await user.click(mode('Цены всех товаров'));
    await user.type(field('Изменение цены, %')!, '5000');
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    expect(await screen.findByText('Error: Поле «Процент»: от -90 до 1000')).toBeInTheDocument();
    network = true;
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    expect(await screen.findByText('Error: Нет связи с сервером, ничего не изменено')).toBeInTheDocument();
  });
});

describe('availability and history', () => {
  it('the availability check shows name, price, availability and the message; an unknown code an error', async () => {
    const { user } = await asAdmin();
    await user.click(mode('Наличие товара'));
    await user.type(field('Код товара')!, '100200');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(
      await screen.findByText('Товар «Сейф ОШ-1» (код 100200) в наличии, цена 10 000 руб.'),
    ).toBeInTheDocument();
    expect(screen.getByText('В наличии')).toBeInTheDocument();
    await user.clear(field('Код товара')!);
    await user.type(field('Код товара')!, '999');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Error: Товар с кодом 999 не найден')).toBeInTheDocument();
  });

  it('lists the changes with section names; «Отменить» asks first, then reverts and lists what it left', async () => {
    const { user, calls } = await asAdmin();
    const row = (await screen.findByRole('cell', { name: 'Сейфы › Сейфы для оружия' })).closest('tr')!;
    expect(row).toHaveTextContent('+10 %');
    expect(row).toHaveTextContent('admin@shop.test');
    await user.click(within(row).getByRole('button', { name: 'Отменить изменение №3' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить изменение №3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    expect(
      await screen.findByText('Изменение №3 отменено: прежние цены вернулись у 11 товаров'),
    ).toBeInTheDocument();
    expect(screen.getByText('Сейф ОШ-2 (100201)')).toBeInTheDocument();
    expect(posts(calls, 'revert')).toHaveLength(1);
  });
});
