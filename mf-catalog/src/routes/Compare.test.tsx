import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toStoredItem, useShopStore, type Product } from '@shop/shared';
import { mockFetch, product, renderAt } from '../testing';
import Compare from './Compare';

const alpha = product('A1', {
  name: 'Сейф Альфа',
  props: [
    { key: 'Класс', value: 'I' },
    { key: 'Замок', value: 'ключевой' },
  ],
});
const beta = product('B2', {
  name: 'Сейф Бета',
  newPrice: '15 490 руб.',
  props: [
    { key: 'Класс', value: 'I' },
    { key: 'Замок', value: 'кодовый' },
    { key: 'Полок', value: '2' },
  ],
});

/** The catalogue answers the items it has, as they are now (unknown codes are left out). */
function serveItems(items: Product[], answered: Promise<void> = Promise.resolve()) {
  return mockFetch(async (call) => {
    await answered;
    const codes = new URL(call.url, 'http://localhost').searchParams.get('codes')?.split(',') ?? [];
    return { body: { items: items.filter((item) => codes.includes(item.itemCode)) } };
  });
}

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ basket: [], favorite: [], compare: [toStoredItem(alpha), toStoredItem(beta)] });
  serveItems([alpha, beta]);
});

const table = () => within(screen.getByRole('table'));
const rowLabels = () =>
  table()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The products' values in the row `label`, in the columns' order. */
const cells = (label: string) =>
  within(table().getByRole('rowheader', { name: label }).closest('tr') ?? document.body)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('compare page', () => {
  it('shows the products side by side with every characteristic as a row', async () => {
    // Rendered with the shop's answer in, so no update comes after the test.
    await act(async () => renderAt(<Compare />));
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => within(cell).queryByRole('link')?.textContent),
    ).toEqual([undefined, 'Сейф Альфа', 'Сейф Бета']);
    expect(rowLabels()).toEqual(['Цена', 'Старая цена', 'Наличие', 'Класс', 'Замок', 'Полок']);
    expect(cells('Полок')).toEqual(['—', '2']);
  });

  it('keeps only the rows that differ with «Только различия»', async () => {
    const user = userEvent.setup();
    renderAt(<Compare />);
    await user.click(screen.getByRole('checkbox', { name: 'Только различия' }));
    expect(rowLabels()).toEqual(['Цена', 'Замок', 'Полок']);
    await user.click(screen.getByRole('checkbox', { name: 'Только различия' }));
    expect(rowLabels()).toHaveLength(6);
  });

  it('shows the stored prices until the shop answers, then its current ones in one request', async () => {
    let answer = () => {};
    const calls = serveItems(
      [{ ...alpha, newPrice: '11 990 руб.', oldPrice: null, discount: 0, discountPercentage: 0 }, beta],
      new Promise((resolve) => (answer = resolve)),
    );
    renderAt(<Compare />);
    expect(cells('Цена')).toEqual(['12 990 руб.', '15 490 руб.']);
    expect(cells('Старая цена')).toEqual(['14 990 руб.', '14 990 руб.']);
    answer();
    await waitFor(() => expect(cells('Цена')).toEqual(['11 990 руб.', '15 490 руб.']));
    expect(cells('Старая цена')).toEqual(['Старая цена не указана', '14 990 руб.']);
    expect(calls.map((call) => call.url)).toEqual(['/api/catalog/items/?codes=A1,B2']);
  });

  it('says «Под заказ» for a product the owner takes orders for without stock', async () => {
    serveItems([alpha, { ...beta, preorder: true }]);
    renderAt(<Compare />);
    expect(cells('Наличие')).toEqual(['В наличии', 'В наличии']);
    await waitFor(() => expect(cells('Наличие')).toEqual(['В наличии', 'Под заказ']));
    expect(table().getAllByRole('button', { name: 'В корзину' })).toHaveLength(2);
  });

  it('says «Нет в наличии», without a price or «В корзину», for a product the shop no longer has', async () => {
    serveItems([beta]);
    renderAt(<Compare />);
    await waitFor(() => expect(cells('Наличие')).toEqual(['Нет в наличии', 'В наличии']));
    expect(cells('Цена')).toEqual(['Новая цена не указана', '15 490 руб.']);
    const gone = table().getByRole('columnheader', { name: /Сейф Альфа/ });
    expect(within(gone).queryByRole('button', { name: 'В корзину' })).toBeNull();
    expect(table().getAllByRole('button', { name: 'В корзину' })).toHaveLength(1);
  });

  it('says «Нет в наличии» for a product with a price but no stock the owner takes orders for', async () => {
    serveItems([alpha, { ...beta, available: false }]);
    renderAt(<Compare />);
    await waitFor(() => expect(cells('Наличие')).toEqual(['В наличии', 'Нет в наличии']));
    expect(table().getAllByRole('button', { name: 'В корзину' })).toHaveLength(1);
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
