import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminProduct, type AdminProductsResponse, type ProductChangesResponse } from '@shop/shared';
import { type FetchCall, resetShop, sentBody } from '../../../testing';
import { adminApi, answerOf, renderAdmin } from '../../../testing/adminPage';

const SAFE: AdminProduct = {
  itemCode: '100200',
  version: 3,
  onSale: true,
  name: 'Сейф оружейный Зубр-9',
  section: 'seyfy/dlya-oruzhiya',
  sectionName: 'Сейфы / Для оружия',
  price: 12_990,
  oldPrice: null,
  available: true,
  stock: 4,
  heightMm: 1500,
  widthMm: 400,
  depthMm: 350,
  weightKg: 55.5,
  description: 'Надёжный сейф.',
  props: [{ key: 'Толщина стенки', value: '3', unit: 'мм' }],
  link: '/catalog/product?productCode=100200',
};
/** What a save sends of SAFE: its fields without the ones the server alone keeps. */
const {
  itemCode: _code,
  version: _version,
  onSale: _onSale,
  sectionName: _name,
  available: _available,
  link: _link,
  ...FIELDS
} = SAFE;
const LIST: AdminProductsResponse = {
  products: [SAFE, { ...SAFE, itemCode: '100201', name: 'Сейф снятый', onSale: false, price: null }],
  pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
};
const HISTORY: ProductChangesResponse = {
  changes: [
    {
      id: 7,
      createdAt: '2026-11-25T10:00:00.000Z',
      actor: 'Администратор (admin@shop.test)',
      source: 'admin',
      kind: 'update',
      fields: ['price'],
      before: { price: 11_990 },
      after: { price: 12_990 },
      undoOf: null,
      undoneBy: null,
    },
  ],
};

beforeEach(() => resetShop());

/** The API of «Товары»; `put` answers a save (default: the saved product). */
function api({ put, list = LIST }: { put?: (call: FetchCall) => unknown; list?: unknown } = {}) {
  const saved = (product: AdminProduct, message = 'Товар сохранён') => ({ body: { message, product } });
  return adminApi({
    '/api/admin/products/': (call) =>
      call.init.method === 'POST'
        ? saved({ ...SAFE, itemCode: 'TS-1', version: 1 }, 'Создан')
        : answerOf(list),
    '/api/admin/products/100200/': (call) => {
      if (call.init.method !== 'PUT') return { body: SAFE };
      return (
        (put?.(call) as { status: number; body: unknown } | undefined) ??
        saved({ ...SAFE, ...(sentBody(call) as object), version: 4 })
      );
    },
    '/api/admin/products/100201/': () => ({ body: LIST.products[1] }),
    '/api/admin/products/TS-1/': () => ({ body: { ...SAFE, itemCode: 'TS-1', version: 1 } }),
    '/api/admin/products/TS-1/changes/': () => ({ body: { changes: [] } }),
    '/api/admin/products/100200/changes/': () => ({ body: HISTORY }),
    '/api/admin/products/100200/offSale/': () =>
      saved({ ...SAFE, onSale: false, version: 4 }, 'Товар снят с продажи: покупатели его больше не видят'),
    '/api/pictures/item/100200/': () => ({ body: { itemCode: '100200', name: SAFE.name, pictures: [] } }),
    '/api/pictures/item/TS-1/': () => ({ body: { itemCode: 'TS-1', name: 'Сейф ТС-1', pictures: [] } }),
    '/api/admin/products/changes/7/undo/': () =>
      saved({ ...SAFE, price: 11_990, version: 4 }, 'Изменение №7 отменено'),
  });
}

const openSafe = async () => {
  const user = userEvent.setup();
  const calls = api();
  renderAdmin('/admin/products?code=100200');
  await screen.findByRole('heading', { name: 'Товар 100200' });
  return { user, calls };
};

describe('«Товары»', () => {
  it('asks a visitor to log in and shows «Нет доступа» to whom the server refuses', async () => {
    api();
    const { unmount } = renderAdmin('/admin/products', { visitor: true });
    expect(await screen.findByText(/Товары правят только администраторы магазина/)).toBeInTheDocument();
    unmount();
    api({ list: { status: 403, body: { message: 'Недостаточно прав: нужна роль администратора' } } });
    renderAdmin('/admin/products');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
  });

  it('finds products by words and section, and lists code, name, section, price, stock and status', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAdmin('/admin/products');
    expect(await screen.findByRole('link', { name: 'Товары' })).toHaveAttribute('aria-current', 'page');
    const search = await screen.findByRole('search', { name: 'Поиск товаров в каталоге' });
    await user.type(within(search).getByLabelText('Код, название или слова из названия'), 'зубр');
    await user.selectOptions(within(search).getByLabelText('Искать в разделе'), 'Сейфы / Сейфы для оружия');
    await user.click(within(search).getByRole('button', { name: 'Найти' }));
    const lists = calls.filter((call) => call.url.includes('/api/admin/products/?'));
    expect(new URL(lists.at(-1)!.url, 'http://localhost').search).toBe(
      '?query=%D0%B7%D1%83%D0%B1%D1%80&section=seyfy%2Fdlya-oruzhiya',
    );
    expect(screen.getByText('Найдено: 2')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '100200Сейф оружейный Зубр-9Сейфы / Для оружия12 990 руб.4В продаже',
      '100201Сейф снятыйСейфы / Для оружиянет цены4Снят с продажи',
    ]);
  });

  it('saves an edit with the version it was based on; «Сохранить» is disabled while saving, so one click saves once', async () => {
    const { user, calls } = await openSafe();
    let release: (value: unknown) => void = () => undefined;
    api({
      put: () => new Promise((resolve) => (release = resolve)) as never,
    });
    const name = screen.getByLabelText('Название');
    await user.clear(name);
    await user.type(name, 'Сейф Зубр-10');
    const price = screen.getByLabelText('Цена, руб.');
    await user.clear(price);
    await user.type(price, '13 500');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await user.click(save);
    expect(screen.getByRole('button', { name: 'Сохраняем…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Сохраняем…' }));
    const puts = (globalThis.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0][1].body))).toEqual({
      ...FIELDS,
      version: 3,
      name: 'Сейф Зубр-10',
      price: 13_500,
    });
    await act(async () =>
      release({
        body: {
          message: 'Товар сохранён',
          product: { ...SAFE, name: 'Сейф Зубр-10', price: 13_500, version: 4 },
        },
      }),
    );
    expect(await screen.findByText('Товар сохранён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('shows the mistakes by their fields, before sending and from the server', async () => {
    const { user } = await openSafe();
    const calls = api({
      put: () => ({ status: 400, body: { message: 'Поле «Вес»: больше 0 и не более 100 000 кг' } }),
    });
    await user.clear(screen.getByLabelText('Название'));
    const price = screen.getByLabelText('Цена, руб.');
    await user.clear(price);
    await user.type(price, 'дорого');
    await user.type(screen.getByLabelText('Старая цена, руб.'), '100');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText('Название')).toHaveAccessibleDescription('Заполните поле «Название»');
    expect(screen.getByLabelText('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Поле «Цена»: введите число/);
    expect(calls.filter((call) => call.init.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('Название'), 'Сейф');
    await user.clear(price);
    await user.type(price, '990');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText('Старая цена, руб.')).toHaveAccessibleDescription(
      /Старая цена должна быть больше цены/,
    );
    await user.clear(screen.getByLabelText('Старая цена, руб.'));
    const weight = screen.getByLabelText('Вес, кг');
    await user.clear(weight);
    await user.type(weight, '100001');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Error: Поле «Вес»: больше 0 и не более 100 000 кг')).toBeInTheDocument();
    expect(weight).toHaveAccessibleDescription('Поле «Вес»: больше 0 и не более 100 000 кг');
  });

  it('a stale save tells that another employee changed the product', async () => {
    const { user } = await openSafe();
    const message =
      'Товар изменён другим сотрудником: обновите страницу, чтобы увидеть его изменения, и внесите свои снова';
    api({ put: () => ({ status: 409, body: { message } }) });
    await user.type(screen.getByLabelText('Название'), ' новый');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
  });

  it('characteristics: a row is added with the cursor in it and removed by its own button', async () => {
    const { user } = await openSafe();
    await user.click(screen.getByRole('button', { name: 'Добавить характеристику' }));
    const key = screen.getByLabelText('Характеристика, строка 2');
    expect(key).toHaveFocus();
    await user.type(key, 'Тип замка');
    await user.type(screen.getByLabelText('Значение, строка 2'), 'Ключевой');
    await user.click(screen.getByRole('button', { name: 'Удалить характеристику, строка 1' }));
    expect(screen.getByRole('button', { name: 'Добавить характеристику' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const put = (globalThis.fetch as jest.Mock).mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put[1].body)).props).toEqual([
      { key: 'Тип замка', value: 'Ключевой', unit: '' },
    ]);
    // An empty value is caught by the form.
    await user.click(screen.getByRole('button', { name: 'Добавить характеристику' }));
    await user.type(screen.getByLabelText('Характеристика, строка 2'), 'Цвет');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Характеристика, строка 2: заполните значение');
  });

  it('«Снять с продажи» asks in a dialog: Escape gives the focus back, «Снять с продажи» there does it', async () => {
    const { user, calls } = await openSafe();
    const off = screen.getByRole('button', { name: 'Снять с продажи' });
    await user.click(off);
    let dialog = screen.getByRole('dialog', { name: 'Снять товар с продажи?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(off).toHaveFocus();
    expect(calls.filter((call) => call.url.includes('offSale'))).toHaveLength(0);

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Снять товар с продажи?' });
    await user.click(within(dialog).getByRole('button', { name: 'Снять с продажи' }));
    expect(
      await screen.findByText('Товар снят с продажи: покупатели его больше не видят'),
    ).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.url.includes('offSale')))).toEqual({ version: 3 });
    expect(screen.getByRole('button', { name: 'Вернуть в продажу' })).toBeInTheDocument();
  });

  it('the history shows who changed what, and undoes a change after a confirmation', async () => {
    const { user, calls } = await openSafe();
    const history = await screen.findByRole('region', { name: 'История изменений' });
    expect(await within(history).findByText('Цена: 11 990 руб. → 12 990 руб.')).toBeInTheDocument();
    expect(within(history).getByText('Администратор (admin@shop.test)')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Отменить изменение №7' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить изменение №7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('Изменение №7 отменено')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/api/admin/products/changes/7/undo/'))).toBe(true);
    expect(screen.getByLabelText('Цена, руб.')).toHaveValue('11990');
  });

  it('unsaved changes are not lost silently: opening another product asks first', async () => {
    const { user } = await openSafe();
    await user.type(screen.getByLabelText('Название'), ' (правка)');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(await screen.findByRole('button', { name: 'Изменить «Сейф снятый»' }));
    expect(confirm).toHaveBeenCalledWith('Есть несохранённые изменения. Уйти без сохранения?');
    expect(screen.getByRole('heading', { name: 'Товар 100200' })).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Изменить «Сейф снятый»' }));
    expect(await screen.findByRole('heading', { name: 'Товар 100201' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('«Новый товар» sends the code and every field; its pictures can be added once it is created', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderAdmin('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Новый товар' }));
    expect(screen.getByRole('heading', { name: 'Новый товар' })).toHaveFocus();
    expect(screen.getByText('Фотографии можно добавить, когда товар создан.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код товара'), 'ts-1');
    await user.type(screen.getByLabelText('Название'), 'Сейф ТС-1');
    await user.selectOptions(screen.getByLabelText('Раздел'), 'Сейфы / Сейфы для оружия / Карабинные');
    await user.type(screen.getByLabelText('Цена, руб.'), '45990');
    for (const [label, value] of [
      ['Высота, мм', '770'],
      ['Ширина, мм', '440'],
      ['Глубина, мм', '380'],
      ['Вес, кг', '61,5'],
    ]) {
      await user.type(screen.getByLabelText(label!), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(await screen.findByRole('heading', { name: 'Товар TS-1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Фотографии: Сейф ТС-1' })).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.init.method === 'POST'))).toEqual({
      itemCode: 'ts-1',
      name: 'Сейф ТС-1',
      section: 'seyfy/dlya-oruzhiya/karabinnye',
      price: 45_990,
      oldPrice: null,
      stock: null,
      heightMm: 770,
      widthMm: 440,
      depthMm: 380,
      weightKg: 61.5,
      description: '',
      props: [],
    });
  });
});
