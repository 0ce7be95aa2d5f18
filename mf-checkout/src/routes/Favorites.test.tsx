import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShopStore } from '@shop/shared';
import { mockFetch, product, renderAt, resetShop, storedItem } from '../testing';
import Favorites from './Favorites';

const safe = storedItem('100001', { name: 'Сейф Альфа' });
const noPrice = storedItem('100002', {
  name: 'Шкаф Гамма',
  newPrice: null,
  oldPrice: null,
  discount: 0,
  discountPercentage: 0,
});

/** The catalogue answers the items it has, as they are now (unknown codes are left out). */
function serveItems(items: Record<string, ReturnType<typeof product> | null>) {
  return mockFetch((call) => {
    const codes = new URL(call.url, 'http://localhost').searchParams.get('codes')?.split(',') ?? [];
    return { body: { items: codes.flatMap((code) => items[code] ?? []) } };
  });
}

beforeEach(() => {
  resetShop();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch(() => ({ status: 500 })); // the shop cannot be asked: the stored entries show
});
afterEach(() => jest.restoreAllMocks());

describe('favourites page', () => {
  it('shows the empty state with the way back to the catalogue', () => {
    renderAt(<Favorites />);
    expect(screen.getByRole('heading', { name: 'Избранное' })).toBeInTheDocument();
    expect(screen.getByText('Избранные товары отсутствуют')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/catalog');
  });

  it('shows a card per favourite with its prices and discount; only a priced one can go to the basket', () => {
    useShopStore.setState({ favorite: [safe, noPrice] });
    renderAt(<Favorites />);
    const cards = within(screen.getByRole('list', { name: 'Избранные товары' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Сейф Альфа' })).toBeInTheDocument();
    expect(first.getByText('12 990 руб.')).toBeInTheDocument();
    expect(first.getByText('14 990 руб.')).toBeInTheDocument();
    expect(first.getByText('−13% (−2 000 руб.)')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Цена не указана')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
  });

  it('adds to the basket and removes a favourite at once, down to the empty state', async () => {
    useShopStore.setState({ favorite: [safe] });
    const user = userEvent.setup();
    renderAt(<Favorites />);
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(screen.getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/basket');
    expect(useShopStore.getState().basket).toEqual([
      expect.objectContaining({ itemCode: '100001', count: 1 }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Удалить «Сейф Альфа» из избранного' }));
    expect(screen.getByText('Избранные товары отсутствуют')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('favorite') ?? 'null')).toEqual([]);
  });

  it('refreshes prices and availability from the catalogue like the basket, in the same block (no shift)', async () => {
    const calls = serveItems({
      '100001': product('100001', {
        ...safe,
        newPrice: '11 990 руб.',
        discount: 3000,
        discountPercentage: 20,
      }),
    });
    const sold = storedItem('100003', { name: 'Стеллаж Бета', newPrice: '5 000 руб.', oldPrice: null });
    useShopStore.setState({ favorite: [safe, sold] });
    renderAt(<Favorites />);
    const card = (name: string) => within(screen.getByRole('article', { name }));
    const offer = screen.getByText('12 990 руб.').closest('.offer');
    expect(offer).not.toBeNull();

    const changed = await screen.findByText(/Цена изменилась, было/);
    expect(changed).toHaveTextContent('Цена изменилась, было 12 990 руб.');
    expect(card('Сейф Альфа').getByText('11 990 руб.').closest('.offer')).toBe(offer);
    expect(card('Стеллаж Бета').getByText('Нет в наличии')).toBeInTheDocument();
    expect(card('Стеллаж Бета').queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/catalog/items/?codes=100001,100003']);

    // What goes to the basket is the price of today.
    await userEvent.setup().click(card('Сейф Альфа').getByRole('button', { name: 'В корзину' }));
    expect(useShopStore.getState().basket).toEqual([
      expect.objectContaining({ itemCode: '100001', newPrice: '11 990 руб.' }),
    ]);
  });

  it('keeps the keyboard’s place when a favourite is removed: the next card, then the heading', async () => {
    useShopStore.setState({ favorite: [safe, noPrice] });
    const user = userEvent.setup();
    renderAt(<Favorites />);
    await user.click(screen.getByRole('button', { name: 'Удалить «Сейф Альфа» из избранного' }));
    expect(screen.getByRole('link', { name: 'Шкаф Гамма' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Удалить «Шкаф Гамма» из избранного' }));
    expect(screen.getByRole('heading', { name: 'Избранное' })).toHaveFocus();
  });
});
