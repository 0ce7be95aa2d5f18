import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category as CategoryData, Subcategory } from '@shop/shared';
import { mockFetch, renderAt } from '../testing';
import CatalogIndex from './CatalogIndex';
import Category from './Category';

const sub = (name: string, itemsCount: number): Subcategory => ({
  subcategoryName: name,
  subcategoryLink: `/catalog/seyfy/${itemsCount}`,
  itemsCount,
  imageSrc: '/img/sub.svg',
  subcategories: [],
});

const safes: CategoryData = {
  _id: '1',
  categoryName: 'Сейфы',
  categoryLink: '/catalog/seyfy',
  categoryImg: '/img/safe.svg',
  subcategories: [sub('Один', 1), sub('Три', 3), sub('Много', 25), sub('Двадцать один', 21)],
};
const boxes: CategoryData = {
  ...safes,
  _id: '2',
  categoryName: 'Почтовые ящики',
  categoryLink: '/catalog/pochtovye-yashchiki',
  subcategories: [sub('Ящики', 12)],
};

describe('category pages', () => {
  it('counts items with the right Russian plural on subcategory tiles', async () => {
    const calls = mockFetch(() => ({ body: safes }));
    renderAt(<Category />, { path: '/catalog/seyfy', route: '/catalog/:category' });
    expect(await screen.findByRole('heading', { name: 'Сейфы' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/catalog/seyfy/');
    expect(screen.getByRole('link', { name: /Один/ })).toHaveTextContent('1 товар');
    expect(screen.getByRole('link', { name: /Три/ })).toHaveTextContent('3 товара');
    expect(screen.getByRole('link', { name: /Много/ })).toHaveTextContent('25 товаров');
    expect(screen.getByRole('link', { name: /Двадцать один/ })).toHaveTextContent('21 товар');
  });

  it('collapses index cards with more than two subcategories and expands them with the toggle', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: [safes, boxes] }));
    renderAt(<CatalogIndex />, { path: '/catalog' });
    const card = within((await screen.findByRole('link', { name: 'Сейфы' })).closest('article')!);
    const toggle = card.getByRole('button', { name: 'Показать все' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveStyle({ maxHeight: '50px' });
    await user.click(toggle);
    expect(card.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveStyle({ maxHeight: '800px' });

    const small = within(screen.getByRole('link', { name: 'Почтовые ящики' }).closest('article')!);
    expect(small.queryByRole('button')).not.toBeInTheDocument();
  });
});
