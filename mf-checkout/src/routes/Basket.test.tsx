import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectBasketCount, useShopStore } from '@shop/shared';
import { mockFetch, product, renderAt, resetShop, storedItem } from '../testing';
import Basket from './Basket';

const safe = storedItem('100001', {
  name: 'Сейф Альфа',
  newPrice: '10 000 руб.',
  oldPrice: '12 000 руб.',
  count: 2,
});
const shelf = storedItem('100002', {
  name: 'Стеллаж Бета',
  newPrice: '5 003 руб.',
  oldPrice: null,
  discount: 0,
});

/** The catalogue answers the items it has, as they are now (unknown codes are left out). */
function serveItems(items: Record<string, ReturnType<typeof product> | null>) {
  return mockFetch((call) => {
    const codes = new URL(call.url, 'http://localhost').searchParams.get('codes')?.split(',') ?? [];
    return { body: { items: codes.flatMap((code) => items[code] ?? []) } };
  });
}
const asProduct = (item: typeof safe) =>
  product(item.itemCode, { ...item, available: item.newPrice !== null });

const summary = () => within(screen.getByRole('complementary', { name: 'Сумма заказа' }));
const row = (label: string) => summary().getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  resetShop();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('basket page', () => {
  it('shows the empty state with the way back to the catalogue', () => {
    mockFetch(() => ({ status: 500 }));
    renderAt(<Basket />);
    expect(screen.getByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(screen.getByText('Нажмите на кнопку, чтобы продолжить покупки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/catalog');
  });

  it('shows every entry with its prices and the sums: old and new total, saving, VAT, delivery', async () => {
    serveItems({ '100001': asProduct(safe), '100002': asProduct(shelf) });
    useShopStore.setState({ basket: [safe, shelf] });
    renderAt(<Basket />);
    expect(screen.getByRole('link', { name: 'Сейф Альфа' })).toHaveAttribute(
      'href',
      '/catalog/product?productCode=100001',
    );
    expect(await screen.findByText('−13% (−2 000 руб.)')).toBeInTheDocument();
    expect(row('Товары (3 шт.)')).toBe('25 003 руб.');
    expect(row('Сумма без скидки')).toBe('29 003 руб.');
    expect(row('Экономия')).toBe('4 000 руб.');
    expect(row('Сумма НДС')).toBe('4 167 руб.'); // 20/120 of 25 003 = 4 167,17
    expect(row('Доставка')).toBe('Договорная');
    expect(summary().getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/order');
  });

  it('changes counts and removes entries at once, the header count following the store', async () => {
    serveItems({ '100001': asProduct(safe), '100002': asProduct(shelf) });
    useShopStore.setState({ basket: [safe, shelf] });
    const user = userEvent.setup();
    renderAt(<Basket />);
    const card = (name: string) => within(screen.getByRole('article', { name }));

    await user.click(card('Стеллаж Бета').getByRole('button', { name: 'Увеличить' }));
    expect(row('Товары (4 шт.)')).toBe('30 006 руб.');
    await user.click(card('Сейф Альфа').getByRole('button', { name: 'Уменьшить' }));
    expect(selectBasketCount(useShopStore.getState())).toBe(3);

    // At a count of 1 minus removes the entry.
    await user.click(card('Сейф Альфа').getByRole('button', { name: 'Уменьшить' }));
    expect(screen.queryByRole('article', { name: 'Сейф Альфа' })).not.toBeInTheDocument();

    await user.click(card('Стеллаж Бета').getByRole('button', { name: 'Удалить «Стеллаж Бета» из корзины' }));
    expect(screen.getByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('basket') ?? 'null')).toEqual([]);
  });

  it('refreshes the entries from the shop with one request: a new price is marked, an item no longer sold is kept but not counted', async () => {
    const calls = serveItems({
      '100001': asProduct({ ...safe, newPrice: '11 000 руб.', discount: 1000, discountPercentage: 8 }),
      '100002': null,
    });
    useShopStore.setState({ basket: [safe, shelf] });
    renderAt(<Basket />);
    const changed = await screen.findByText(/Цена изменилась, было/);
    expect(changed).toHaveTextContent('Цена изменилась, было 10 000 руб.');
    expect(
      within(screen.getByRole('article', { name: 'Стеллаж Бета' })).getByText(/Нет в наличии/),
    ).toBeInTheDocument();
    expect(row('Товары (2 шт.)')).toBe('22 000 руб.');
    expect(useShopStore.getState().basket).toHaveLength(2);
    expect(calls.map((call) => call.url)).toEqual(['/api/catalog/items/?codes=100001,100002']);
  });

  it('marks «Под заказ» an entry the shop has none of but takes orders for, and counts it', async () => {
    serveItems({ '100001': asProduct(safe), '100002': { ...asProduct(shelf), preorder: true } });
    useShopStore.setState({ basket: [safe, shelf] });
    renderAt(<Basket />);
    const ordered = within(screen.getByRole('article', { name: 'Стеллаж Бета' }));
    expect(await ordered.findByText('Под заказ')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Сейф Альфа' })).queryByText('Под заказ')).toBeNull();
    expect(row('Товары (3 шт.)')).toBe('25 003 руб.');
  });

  it('keeps but does not count an entry with a price and no stock the owner takes orders for', async () => {
    serveItems({ '100001': asProduct(safe), '100002': { ...asProduct(shelf), available: false } });
    useShopStore.setState({ basket: [safe, shelf] });
    renderAt(<Basket />);
    const out = within(screen.getByRole('article', { name: 'Стеллаж Бета' }));
    expect(await out.findByText(/Нет в наличии/)).toBeInTheDocument();
    expect(row('Товары (2 шт.)')).toBe('20 000 руб.');
  });

  it('keeps the stored prices when the shop cannot be asked', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    useShopStore.setState({ basket: [safe] });
    renderAt(<Basket />);
    await screen.findByRole('article', { name: 'Сейф Альфа' });
    expect(calls.length).toBeGreaterThan(0);
    expect(row('Товары (2 шт.)')).toBe('20 000 руб.');
  });

  it('keeps the keyboard’s place when an entry goes: the next entry, the new last one, then the heading', async () => {
    const third = storedItem('100003', { name: 'Верстак Гамма' });
    serveItems({ '100001': asProduct(safe), '100002': asProduct(shelf), '100003': asProduct(third) });
    useShopStore.setState({ basket: [safe, shelf, third] });
    const user = userEvent.setup();
    renderAt(<Basket />);
    const card = (name: string) => within(screen.getByRole('article', { name }));

    await user.click(card('Сейф Альфа').getByRole('button', { name: 'Удалить «Сейф Альфа» из корзины' }));
    expect(screen.getByRole('link', { name: 'Стеллаж Бета' })).toHaveFocus();

    await user.click(card('Верстак Гамма').getByRole('button', { name: 'Уменьшить' })); // 1 → removed
    expect(screen.getByRole('link', { name: 'Стеллаж Бета' })).toHaveFocus();

    await user.click(card('Стеллаж Бета').getByRole('button', { name: 'Удалить «Стеллаж Бета» из корзины' }));
    expect(screen.getByRole('heading', { name: 'Корзина' })).toHaveFocus();
  });
});
