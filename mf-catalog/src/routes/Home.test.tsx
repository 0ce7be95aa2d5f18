import { screen } from '@testing-library/react';
import { HOME_MAX_CATEGORIES, type Category } from '@shop/shared';
import { mockFetch, renderAt } from '../testing';
import Home from './Home';

const safes: Category = {
  _id: '1',
  categoryName: 'Сейфы',
  categoryLink: '/catalog/seyfy',
  categoryImg: '/img/safe.svg',
  subcategories: [],
};

describe('Home', () => {
  it('holds the category grid’s place with a card-sized block per category until the catalogue answers', async () => {
    let answer: (value: { body: Category[] }) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<Home />, { path: '/' });

    const grid = screen.getByRole('status');
    expect(grid).toHaveTextContent('Загрузка…');
    // CSS modules are identity maps in tests: `placeholder` is the class that gives a card's height.
    expect(grid.querySelectorAll('.placeholder')).toHaveLength(HOME_MAX_CATEGORIES);
    expect(screen.getByRole('link', { name: 'Весь каталог' })).toBeInTheDocument();

    answer({ body: [safes] });
    expect(await screen.findByRole('link', { name: 'Сейфы' })).toHaveAttribute('href', '/catalog/seyfy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
