import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
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
  it('the server’s page already has the slider’s slot beside the promo cards, so nothing moves when the page’s code runs on a wide screen', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <MemoryRouter>
        <Home />
      </MemoryRouter>,
    );
    // CSS Modules are identity maps in tests: the class is the rule's name (Home.module.css).
    const hero = host.querySelector('.hero');
    expect(hero?.firstElementChild?.className).toBe('sliderSlot');
    expect(hero?.children.length).toBe(2);
    // With the slider's first slide in it, drawn without Swiper (HeroCover), which comes only when wanted.
    expect(hero?.firstElementChild?.querySelector('h2')?.textContent).toBe('Сейфы и металлическая мебель');
  });

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
