import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShopStore } from '@shop/shared';
import { renderAt, resetShop, storedItem } from '../testing';
import Favorites from './Favorites';

const safe = storedItem('100001', { name: 'Сейф Альфа' });
const noPrice = storedItem('100002', {
  name: 'Шкаф Гамма',
  newPrice: null,
  oldPrice: null,
  discount: 0,
  discountPercentage: 0,
});

beforeEach(resetShop);

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
});
