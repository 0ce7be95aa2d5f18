import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, ListingFiltersResponse, ListingResponse } from '@shop/shared';
import { mockFetch, product, renderAt, type FetchCall } from '../testing';
import Listing from './Listing';

const ROUTE = '/catalog/:category/:primary/:secondary?';

const safes: Category = {
  _id: '1',
  categoryName: 'Сейфы',
  categoryLink: '/catalog/seyfy',
  categoryImg: '/img/safe.svg',
  subcategories: [
    {
      subcategoryName: 'Сейфы для оружия',
      subcategoryLink: '/catalog/seyfy/dlya-oruzhiya',
      itemsCount: 400,
      imageSrc: '/img/gun.svg',
      subcategories: [
        {
          subcategoryName: 'Для пистолетов',
          subcategoryLink: '/catalog/seyfy/dlya-oruzhiya/dlya-pistoletov',
          itemsCount: 120,
          imageSrc: '/img/pistol.svg',
        },
        {
          subcategoryName: 'Оружейные шкафы',
          subcategoryLink: '/catalog/seyfy/dlya-oruzhiya/oruzheynye-shkafy',
          itemsCount: 80,
          imageSrc: '/img/cabinet.svg',
        },
      ],
    },
  ],
};

const facets: ListingFiltersResponse = {
  total: 400,
  price: { min: 4000, max: 90000 },
  available: 390,
  props: [{ type: 'values', key: 'Тип замка', values: [{ value: 'Ключевой', count: 128 }] }],
};

/** The API double: the category call answers the tree of «Сейфы», the filters call its counts, the rest a listing page. */
const api = ({ url }: FetchCall) => ({
  body: url === '/api/catalog/seyfy/' ? safes : url.includes('/filters/') ? facets : listing(url),
});

function listing(url: string): ListingResponse {
  const params = new URL(url, 'http://shop.test').searchParams;
  const page = Number(params.get('page'));
  const total = params.has('f.Тип замка') ? 128 : 400;
  const totalPages = Math.ceil(total / 20);
  return {
    title: 'Сейфы для оружия',
    // Past the last page the API answers no products (and the true count).
    products:
      page <= totalPages
        ? [product(`P${page}-${params.get('sort')}`, { name: `Товар страницы ${page}` })]
        : [],
    pagination: { page, limit: 20, total, totalPages },
  };
}

/** The listing calls made (the category call for the breadcrumbs and the filters call left out). */
const requested = (calls: FetchCall[]) =>
  calls.map(({ url }) => url).filter((url) => url.includes('?') && !url.includes('/filters/'));
const location = () => screen.getByTestId('location').textContent;
/** The top pagination (the bottom one is the same). */
const topPages = () => within(screen.getByRole('navigation', { name: 'Страницы' }));

describe('listing page', () => {
  it('loads the listing path with limit 20, page 1 and the default sort, with paging at top and bottom', async () => {
    const calls = mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya', route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'Сейфы для оружия' })).toBeInTheDocument();
    expect(requested(calls)).toEqual(['/api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=1&sort=name_asc']);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Страницы, внизу списка' })).toBeInTheDocument();
  });

  it('shows breadcrumbs and links to the second-level sections, marking the current one', async () => {
    mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya/dlya-pistoletov', route: ROUTE });
    const crumbs = within(await screen.findByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(await crumbs.findByRole('link', { name: 'Сейфы' })).toHaveAttribute('href', '/catalog/seyfy');
    expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
    const sections = within(screen.getByRole('navigation', { name: 'Разделы' }));
    expect(sections.getByRole('link', { name: 'Для пистолетов' })).toHaveAttribute('aria-current', 'page');
    expect(sections.getByRole('link', { name: 'Оружейные шкафы' })).not.toHaveAttribute('aria-current');
  });

  it('sorts from the dropdown: the URL gets the sort, the list is requested again from page 1', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya?page=3', route: ROUTE });
    const button = await screen.findByRole('button', { name: /Сортировка: По названию, А–Я/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'По названию, А–Я',
      'По названию, Я–А',
      'Сначала дешевле',
      'Сначала дороже',
    ]);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();

    await user.click(screen.getByRole('menuitemradio', { name: 'Сначала дешевле' }));
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?sort=price_asc');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Сортировка: Сначала дешевле/ })).toHaveFocus();
    await waitFor(() =>
      expect(requested(calls)).toContain('/api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=1&sort=price_asc'),
    );
  });

  it('works from the keyboard and closes on Escape without changing the sort', async () => {
    const user = userEvent.setup();
    mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya?sort=name_desc', route: ROUTE });
    const button = await screen.findByRole('button', { name: /По названию, Я–А/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'По названию, Я–А' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Сначала дешевле' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?sort=name_desc');

    await user.click(button);
    await user.keyboard('{ArrowUp}{Enter}');
    // The default sort is left out of the URL.
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya');
  });

  it('shows 2 margin pages and 3 around the current one with the labels < and >', async () => {
    mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya?page=10', route: ROUTE });
    await screen.findByText('Товар страницы 10');
    const labels = topPages()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(['<', '1', '2', '...', '9', '10', '11', '...', '19', '20', '>']);
    expect(topPages().getByRole('link', { name: 'Страница 10, текущая' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pages through the URL without losing the sort, and every page is a real link', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya?sort=price_desc', route: ROUTE });
    await screen.findByText('Товар страницы 1');
    expect(topPages().getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '?page=2&sort=price_desc',
    );

    await user.click(topPages().getByRole('link', { name: 'Страница 2' }));
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?page=2&sort=price_desc');
    expect(await screen.findByText('Товар страницы 2')).toBeInTheDocument();
    expect(requested(calls)).toContain('/api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=2&sort=price_desc');

    await user.click(topPages().getByRole('button', { name: 'Предыдущая страница' }));
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?sort=price_desc');
  });

  it('shows the last page for a page past it, the URL corrected in place, never «no products» under a count', async () => {
    const calls = mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya?page=35&sort=price_desc', route: ROUTE });
    expect(await screen.findByText('Товар страницы 20')).toBeInTheDocument();
    expect(location()).toBe('/catalog/seyfy/dlya-oruzhiya?page=20&sort=price_desc');
    expect(topPages().getByRole('link', { name: 'Страница 20, текущая' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requested(calls)).toContain('/api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=20&sort=price_desc');
    expect(screen.queryByText('В этом разделе пока нет товаров.')).not.toBeInTheDocument();
  });

  it.each(['0', '-3', 'abc', '2.5'])('falls back to page 1 for ?page=%s', async (page) => {
    const calls = mockFetch(api);
    renderAt(<Listing />, { path: `/catalog/seyfy/dlya-oruzhiya?page=${page}`, route: ROUTE });
    expect(await screen.findByText('Товар страницы 1')).toBeInTheDocument();
    expect(requested(calls)).toEqual(['/api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=1&sort=name_asc']);
  });

  it('shows a Russian notice with a retry when the call fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch((call) => (fail ? { status: 503, body: {} } : api(call)));
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya', route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    expect(log).toHaveBeenCalledWith('HTTP error! Status: 503');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Сейфы для оружия' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('says the section does not exist when the API answers 404', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 404, body: { message: 'Раздел каталога не найден' } }));
    renderAt(<Listing />, { path: '/catalog/seyfy/net-takogo', route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'Раздел каталога не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog');
    log.mockRestore();
  });

  it('filters: a choice asks for the list and its counts with the filter, from page 1, and says how many', async () => {
    const calls = mockFetch(api);
    renderAt(<Listing />, { path: '/catalog/seyfy/dlya-oruzhiya?page=3&sort=price_asc', route: ROUTE });
    expect(await screen.findByText('Найдено 400 товаров')).toHaveAttribute('role', 'status');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ключевой/ }));
    const filtered =
      '/api/catalog/seyfy/dlya-oruzhiya/?limit=20&page=1&sort=price_asc&f.%D0%A2%D0%B8%D0%BF+%D0%B7%D0%B0%D0%BC%D0%BA%D0%B0=%D0%9A%D0%BB%D1%8E%D1%87%D0%B5%D0%B2%D0%BE%D0%B9';
    await waitFor(() => expect(requested(calls)).toContain(filtered));
    expect(calls.map(({ url }) => url)).toContain(
      '/api/catalog/seyfy/dlya-oruzhiya/filters/?f.%D0%A2%D0%B8%D0%BF+%D0%B7%D0%B0%D0%BC%D0%BA%D0%B0=%D0%9A%D0%BB%D1%8E%D1%87%D0%B5%D0%B2%D0%BE%D0%B9',
    );
    expect(await screen.findByText('Найдено 128 товаров')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Убрать фильтр: Тип замка: Ключевой' })).toBeInTheDocument();
  });
});
