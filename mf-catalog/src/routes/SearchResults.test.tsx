import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PageStatusContext,
  type ListingFiltersResponse,
  type PageStatus,
  type SearchResponse,
} from '@shop/shared';
import { mockFetch, product, renderAt, type FetchCall } from '../testing';
import SearchResults from './SearchResults';

/** The panel over the matches of «сейф»: 45 of them, 12 with a key lock. */
const facets: ListingFiltersResponse = {
  total: 45,
  price: { min: 4000, max: 90000 },
  available: 40,
  props: [
    {
      type: 'values',
      key: 'Тип замка',
      values: [
        { value: 'Ключевой', count: 12 },
        { value: 'Электронный', count: 33 },
      ],
    },
  ],
};

/**
 * The API double: 45 matches for «сейф» (12 with `f.Тип замка`), paged 20 at a time; «абырвалг» finds
 * nothing; the filters call answers the panel above.
 */
function answer({ url }: FetchCall): { body: SearchResponse | ListingFiltersResponse } {
  const params = new URL(url, 'http://shop.test').searchParams;
  if (url.includes('/filters/')) {
    return { body: params.has('f.Тип замка') ? { ...facets, total: 12 } : facets };
  }
  const query = params.get('query') ?? '';
  const page = Number(params.get('page'));
  const total = query === 'абырвалг' ? 0 : params.has('f.Тип замка') ? 12 : 45;
  const first = (page - 1) * 20;
  const results = Array.from({ length: Math.max(0, Math.min(20, total - first)) }, (_, i) =>
    product(String(100_000 + first + i), { name: `Сейф ${first + i + 1} (${params.get('sort')})` }),
  );
  return {
    body: { results, query, corrected: false, total, relaxed: query === 'сейф с отпечатком', expanded: [] },
  };
}
/** A search answer of the double, changed. */
const searchAnswer = (call: FetchCall, change: Partial<SearchResponse>) => {
  const { body } = answer(call);
  return { body: 'results' in body ? { ...body, ...change } : body };
};

/** The search calls made (the panel's filters calls left out). */
const requested = (calls: FetchCall[]) =>
  calls.map(({ url }) => url).filter((url) => !url.includes('/filters/'));
const location = () => screen.getByTestId('location').textContent;
const topPages = () => within(screen.getByRole('navigation', { name: 'Страницы' }));
const search = (query: string) => `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products`;

describe('search results page', () => {
  it('asks the API for page 1 of 20 and says how many items were found, with the right plural', async () => {
    const calls = mockFetch(answer);
    renderAt(<SearchResults />, { path: '/catalog/search?query=сейф' });
    expect(await screen.findByText('Найдено 45 товаров')).toBeInTheDocument();
    expect(requested(calls)).toEqual([`${search('сейф')}&limit=20&page=1&sort=relevance`]);
    expect(screen.getByRole('heading', { name: 'Результаты поиска по запросу «сейф»' })).toBeInTheDocument();
    expect(screen.getByText('Сейф 1 (relevance)')).toBeInTheDocument();
    expect(
      topPages()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['<', '1', '2', '3', '>']);
  });

  it('pages and sorts through the URL, best match first by default: the query stays, every page is a link, Back returns', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(answer);
    renderAt(<SearchResults />, { path: '/catalog/search?query=сейф' });
    await screen.findByText('Сейф 1 (relevance)');
    await user.click(topPages().getByRole('link', { name: 'Страница 3' }));
    expect(location()).toBe(`/catalog/search?query=${encodeURIComponent('сейф')}&page=3`);
    expect(await screen.findByText('Сейф 41 (relevance)')).toBeInTheDocument();
    expect(requested(calls)).toContain(`${search('сейф')}&limit=20&page=3&sort=relevance`);

    await user.click(screen.getByRole('button', { name: /Сортировка: По релевантности/ }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'По релевантности',
      'По названию, А–Я',
      'По названию, Я–А',
      'Сначала дешевле',
      'Сначала дороже',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Сначала дешевле' }));
    expect(location()).toBe(`/catalog/search?query=${encodeURIComponent('сейф')}&sort=price_asc`);
    expect(await screen.findByText('Сейф 1 (price_asc)')).toBeInTheDocument();
    await waitFor(() =>
      expect(requested(calls)).toContain(`${search('сейф')}&limit=20&page=1&sort=price_asc`),
    );
  });

  /** Renders the results at `path` as the server does: the redirects the page asks for are returned. */
  function renderOnServer(path: string): string[] {
    const redirects: string[] = [];
    const status: PageStatus = {
      setTitle: () => undefined,
      describe: () => undefined,
      markNotFound: () => undefined,
      decidedBy: () => undefined,
      redirect: (target) => redirects.push(target),
    };
    renderAt(
      <PageStatusContext.Provider value={status}>
        <SearchResults />
      </PageStatusContext.Provider>,
      { path },
    );
    return redirects;
  }

  it('a page past the last shows the last one, its URL corrected; on the server it asks for a redirect there', async () => {
    mockFetch(answer);
    const redirects = renderOnServer('/catalog/search?query=сейф&page=9&sort=price_asc');
    expect(await screen.findByText('Сейф 41 (price_asc)')).toBeInTheDocument();
    const last = `/catalog/search?query=${encodeURIComponent('сейф')}&page=3&sort=price_asc`;
    expect(location()).toBe(last);
    // Every render of the page past the last named the last page; the corrected page asks for nothing.
    expect(redirects.length).toBeGreaterThan(0);
    expect(new Set(redirects)).toEqual(new Set([last]));
  });

  it('a page within the results asks the server for no redirect', async () => {
    mockFetch(answer);
    const redirects = renderOnServer('/catalog/search?query=сейф&page=3');
    expect(await screen.findByText('Сейф 41 (relevance)')).toBeInTheDocument();
    expect(redirects).toEqual([]);
  });

  it('one match reads «Найден 1 товар», as a listing says it', async () => {
    mockFetch((call) => searchAnswer(call, { total: 1 }));
    renderAt(<SearchResults />, { path: '/catalog/search?query=сейф' });
    expect(await screen.findByText('Найден 1 товар')).toBeInTheDocument();
  });

  it("a count at the API's bound reads «не менее»", async () => {
    mockFetch((call) => searchAnswer(call, { total: 500 }));
    renderAt(<SearchResults />, { path: '/catalog/search?query=сейф' });
    expect(await screen.findByText('Найдено не менее 500 товаров')).toBeInTheDocument();
  });

  it('says «Найдено по части слов» when not every word matched', async () => {
    mockFetch(answer);
    renderAt(<SearchResults />, { path: `/catalog/search?query=${encodeURIComponent('сейф с отпечатком')}` });
    expect(await screen.findByText('Найдено по части слов')).toBeInTheDocument();
  });

  it('nothing found: the spec text, no count, no pages', async () => {
    mockFetch(answer);
    renderAt(<SearchResults />, { path: '/catalog/search?query=абырвалг' });
    expect(await screen.findByText('Товары не найдены либо временно не доступны')).toBeInTheDocument();
    expect(screen.queryByText(/Найдено/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Сортировка/ })).not.toBeInTheDocument();
  });

  it('filters the matches with the listing panel: the URL keeps query and sort and drops the page; a chip removes its filter', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(answer);
    renderAt(<SearchResults />, { path: '/catalog/search?query=сейф&sort=price_asc&page=2' });
    const panel = await screen.findByRole('complementary', { name: 'Фильтры' });
    expect(calls.map(({ url }) => url)).toContain(
      `/api/catalog/search/filters/?query=${encodeURIComponent('сейф')}`,
    );
    await user.click(await within(panel).findByRole('checkbox', { name: /Ключевой/ }));
    const lock =
      'f.%D0%A2%D0%B8%D0%BF+%D0%B7%D0%B0%D0%BC%D0%BA%D0%B0=%D0%9A%D0%BB%D1%8E%D1%87%D0%B5%D0%B2%D0%BE%D0%B9';
    expect(location()).toBe(`/catalog/search?query=${encodeURIComponent('сейф')}&sort=price_asc&${lock}`);
    await waitFor(() =>
      expect(requested(calls)).toContain(`${search('сейф')}&limit=20&page=1&sort=price_asc&${lock}`),
    );
    expect(calls.map(({ url }) => url)).toContain(
      `/api/catalog/search/filters/?query=${encodeURIComponent('сейф')}&${lock}`,
    );
    expect(await screen.findByText('Найдено 12 товаров')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Убрать фильтр: Тип замка: Ключевой' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать фильтр: Тип замка: Ключевой' }));
    expect(await screen.findByText('Найдено 45 товаров')).toBeInTheDocument();
    expect(location()).toBe(`/catalog/search?query=${encodeURIComponent('сейф')}&sort=price_asc`);
  });

  it('an empty query asks nothing and shows the prompt', () => {
    const calls = mockFetch(answer);
    renderAt(<SearchResults />, { path: '/catalog/search?query=%20' });
    expect(screen.getByText('Введите свой поисковый запрос')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
