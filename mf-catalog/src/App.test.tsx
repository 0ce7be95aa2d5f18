import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShopStore } from '@shop/shared';
import App from './App';
import { mockFetch, renderAt } from './testing';

beforeEach(() => useShopStore.setState({ compare: [] }));

describe('catalogue routes', () => {
  it('open a newly visited page at its top', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    mockFetch(() => ({ body: [] }));
    renderAt(<App />, { path: '/catalog/compare' });
    expect(await screen.findByRole('heading', { name: 'Сравнение товаров' })).toBeInTheDocument();
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'В каталог' }));
    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('answer an unknown catalogue path with the Russian not-found message', () => {
    renderAt(<App />, { path: '/catalog/a/b/c/d' });
    expect(screen.getByRole('heading', { name: 'Раздел каталога не найден' })).toBeInTheDocument();
  });
});
