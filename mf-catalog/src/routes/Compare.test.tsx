import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toStoredItem, useShopStore } from '@shop/shared';
import { product, renderAt } from '../testing';
import Compare from './Compare';

const first = toStoredItem(
  product('A1', {
    name: 'Сейф Альфа',
    props: [
      { key: 'Класс', value: 'I' },
      { key: 'Замок', value: 'ключевой' },
    ],
  }),
);
const second = toStoredItem(
  product('B2', {
    name: 'Сейф Бета',
    newPrice: '15 490 руб.',
    props: [
      { key: 'Класс', value: 'I' },
      { key: 'Замок', value: 'кодовый' },
      { key: 'Полок', value: '2' },
    ],
  }),
);

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ basket: [], favorite: [], compare: [first, second] });
});

const rowLabels = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('compare page', () => {
  it('shows the products side by side with every characteristic as a row', () => {
    renderAt(<Compare />);
    const table = within(screen.getByRole('table'));
    expect(
      table.getAllByRole('columnheader').map((cell) => within(cell).queryByRole('link')?.textContent),
    ).toEqual([undefined, 'Сейф Альфа', 'Сейф Бета']);
    expect(rowLabels()).toEqual(['Цена', 'Старая цена', 'Наличие', 'Класс', 'Замок', 'Полок']);
    const shelves = table.getByRole('row', { name: /Полок/ });
    expect(
      within(shelves)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '2']);
  });

  it('keeps only the rows that differ with «Только различия»', async () => {
    const user = userEvent.setup();
    renderAt(<Compare />);
    await user.click(screen.getByRole('checkbox', { name: 'Только различия' }));
    expect(rowLabels()).toEqual(['Цена', 'Замок', 'Полок']);
    await user.click(screen.getByRole('checkbox', { name: 'Только различия' }));
    expect(rowLabels()).toHaveLength(6);
  });

  it('removes one product, adds one to the basket, and clears the list down to the empty state', async () => {
    const user = userEvent.setup();
    renderAt(<Compare />);
    await user.click(screen.getByRole('button', { name: 'Удалить «Сейф Альфа» из сравнения' }));
    expect(screen.queryByRole('link', { name: 'Сейф Альфа' })).not.toBeInTheDocument();
    expect(useShopStore.getState().compare.map((item) => item.itemCode)).toEqual(['B2']);

    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(screen.getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/basket');
    expect(useShopStore.getState().basket).toEqual([expect.objectContaining({ itemCode: 'B2', count: 1 })]);

    await user.click(screen.getByRole('button', { name: 'Очистить список' }));
    expect(screen.getByText('Список сравнения пуст')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog');
    expect(JSON.parse(localStorage.getItem('compare') ?? 'null')).toEqual([]);
  });
});
