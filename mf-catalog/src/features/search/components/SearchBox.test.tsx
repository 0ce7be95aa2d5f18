import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { SearchResponse } from '@shop/shared';
import { mockFetch, product, renderAt } from '../../../testing';
import { SearchBox } from './SearchBox';

const twelve = Array.from({ length: 12 }, (_, i) => product(`10000${i}`, { name: `Сейф номер ${i + 1}` }));

function answer(url: string): SearchResponse {
  const query = new URL(url, 'http://shop.test').searchParams.get('query') ?? '';
  const plain = { query, corrected: false, relaxed: false, expanded: [] };
  if (query === 'ctqa')
    return { ...plain, results: twelve.slice(0, 2), total: 2, query: 'сейф', corrected: true };
  if (query === 'сейф с отпечатком')
    return { ...plain, results: twelve.slice(0, 3), total: 3, relaxed: true };
  if (query === 'нечто') return { ...plain, results: [], total: 0 };
  return { ...plain, results: twelve, total: twelve.length };
}

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const calls = mockFetch(({ url }) => ({ body: answer(url) }));
  renderAt(
    <>
      <SearchBox />
      <button type="button">Другая кнопка</button>
    </>,
  );
  return { user, calls, input: screen.getByRole('searchbox', { name: 'Поиск товаров' }) };
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const location = () => screen.getByTestId('location').textContent;

afterEach(() => jest.useRealTimers());

describe('search box', () => {
  it('opens on focus with the prompt for an empty query', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('type', 'search');
    expect(screen.queryByText('Введите свой поисковый запрос')).not.toBeInTheDocument();
    await user.click(input);
    expect(screen.getByText('Введите свой поисковый запрос')).toBeInTheDocument();
  });

  it('waits 1000 ms after the last keystroke, shows a spinner meanwhile, then up to 10 results', async () => {
    const { user, input, calls } = setup();
    await user.type(input, 'сейф');
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    await advance(999);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`/api/catalog/search/?query=${encodeURIComponent('сейф')}&type=products`);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveTextContent('Сейф номер 1');
    expect(options[0]).toHaveTextContent('12 990 руб.');
    expect(options[0]).toHaveAttribute('href', '/catalog/product?productCode=100000');
    expect(screen.getByRole('link', { name: 'Все результаты' })).toHaveAttribute(
      'href',
      `/catalog/search?query=${encodeURIComponent('сейф')}`,
    );
  });

  it('makes one call for a burst of typing', async () => {
    const { user, input, calls } = setup();
    await user.type(input, 'се');
    await advance(500);
    await user.type(input, 'йф');
    await advance(999);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
  });

  it('says so when nothing matches, and shows which query was used after a correction', async () => {
    const { user, input } = setup();
    await user.type(input, 'нечто');
    await advance(1000);
    expect(await screen.findByText('Товары не найдены либо временно не доступны')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'ctqa');
    await advance(1000);
    expect(await screen.findByText(/Показаны результаты по запросу/)).toHaveTextContent('«сейф»');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByText('Найдено по части слов')).not.toBeInTheDocument();
  });

  it('says «Найдено по части слов» when no item has every word of the query', async () => {
    const { user, input } = setup();
    await user.type(input, 'сейф с отпечатком');
    await advance(1000);
    expect(await screen.findByText('Найдено по части слов')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument();
  });

  it('closes 150 ms after focus leaves, not before', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(screen.getByText('Введите свой поисковый запрос')).toBeInTheDocument();
    act(() => input.blur());
    await advance(149);
    expect(screen.getByText('Введите свой поисковый запрос')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Введите свой поисковый запрос')).not.toBeInTheDocument();
  });

  it('moves through the results with the arrows, opens one with Enter and closes on Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'сейф');
    await advance(1000);
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(listbox).getAllByRole('option')[9]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/catalog/product?productCode=100001');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the full results page on Enter without a picked result', async () => {
    const { user, input } = setup();
    await user.type(input, 'шкаф для одежды{Enter}');
    expect(location()).toBe(`/catalog/search?query=${encodeURIComponent('шкаф для одежды')}`);
  });

  it('focused in the server’s markup before its code ran, opens with the prompt once hydrated', async () => {
    mockFetch(({ url }) => ({ body: answer(url) }));
    const box = (
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(box);
    document.body.appendChild(host);
    screen.getByRole('searchbox', { name: 'Поиск товаров' }).focus();
    const root = await act(async () => hydrateRoot(host, box));
    expect(screen.getByText('Введите свой поисковый запрос')).toBeInTheDocument();
    act(() => root.unmount());
    host.remove();
  });

  it('sends its query to the results page as a plain form does, for a visitor without scripts', () => {
    setup();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/catalog/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Поиск товаров' })).toHaveAttribute('name', 'query');
  });
});
