import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { HOME_MAX_CATEGORIES, type Category, type HeroSlide, type PromoCard } from '@shop/shared';
import { mockFetch, renderAt, siteCache, siteContent } from '../testing';
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
      <SWRConfig value={{ provider: () => siteCache() }}>
        <MemoryRouter>
          <Home />
        </MemoryRouter>
      </SWRConfig>,
    );
    // CSS Modules are identity maps in tests: the class is the rule's name (Home.module.css).
    const hero = host.querySelector('.hero');
    expect(hero?.firstElementChild?.className).toBe('sliderSlot');
    expect(hero?.children.length).toBe(2);
    // With the slider's first slide in it, drawn without Swiper (HeroCover), which comes only when wanted.
    expect(hero?.firstElementChild?.querySelector('h2')?.textContent).toBe(
      siteContent().home.slides[0]?.title,
    );
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

  it('shows the owner’s first slide and his promo cards, in his order, with their links and pictures', () => {
    const picture = (name: string) => ({
      width: 400,
      height: 400,
      src: `/api/settings/${name}.jpg`,
      sources: [{ type: 'image/webp', srcset: `/api/settings/${name}.webp 1x` }],
    });
    const slides: HeroSlide[] = [
      {
        title: 'Сейфы в Твери',
        text: 'Доставим завтра',
        image: picture('slide'),
        link: { to: '/catalog/seyfy', label: 'Смотреть сейфы' },
        visible: true,
      },
      { title: 'Верстаки', text: 'Для гаража', image: null, link: null, visible: true },
    ];
    const promos: PromoCard[] = [
      {
        title: 'Шкафы',
        text: 'Для архива',
        to: '/catalog/metallicheskie-shkafy',
        image: picture('b'),
        visible: true,
      },
      { title: 'Стеллажи', text: 'Для склада', to: '/catalog/stellazhi', image: picture('a'), visible: true },
    ];
    mockFetch(() => new Promise(() => undefined));
    const { container } = renderAt(<Home />, { site: siteContent({ home: { slides, promos } }) });

    const hero = screen.getByRole('region', { name: 'Предложения магазина' });
    expect(within(hero).getByRole('heading', { name: 'Сейфы в Твери' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Смотреть сейфы' })).toHaveAttribute(
      'href',
      '/catalog/seyfy',
    );
    expect(hero.querySelector('picture source')).toHaveAttribute('srcset', '/api/settings/slide.webp 1x');
    expect(hero.querySelector('img')).toHaveAttribute('src', '/api/settings/slide.jpg');
    expect(screen.queryByText('Сейфы и металлическая мебель')).not.toBeInTheDocument();

    const cards = [...container.querySelectorAll('.cards a')];
    expect(
      cards.map((card) => [card.getAttribute('href'), card.querySelector('.title')?.textContent]),
    ).toEqual([
      ['/catalog/metallicheskie-shkafy', 'Шкафы'],
      ['/catalog/stellazhi', 'Стеллажи'],
    ]);
    expect(cards[0]?.querySelector('img')).toHaveAttribute('src', '/api/settings/b.jpg');
  });

  it('names the page in its h1 after the owner’s shop', () => {
    mockFetch(() => new Promise(() => undefined));
    const site = siteContent();
    renderAt(<Home />, {
      site: { ...site, shop: { ...site.shop, name: 'Сейф-Дом', slogan: 'Сейфы в Твери' } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Сейф-Дом: сейфы в твери');
  });
});
